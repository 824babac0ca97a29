import type { CardText } from './card-text.ts';

/** The Wands, Ace to King (the order of MINOR_RANKS). */
export const WANDS_TEXT: readonly CardText[] = [
  {
    up: 'A spark of inspiration arrives. Seize this burst of creative energy and enthusiasm to start something that genuinely excites you.',
    rev: 'Inspiration may feel blocked or delayed. Be patient with your creative process, and notice what is dampening your enthusiasm before you force a start.',
    desc: 'A single budding staff stands at the centre, ringed by rays of ember light, new leaves springing from its sides and a golden bud at its tip. It is the first spark of fire: raw inspiration, and the urge to begin something that excites you.',
    keywords: ['inspiration', 'potential', 'new venture', 'spark'],
  },
  {
    up: 'You are standing at the edge of a bigger plan. Look ahead, weigh your options, and begin mapping a future that stretches beyond familiar ground.',
    rev: 'Fear of the unknown may be keeping you safe but small. Check whether indecision or endless planning is holding you back from a step you are ready to take.',
    desc: 'Two budding staffs stand end to end through a small central star, one pointing up and one down, like a line drawn from here to the horizon. The card speaks of planning and vision: the moment you weigh which path to take.',
    keywords: ['planning', 'vision', 'decision', 'horizons'],
  },
  {
    up: 'Your efforts are starting to bear fruit, and your horizons are widening. Keep looking forward, extend your reach, and trust the momentum you have built.',
    rev: 'Delays or obstacles may be testing your patience. Revisit your plans, adjust your expectations, and remember that progress is not always visible right away.',
    desc: 'Three budding staffs point outward from a small star like the spokes of a wheel, each reaching in its own direction. It stands for expansion and foresight: efforts beginning to pay off, and horizons opening wider than you expected.',
    keywords: ['expansion', 'foresight', 'progress', 'momentum'],
  },
  {
    up: 'This is a time to celebrate milestones and homecomings. Enjoy harmony with loved ones, honor what you have built, and let yourself feel truly at home.',
    rev: 'A celebration may feel strained, or your sense of home unsettled. Look at where tension or transition is affecting your sense of belonging, and tend to it kindly.',
    desc: 'Four budding staffs point to the four quarters around a small central star, a square of fire in a ring of ember light. This is a card of celebration and homecoming: a stable foundation, and a joy worth sharing with the people around you.',
    keywords: ['celebration', 'homecoming', 'stability', 'community'],
  },
  {
    up: 'Competing voices and friction are in the air. Healthy rivalry can sharpen your skills, so engage with energy while staying fair and open to other views.',
    rev: 'Conflict may be winding down, or simply being avoided. Look for common ground, and ask whether this particular clash is worth your energy or calls for a truce.',
    desc: 'Five budding staffs splay outward at uneven angles around a small star, no two pointing the same way. Its theme is competition and friction: many voices and energies colliding, and the growth that healthy rivalry can bring.',
    keywords: ['competition', 'conflict', 'friction', 'rivalry'],
  },
  {
    up: 'Recognition and success are coming your way. Let yourself feel proud of your progress, and accept praise with grace while staying grounded in your values.',
    rev: 'You may feel overlooked, or overly focused on winning approval. Your worth does not depend on applause, so celebrate yourself quietly and keep going.',
    desc: 'Six budding staffs form an even ring around a small star, like a crowd raising its hands at once. It tells of recognition and success: a win earned in public, and the confidence that comes from being seen doing well.',
    keywords: ['recognition', 'success', 'confidence', 'pride'],
  },
  {
    up: 'Stand your ground. You have something worth defending, and with conviction and perseverance you can hold your position against the challenges that come.',
    rev: 'You might feel overwhelmed or tempted to give up. Decide which battles matter most, and consider whether constant defensiveness is quietly wearing you down.',
    desc: 'Seven budding staffs fan out around a small star, one more than can sit comfortably in the ring. The card speaks of standing your ground: perseverance under pressure, and the conviction to defend what matters to you.',
    keywords: ['perseverance', 'defence', 'conviction', 'standing firm'],
  },
  {
    up: 'Things are moving quickly. Messages, opportunities, and progress arrive at speed, so stay focused, act decisively, and ride the wave of momentum.',
    rev: 'Delays or scattered energy may be slowing you down. Avoid rushing for its own sake, and take a moment to realign before pushing ahead again.',
    desc: 'Eight budding staffs radiate from a small star like a burst of sparks, each flying outward at speed. It stands for swift movement: news arriving, plans gathering pace, and events lining up faster than you can slow them down.',
    keywords: ['speed', 'news', 'movement', 'alignment'],
  },
  {
    up: 'You are closer to the finish than it feels. Draw on your resilience, protect your energy, and keep going, because your persistence is paying off.',
    rev: 'Exhaustion or defensiveness may be taking a toll. Ask for help, rest where you can, and release the belief that you must carry everything alone.',
    desc: 'Nine budding staffs close the ring around a small star, leaving little space between them, like a fence of fire. This is a card of resilience: weary but unbroken, holding your boundaries through the last stretch before the finish.',
    keywords: ['resilience', 'persistence', 'boundaries', 'last stretch'],
  },
  {
    up: 'You are carrying a heavy load. Hard work is getting you there, but consider what you can delegate or set down so success does not cost your wellbeing.',
    rev: 'Burdens are becoming too much to bear. Treat this as a cue to prioritize, to say no, and to hand back responsibilities that were never truly yours.',
    desc: 'Ten budding staffs crowd the ring around a small star, their leaves almost touching. Its theme is heavy responsibility: taking on more than one pair of hands can carry, and the relief of setting some of it down or sharing it.',
    keywords: ['burden', 'responsibility', 'overload', 'delegation'],
  },
  {
    up: 'A curious, adventurous spirit is stirring. Explore new ideas with enthusiasm, say yes to discovery, and let playful inspiration show you where to go.',
    rev: 'Ideas may be plentiful while follow-through lags behind. Ground your enthusiasm with one concrete next step, and watch for restlessness or impatience.',
    desc: 'A feather quill drifts above a single budding staff, a small gold star beside its tip. The Page of fire is a messenger of ideas: curiosity, enthusiasm and the eager free spirit that wants to explore everything at once.',
    keywords: ['enthusiasm', 'curiosity', 'discovery', 'free spirit'],
  },
  {
    up: 'Energy and passion carry you forward. Act boldly, follow your adventurous instincts, and bring fiery enthusiasm to whatever you choose to pursue.',
    rev: 'Haste or impulsiveness may be scattering your results. Slow down enough to think ahead, and channel your fire before it burns itself out.',
    desc: 'A plumed helm in ember orange rides above a single budding staff, its crest streaming back as if in wind. The Knight of fire charges toward adventure: passion, boldness and quick action, with the risk of acting before thinking.',
    keywords: ['adventure', 'passion', 'boldness', 'impulse'],
  },
  {
    up: 'Confidence, warmth, and magnetism are your gifts right now. Step into your power, lead with courage and joy, and let your vibrant energy inspire others.',
    rev: 'Self-doubt or burnout may be dimming your glow, or your fire may be turning into jealousy. Reconnect with what makes you feel alive and claim your space again.',
    desc: 'A pearled crown glows above a single budding staff in warm ember tones. The Queen of fire is confident and magnetic: she warms a room, knows her worth, and pursues what she wants with determination and generous heart.',
    keywords: ['confidence', 'warmth', 'charisma', 'determination'],
  },
  {
    up: 'Visionary leadership is called for. Take charge with confidence, inspire others with your big-picture thinking, and turn bold ideas into lasting achievements.',
    rev: 'Impulsive decisions or sky-high expectations may be causing friction. Lead with patience, listen closely to others, and check that ambition is not overriding empathy.',
    desc: 'A jewelled crown sits above a single budding staff, its points tipped with gold against an ember glow. The King of fire leads by vision: bold, decisive and inspiring, he turns an idea into a movement other people want to join.',
    keywords: ['leadership', 'vision', 'boldness', 'initiative'],
  },
];
