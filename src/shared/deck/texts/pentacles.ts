import type { CardText } from './card-text.ts';

/** The Pentacles, Ace to King (the order of MINOR_RANKS). */
export const PENTACLES_TEXT: readonly CardText[] = [
  {
    up: 'A new opportunity for prosperity or stability is appearing. Plant seeds with intention, and invest in something that can grow into lasting security.',
    rev: 'An opportunity may be slipping away, or your plans lack grounding. Revisit your budget and practical steps before committing resources.',
    desc: 'A single golden coin fills the centre, a five-pointed star set in its green face, ringed by rays of light. It is a seed of prosperity: a new opportunity, resources arriving, and solid ground on which to build something lasting.',
    keywords: ['opportunity', 'prosperity', 'new resources', 'grounding'],
  },
  {
    up: 'You are juggling several priorities with flexibility. Stay adaptable, keep your sense of humor, and find balance as life’s demands shift and change.',
    rev: 'Too many commitments may be tipping you off balance. Simplify, prioritize, and drop what you cannot reasonably manage right now.',
    desc: 'Two coins stand one above the other through a small central star, balanced as if being juggled. It stands for adaptability: keeping several priorities in motion, and finding your rhythm as demands rise and fall.',
    keywords: ['balance', 'adaptability', 'priorities', 'juggling'],
  },
  {
    up: 'Collaboration brings quality results. Value teamwork, share your expertise generously, and honor the skills that others bring to the project.',
    rev: 'Miscommunication or misaligned goals may be hindering teamwork. Clarify roles, listen to feedback, and make sure everyone shares the same vision.',
    desc: 'Three coins form a triangle around a small star, each one bearing the same golden mark. This is a card of teamwork and craftsmanship: building something of quality together, where every skill counts.',
    keywords: ['teamwork', 'craftsmanship', 'collaboration', 'skill'],
  },
  {
    up: 'Security matters, and saving wisely is good. Just check that protecting what you have is not turning into holding on too tightly.',
    rev: 'You may be loosening your grip on control or possessions, or swinging toward overspending. Find a healthy balance between security and generosity.',
    desc: 'Four coins sit at the four quarters around a small star, held in a tight square. Its theme is security and saving: holding on to what you have, and asking whether your grip has grown tighter than it needs to be.',
    keywords: ['security', 'saving', 'control', 'holding on'],
  },
  {
    up: 'Hardship or feeling left out in the cold may be present. Support does exist, and reaching out for help is a sign of strength, not failure.',
    rev: 'Recovery from a difficult time is beginning. Help is becoming visible, and you are finding your way back toward stability and warmth.',
    desc: 'Five coins ring a small star with wide gaps between them, the circle thin and cold. It tells of hardship and feeling left out: worry about money or health, and the help that is closer than it looks once you ask.',
    keywords: ['hardship', 'insecurity', 'exclusion', 'support'],
  },
  {
    up: 'Giving and receiving are finding balance. Share your resources generously, or accept support gracefully when it is offered to you.',
    rev: 'Generosity may come with strings attached, or an exchange may feel uneven. Seek fairness, and give without expecting control in return.',
    desc: 'Six coins form an even ring around a small star, passing from one to the next like gifts. The card speaks of generosity: giving and receiving in fair measure, and the balance of power in every exchange.',
    keywords: ['generosity', 'sharing', 'fair exchange', 'charity'],
  },
  {
    up: 'Patience pays off. Step back to assess your progress, appreciate the growth so far, and decide where to invest your energy for long-term rewards.',
    rev: 'Frustration with slow results may tempt you to quit. Reevaluate your approach, and make sure your effort is going where it truly counts.',
    desc: 'Seven coins ring a small star like fruit ripening on a vine. It stands for patience and long-term investment: a pause to look honestly at your progress before you decide where to put your effort next.',
    keywords: ['patience', 'investment', 'assessment', 'long-term growth'],
  },
  {
    up: 'Dedication and practice build mastery. Focus on the details, commit to steady improvement, and take pride in skilled, careful work.',
    rev: 'Perfectionism or a lack of focus may be holding you back. Reconnect with why the work matters, and release the need for it to be flawless.',
    desc: 'Eight coins circle a small star, each one as carefully made as the last. This is a card of diligence and mastery: practice, attention to detail, and the quiet pride of getting better at your craft.',
    keywords: ['diligence', 'mastery', 'practice', 'dedication'],
  },
  {
    up: 'You have earned this ease. Enjoy the independence, comfort, and refinement your hard work has created, and celebrate your self-sufficiency.',
    rev: 'Overworking or overspending may be undermining your sense of security. Reconnect with what truly makes you feel abundant and at ease.',
    desc: 'Nine coins fill the ring around a small star in green and gold. Its theme is self-sufficiency: comfort earned by your own effort, refinement, and the freedom to enjoy what you have built.',
    keywords: ['self-sufficiency', 'comfort', 'refinement', 'reward'],
  },
  {
    up: 'Lasting wealth, family, and legacy come into focus. Build foundations that can support generations, and appreciate the stability around you.',
    rev: 'Family disputes or financial instability may be shaking your foundations. Look for long-term solutions, and consider what legacy you want to leave.',
    desc: 'Ten coins complete the circle around a small star, a ring of gold with no gap in it. It tells of legacy: family, lasting wealth and traditions that support the generations after you.',
    keywords: ['legacy', 'family', 'wealth', 'permanence'],
  },
  {
    up: 'A new skill, course of study, or practical opportunity is beckoning. Approach it with curiosity and commitment, and take the first steady step.',
    rev: 'Procrastination or scattered focus may be stalling your progress. Turn good intentions into small, consistent actions you can repeat each day.',
    desc: 'A feather quill drifts above a single golden coin, a small star beside it as if marking a first lesson. The Page of earth is a student of the practical: ambitious, curious, and ready to learn a new skill step by step.',
    keywords: ['study', 'ambition', 'practical dreams', 'new skill'],
  },
  {
    up: 'Steady, methodical effort wins the day. Stay reliable, keep to your routines, and trust that consistent progress leads to real results.',
    rev: 'Routine may have turned into stagnation, or caution into stubbornness. Add some flexibility, and reconnect with the purpose behind your work.',
    desc: 'A plumed helm in green rides above a single golden coin, steady rather than fast. The Knight of earth wins by routine: reliable, patient and hard-working, he keeps going long after others have stopped.',
    keywords: ['reliability', 'routine', 'hard work', 'patience'],
  },
  {
    up: 'Practical care and warm generosity create comfort. Nurture your home, body, and loved ones while keeping your feet firmly on the ground.',
    rev: 'Caring for everyone else may be leaving you depleted. Rebalance work and home, and remember to nurture your own needs too.',
    desc: 'A pearled crown rests above a single golden coin in green and gold. The Queen of earth is practical and nurturing: she makes a home comfortable, looks after bodies and budgets, and shares what she has with warmth.',
    keywords: ['nurturing', 'practicality', 'comfort', 'resourcefulness'],
  },
  {
    up: 'Abundance and security come from wise stewardship. Lead with discipline and generosity, and enjoy the prosperity you have worked to build.',
    rev: 'A focus on money or status may be crowding out other values, or stubbornness may be limiting growth. Balance ambition with integrity and care.',
    desc: 'A jewelled crown sits above a single golden coin, green and gold like a rich harvest. The King of earth is a steward of abundance: disciplined, secure and generous, he builds wealth that lasts and uses it well.',
    keywords: ['abundance', 'stewardship', 'security', 'discipline'],
  },
];
