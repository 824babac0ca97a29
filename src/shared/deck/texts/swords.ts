import type { CardText } from './card-text.ts';

/** The Swords, Ace to King (the order of MINOR_RANKS). */
export const SWORDS_TEXT: readonly CardText[] = [
  {
    up: 'A breakthrough in clarity cuts through confusion. Speak your truth, embrace a new idea, and let sharp, honest thinking lead you forward.',
    rev: 'Clouded thinking or miscommunication may be blocking progress. Pause before acting, gather the facts, and reconsider how you are expressing your ideas.',
    desc: 'A single straight blade points upward, silver in a ring of pale light, its golden guard and pommel catching the glow. It is the first clear thought: truth cutting through confusion, a breakthrough, and an idea sharp enough to act on.',
    scene:
      'A hand from a cloud grips an upright sword whose tip passes through a golden crown hung with an olive branch and a palm frond, high above barren mountains. It is a moment of clarity: a breakthrough thought that cuts cleanly through confusion.',
    keywords: ['clarity', 'breakthrough', 'truth', 'new idea'],
  },
  {
    up: 'A difficult decision is waiting. Weigh your options honestly instead of staying frozen, and let both head and heart inform your choice.',
    rev: 'New information is coming to light, or indecision is becoming overwhelming. Lower the blindfold and face the choice in front of you.',
    desc: 'Two blades meet point to point through a small central star, one rising and one falling, neither giving way. This is a card of a stalemate: a difficult choice, avoided for now, that will need honest eyes before it can be made.',
    scene:
      'A blindfolded woman in white sits on a stone bench by the sea, arms crossed over her chest, balancing two long swords, with rocks in the water and a thin crescent moon behind her. It is a stalemate: a choice put off by refusing to look at it.',
    keywords: ['stalemate', 'indecision', 'difficult choice', 'avoidance'],
  },
  {
    up: 'Heartache deserves acknowledgement. Let yourself feel sadness and disappointment, knowing that honest grief is what opens the path to healing.',
    rev: 'Healing is underway. You are releasing pain, practicing forgiveness, and gently recovering from an emotional wound at your own pace.',
    desc: 'Three blades point outward from a small star, spread wide like a wound that has been opened. Its theme is heartbreak and grief: a painful truth, and the release that begins once the pain is allowed to be felt.',
    scene:
      'A red heart hangs in a grey sky, pierced through by three swords, while rain falls from heavy clouds behind it. It shows heartbreak plainly: a sorrow that cuts, and the tears that have to come before any healing.',
    keywords: ['heartbreak', 'grief', 'painful truth', 'release'],
  },
  {
    up: 'Rest is productive. Take a break, recharge your mind and body, and give yourself quiet space to recover before taking your next step.',
    rev: 'Restlessness or burnout may be building. Take the rest you need, or gently re-enter the world if you have been withdrawn for too long.',
    desc: 'Four blades rest at the four quarters around a small star, still and evenly spaced. It tells of rest and recovery: a necessary pause, a quiet mind, and the strength that returns when you stop fighting for a while.',
    scene:
      'A knight lies carved in stone upon a tomb in a quiet church, hands pressed together in prayer, three swords hanging on the wall above him and a fourth lying along his side beneath a stained-glass window. It is rest after battle: a necessary pause to recover before rising again.',
    keywords: ['rest', 'recovery', 'contemplation', 'pause'],
  },
  {
    up: 'Ask whether winning is worth the cost. Conflict can leave everyone hurt, so choose your battles wisely and value integrity over pride.',
    rev: 'You may be ready to move past a conflict and let resentment go. Make amends where you can, or walk away from a fight that no longer serves you.',
    desc: 'Five blades splay unevenly around a small star, an awkward number for a circle. The card speaks of conflict and hollow victory: the cost of winning at all costs, and the question of whether the fight was worth it.',
    scene:
      'A smirking young man gathers up three swords while two beaten figures trudge away toward the shore, their own swords left on the ground, under a sky torn with ragged clouds. It is a hollow victory: winning at everyone else’s cost.',
    keywords: ['conflict', 'hollow victory', 'tension', 'pride'],
  },
  {
    up: 'A calmer chapter lies ahead. You are moving away from difficulty toward smoother waters, carrying its lessons with you as you heal.',
    rev: 'Moving on feels difficult, or old baggage is weighing you down. Acknowledge what is still unresolved so you can finally make the crossing.',
    desc: 'Six blades form an even ring around a small star, like oars pulling a boat in the same direction. It stands for transition: leaving troubled waters behind, moving on, and heading toward calmer ground.',
    scene:
      'A ferryman poles a small boat across the water toward a calm far shore, carrying a huddled woman in a cloak and a child, six swords standing upright in the boat with them. It is moving on from trouble toward calmer waters, carrying what still hurts.',
    keywords: ['transition', 'moving on', 'recovery', 'calmer waters'],
  },
  {
    up: 'Strategy and discretion may be needed, but be honest with yourself about your methods. Watch for deception, whether it is yours or someone else’s.',
    rev: 'Secrets are coming to light, or your conscience is stirring. Choose transparency, and let go of tactics that no longer fit who you want to be.',
    desc: 'Seven blades fan out around a small star, pointing every way at once, hard to keep count of. This is a card of strategy and secrecy: cunning, discretion, and a conscience that asks whether you are playing fair.',
    scene:
      'A man tiptoes away from a camp of tents with five swords bundled in his arms, grinning back over his shoulder, two more swords left stuck in the ground behind him. It is stealth and cunning: getting away with something, or trying to.',
    keywords: ['strategy', 'secrecy', 'cunning', 'conscience'],
  },
  {
    up: 'You are less trapped than you feel. Limiting beliefs may be holding you in place, and a shift in perspective can reveal a way out.',
    rev: 'Freedom is within reach. You are loosening self-imposed restrictions, releasing fear, and beginning to see your many options clearly again.',
    desc: 'Eight blades enclose a small star in a tight ring, yet the spaces between them are wide enough to pass through. It tells of feeling trapped by your own thinking, and of a freedom that is nearer than it seems.',
    scene:
      'A woman, bound and blindfolded, stands in a ring of eight swords stuck in muddy ground, a castle on the cliff far behind her. She feels trapped, yet the bonds are loose and the path out lies open.',
    keywords: ['restriction', 'limiting beliefs', 'feeling trapped', 'perspective'],
  },
  {
    up: 'Worry may loom larger at night than it does in reality. Name your anxieties, reach out for support, and remember that thoughts are not facts.',
    rev: 'The weight of worry is beginning to ease. Confiding in others and seeing your fears more clearly brings relief, even if some anxiety lingers.',
    desc: 'Nine blades crowd the ring around a small star, like thoughts circling at night. It tells of anxiety and worry: fears that grow larger in the dark, and the relief that comes from saying them out loud.',
    scene:
      'A woman sits up in bed with her face in her hands, nine swords hanging in rows on the dark wall above her and a quilt of roses and star signs across her knees. It is anxiety and the sleepless night: fears that grow larger in the dark.',
    keywords: ['anxiety', 'worry', 'sleeplessness', 'fear'],
  },
  {
    up: 'A painful chapter has reached its end. As hard as this feels, the worst has passed, and from here the direction is toward recovery.',
    rev: 'Recovery is beginning, though you may resist letting go of the hurt. Rise slowly, accept support, and trust that renewal is truly possible.',
    desc: 'Ten blades fill the ring around a small star, nothing left unsaid or undone. The card speaks of a painful ending: reaching the bottom, letting go, and knowing that from here every direction leads up toward the dawn.',
    scene:
      'A man lies face down by the water with ten swords in his back under a black sky, while on the horizon a yellow dawn breaks over still water. It is rock bottom and a painful end, with the next day already starting behind it.',
    keywords: ['painful ending', 'rock bottom', 'release', 'dawn'],
  },
  {
    up: 'Curiosity and fresh ideas energize you. Ask bold questions, learn eagerly, and express your thoughts with honesty, wit, and alert attention.',
    rev: 'Hasty words or scattered thinking can cause trouble. Think before you speak, and watch out for gossip, defensiveness, or half-formed plans.',
    desc: 'A feather quill hovers above a single blade, a small golden star beside its point. The Page of air is a watchful student: curious, alert and hungry for the truth, with a sharp mind and a tongue that can be quicker still.',
    scene:
      'A young man stands on a windswept hill gripping a raised sword in both hands, clouds racing, trees bending and birds wheeling overhead. He is curiosity and vigilance: a sharp new mind, eager and watchful.',
    keywords: ['curiosity', 'vigilance', 'new ideas', 'truth-seeking'],
  },
  {
    up: 'Drive and ambition surge forward. Act quickly on your ideas and speak with conviction, while remembering to consider others along the way.',
    rev: 'Rushing ahead without a plan may cause collateral damage. Slow down, listen carefully, and direct your sharp intellect with care.',
    desc: 'A plumed helm in silver rides above a single blade, its crest swept back by speed. The Knight of air charges straight at his goal: ambition, drive and honest directness, and the risk of hurting others in his haste.',
    scene:
      'A knight charges at full gallop on a white horse into a fierce wind, sword raised high, the clouds and trees torn ragged behind him. It is haste and ambition: chasing an idea at full speed, perhaps too fast to look where it leads.',
    keywords: ['ambition', 'drive', 'haste', 'directness'],
  },
  {
    up: 'Clear boundaries and honest words serve you well. Use your independence, perception, and hard-won experience to cut to the truth with fairness.',
    rev: 'Sharpness may be tipping into coldness or bitterness. Soften your delivery, and make room for compassion without compromising your honesty.',
    desc: 'A pearled crown sits above a single blade in cool silver light. The Queen of air sees clearly and speaks plainly: independent, perceptive and fair, she sets honest boundaries shaped by her own experience.',
    scene:
      'A queen sits on a throne carved with butterflies, her face in profile, an upright sword in one hand and the other raised as if inviting someone forward, clouds gathering below her. She is clear judgement and independence: honesty shaped by sorrow.',
    keywords: ['clarity', 'independence', 'honest boundaries', 'perception'],
  },
  {
    up: 'Lead with intellect, integrity, and clear principles. Make decisions based on logic and fairness, and communicate with calm, steady authority.',
    rev: 'Power may be misused, or reason may have turned cold. Check for rigid thinking, and balance rational judgment with genuine empathy.',
    desc: 'A jewelled crown rests above a single upright blade, steady and unwavering. The King of air rules by reason: intellect, integrity and fair judgement, and the responsibility that comes with knowing the truth.',
    scene:
      'A king sits facing straight ahead on a throne marked with butterflies and crescent moons, a tall sword held upright in his hand, under a sky of scattered clouds and a few slender trees. He is intellectual authority: truth and fair judgement, spoken plainly.',
    keywords: ['intellect', 'integrity', 'authority', 'fairness'],
  },
];
