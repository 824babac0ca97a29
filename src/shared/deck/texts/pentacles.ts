import type { CardText } from './card-text.ts';

/** The Pentacles, Ace to King (the order of MINOR_RANKS). */
export const PENTACLES_TEXT: readonly CardText[] = [
  {
    up: 'A new opportunity for prosperity or stability is appearing. Plant seeds with intention, and invest in something that can grow into lasting security.',
    rev: 'An opportunity may be slipping away, or your plans lack grounding. Revisit your budget and practical steps before committing resources.',
    desc: 'A single golden coin fills the centre, a five-pointed star set in its green face, ringed by rays of light. It is a seed of prosperity: a new opportunity, resources arriving, and solid ground on which to build something lasting.',
    scene:
      'A hand from a cloud holds out a golden coin marked with a star above a garden of white lilies, where an arch in the hedge opens onto distant mountains. It is a new chance at prosperity: a seed with real ground to grow in.',
    keywords: ['opportunity', 'prosperity', 'new resources', 'grounding'],
  },
  {
    up: 'You are juggling several priorities with flexibility. Stay adaptable, keep your sense of humor, and find balance as life’s demands shift and change.',
    rev: 'Too many commitments may be tipping you off balance. Simplify, prioritize, and drop what you cannot reasonably manage right now.',
    desc: 'Two coins stand one above the other through a small central star, balanced as if being juggled. It stands for adaptability: keeping several priorities in motion, and finding your rhythm as demands rise and fall.',
    scene:
      'A young man in a tall hat dances while juggling two coins joined by a loop shaped like an infinity sign, and behind him two ships ride high waves. It is balance and adaptability: keeping everything moving without dropping a thing.',
    keywords: ['balance', 'adaptability', 'priorities', 'juggling'],
  },
  {
    up: 'Collaboration brings quality results. Value teamwork, share your expertise generously, and honor the skills that others bring to the project.',
    rev: 'Miscommunication or misaligned goals may be hindering teamwork. Clarify roles, listen to feedback, and make sure everyone shares the same vision.',
    desc: 'Three coins form a triangle around a small star, each one bearing the same golden mark. This is a card of teamwork and craftsmanship: building something of quality together, where every skill counts.',
    scene:
      'A stonemason on a bench carves the arch of a great church while a monk and a hooded figure holding the plans stand below, talking the work over with him. It is teamwork and craftsmanship: skilled work, seen and valued.',
    keywords: ['teamwork', 'craftsmanship', 'collaboration', 'skill'],
  },
  {
    up: 'Security matters, and saving wisely is good. Just check that protecting what you have is not turning into holding on too tightly.',
    rev: 'You may be loosening your grip on control or possessions, or swinging toward overspending. Find a healthy balance between security and generosity.',
    desc: 'Four coins sit at the four quarters around a small star, held in a tight square. Its theme is security and saving: holding on to what you have, and asking whether your grip has grown tighter than it needs to be.',
    scene:
      'A crowned man sits on a stone block clutching a coin tight to his chest, another balanced on his crown and two pinned beneath his feet, a city behind him. He is holding on tight: a security that hardens into fear of letting anything go.',
    keywords: ['security', 'saving', 'control', 'holding on'],
  },
  {
    up: 'Hardship or feeling left out in the cold may be present. Support does exist, and reaching out for help is a sign of strength, not failure.',
    rev: 'Recovery from a difficult time is beginning. Help is becoming visible, and you are finding your way back toward stability and warmth.',
    desc: 'Five coins ring a small star with wide gaps between them, the circle thin and cold. It tells of hardship and feeling left out: worry about money or health, and the help that is closer than it looks once you ask.',
    scene:
      'Two ragged beggars trudge through falling snow past a lit stained-glass church window, one on crutches, the other wrapped in a thin shawl. It is hardship and feeling shut out, with help closer than they can see.',
    keywords: ['hardship', 'insecurity', 'exclusion', 'support'],
  },
  {
    up: 'Giving and receiving are finding balance. Share your resources generously, or accept support gracefully when it is offered to you.',
    rev: 'Generosity may come with strings attached, or an exchange may feel uneven. Seek fairness, and give without expecting control in return.',
    desc: 'Six coins form an even ring around a small star, passing from one to the next like gifts. The card speaks of generosity: giving and receiving in fair measure, and the balance of power in every exchange.',
    scene:
      'A merchant in a red cloak holds level scales in one hand and drops coins into the outstretched hands of one of two kneeling beggars with the other. It is generosity and fair exchange: giving in balanced measure.',
    keywords: ['generosity', 'sharing', 'fair exchange', 'charity'],
  },
  {
    up: 'Patience pays off. Step back to assess your progress, appreciate the growth so far, and decide where to invest your energy for long-term rewards.',
    rev: 'Frustration with slow results may tempt you to quit. Reevaluate your approach, and make sure your effort is going where it truly counts.',
    desc: 'Seven coins ring a small star like fruit ripening on a vine. It stands for patience and long-term investment: a pause to look honestly at your progress before you decide where to put your effort next.',
    scene:
      'A young farmer leans on his hoe and gazes at seven coins growing on a green bush like fruit. It is patience and assessment: waiting for the harvest, and weighing whether the work is paying off.',
    keywords: ['patience', 'investment', 'assessment', 'long-term growth'],
  },
  {
    up: 'Dedication and practice build mastery. Focus on the details, commit to steady improvement, and take pride in skilled, careful work.',
    rev: 'Perfectionism or a lack of focus may be holding you back. Reconnect with why the work matters, and release the need for it to be flawless.',
    desc: 'Eight coins circle a small star, each one as carefully made as the last. This is a card of diligence and mastery: practice, attention to detail, and the quiet pride of getting better at your craft.',
    scene:
      'A craftsman sits at his bench, hammering out a coin, six finished ones displayed on a post beside him and another on the ground, a town far away behind him. It is diligence and mastery: skill built one careful piece at a time.',
    keywords: ['diligence', 'mastery', 'practice', 'dedication'],
  },
  {
    up: 'You have earned this ease. Enjoy the independence, comfort, and refinement your hard work has created, and celebrate your self-sufficiency.',
    rev: 'Overworking or overspending may be undermining your sense of security. Reconnect with what truly makes you feel abundant and at ease.',
    desc: 'Nine coins fill the ring around a small star in green and gold. Its theme is self-sufficiency: comfort earned by your own effort, refinement, and the freedom to enjoy what you have built.',
    scene:
      'A woman in a robe of flowers stands alone in a vineyard heavy with grapes, a hooded falcon on her gloved hand and nine coins among the vines. It is independence and well-earned luxury: comfort she built for herself.',
    keywords: ['self-sufficiency', 'comfort', 'refinement', 'reward'],
  },
  {
    up: 'Lasting wealth, family, and legacy come into focus. Build foundations that can support generations, and appreciate the stability around you.',
    rev: 'Family disputes or financial instability may be shaking your foundations. Look for long-term solutions, and consider what legacy you want to leave.',
    desc: 'Ten coins complete the circle around a small star, a ring of gold with no gap in it. It tells of legacy: family, lasting wealth and traditions that support the generations after you.',
    scene:
      'An old man in a patterned cloak sits with two white dogs by an archway, through which a couple and a child can be seen, ten coins arranged over the scene in the shape of the Tree of Life. It is wealth passed down: family, legacy and what endures.',
    keywords: ['legacy', 'family', 'wealth', 'permanence'],
  },
  {
    up: 'A new skill, course of study, or practical opportunity is beckoning. Approach it with curiosity and commitment, and take the first steady step.',
    rev: 'Procrastination or scattered focus may be stalling your progress. Turn good intentions into small, consistent actions you can repeat each day.',
    desc: 'A feather quill drifts above a single golden coin, a small star beside it as if marking a first lesson. The Page of earth is a student of the practical: ambitious, curious, and ready to learn a new skill step by step.',
    scene:
      'A young man stands in a flowering field, holding a coin up before his eyes and studying it closely, ploughed land and a grove of trees behind him. He brings study and ambition: a new plan grounded in real life.',
    keywords: ['study', 'ambition', 'practical dreams', 'new skill'],
  },
  {
    up: 'Steady, methodical effort wins the day. Stay reliable, keep to your routines, and trust that consistent progress leads to real results.',
    rev: 'Routine may have turned into stagnation, or caution into stubbornness. Add some flexibility, and reconnect with the purpose behind your work.',
    desc: 'A plumed helm in green rides above a single golden coin, steady rather than fast. The Knight of earth wins by routine: reliable, patient and hard-working, he keeps going long after others have stopped.',
    scene:
      'A knight sits completely still on a heavy black horse, holding a coin in his palm and looking out over a freshly ploughed field. He is hard work and reliability: slow, steady and thorough.',
    keywords: ['reliability', 'routine', 'hard work', 'patience'],
  },
  {
    up: 'Practical care and warm generosity create comfort. Nurture your home, body, and loved ones while keeping your feet firmly on the ground.',
    rev: 'Caring for everyone else may be leaving you depleted. Rebalance work and home, and remember to nurture your own needs too.',
    desc: 'A pearled crown rests above a single golden coin in green and gold. The Queen of earth is practical and nurturing: she makes a home comfortable, looks after bodies and budgets, and shares what she has with warmth.',
    scene:
      'A queen sits on a throne carved with goats and fruit, a coin cradled in her lap, in a garden under an arch of roses with a rabbit at her feet. She is nurture made practical: comfort and care for home and family.',
    keywords: ['nurturing', 'practicality', 'comfort', 'resourcefulness'],
  },
  {
    up: 'Abundance and security come from wise stewardship. Lead with discipline and generosity, and enjoy the prosperity you have worked to build.',
    rev: 'A focus on money or status may be crowding out other values, or stubbornness may be limiting growth. Balance ambition with integrity and care.',
    desc: 'A jewelled crown sits above a single golden coin, green and gold like a rich harvest. The King of earth is a steward of abundance: disciplined, secure and generous, he builds wealth that lasts and uses it well.',
    scene:
      'A king in a robe embroidered with grapevines sits on a throne carved with bulls’ heads, a sceptre in one hand and a coin resting on his knee, his castle rising behind the garden wall. He is prosperity well kept: abundance managed with a steady, generous hand.',
    keywords: ['abundance', 'stewardship', 'security', 'discipline'],
  },
];
