import type { CardText } from './card-text.ts';

/** The Wands, Ace to King (the order of MINOR_RANKS). */
export const WANDS_TEXT: readonly CardText[] = [
  {
    up: 'A spark of inspiration arrives. Seize this burst of creative energy and enthusiasm to start something that genuinely excites you.',
    rev: 'Inspiration may feel blocked or delayed. Be patient with your creative process, and notice what is dampening your enthusiasm before you force a start.',
    desc: 'A single budding staff stands at the centre, ringed by rays of ember light, new leaves springing from its sides and a golden bud at its tip. It is the first spark of fire: raw inspiration, and the urge to begin something that excites you.',
    scene:
      'A hand reaches out of a cloud gripping a living wooden staff that sprouts fresh leaves, a few of them drifting down over green hills, a river and a castle on a rise. It is a spark offered from nowhere: raw inspiration, alive in your grip and ready to grow.',
    keywords: ['inspiration', 'potential', 'new venture', 'spark'],
  },
  {
    up: 'You are standing at the edge of a bigger plan. Look ahead, weigh your options, and begin mapping a future that stretches beyond familiar ground.',
    rev: 'Fear of the unknown may be keeping you safe but small. Check whether indecision or endless planning is holding you back from a step you are ready to take.',
    desc: 'Two budding staffs stand end to end through a small central star, one pointing up and one down, like a line drawn from here to the horizon. The card speaks of planning and vision: the moment you weigh which path to take.',
    scene:
      'A man in a red cap stands on a castle’s battlements with a small globe in one hand and a staff in the other, a second staff fixed to the wall beside him, looking out over land and sea. He holds the world in his palm and weighs where to go next: planning before the first bold step.',
    keywords: ['planning', 'vision', 'decision', 'horizons'],
  },
  {
    up: 'Your efforts are starting to bear fruit, and your horizons are widening. Keep looking forward, extend your reach, and trust the momentum you have built.',
    rev: 'Delays or obstacles may be testing your patience. Revisit your plans, adjust your expectations, and remember that progress is not always visible right away.',
    desc: 'Three budding staffs point outward from a small star like the spokes of a wheel, each reaching in its own direction. It stands for expansion and foresight: efforts beginning to pay off, and horizons opening wider than you expected.',
    scene:
      'Seen from behind, a man in a red and green cloak stands on a high ridge among three planted staves, one of them in his hand, watching ships cross a golden bay far below. His plans are already under way, and he looks out for what his ventures will bring home.',
    keywords: ['expansion', 'foresight', 'progress', 'momentum'],
  },
  {
    up: 'This is a time to celebrate milestones and homecomings. Enjoy harmony with loved ones, honor what you have built, and let yourself feel truly at home.',
    rev: 'A celebration may feel strained, or your sense of home unsettled. Look at where tension or transition is affecting your sense of belonging, and tend to it kindly.',
    desc: 'Four budding staffs point to the four quarters around a small central star, a square of fire in a ring of ember light. This is a card of celebration and homecoming: a stable foundation, and a joy worth sharing with the people around you.',
    scene:
      'Four staves hung with a garland of flowers and fruit form a bright gateway before a castle, where two women lift bouquets high in welcome and a small crowd gathers behind them. It is a homecoming and a party: a joyful, settled moment worth marking together.',
    keywords: ['celebration', 'homecoming', 'stability', 'community'],
  },
  {
    up: 'Competing voices and friction are in the air. Healthy rivalry can sharpen your skills, so engage with energy while staying fair and open to other views.',
    rev: 'Conflict may be winding down, or simply being avoided. Look for common ground, and ask whether this particular clash is worth your energy or calls for a truce.',
    desc: 'Five budding staffs splay outward at uneven angles around a small star, no two pointing the same way. Its theme is competition and friction: many voices and energies colliding, and the growth that healthy rivalry can bring.',
    scene:
      'Five young men, each dressed differently, swing long staves at one another in a jumble of crossed wood, no blow landing and nobody clearly winning. It is a scuffle of rivalry and clashing ideas, more noise and sport than real harm.',
    keywords: ['competition', 'conflict', 'friction', 'rivalry'],
  },
  {
    up: 'Recognition and success are coming your way. Let yourself feel proud of your progress, and accept praise with grace while staying grounded in your values.',
    rev: 'You may feel overlooked, or overly focused on winning approval. Your worth does not depend on applause, so celebrate yourself quietly and keep going.',
    desc: 'Six budding staffs form an even ring around a small star, like a crowd raising its hands at once. It tells of recognition and success: a win earned in public, and the confidence that comes from being seen doing well.',
    scene:
      'A rider crowned with laurel sits tall on a white horse, a staff bound with a victor’s wreath in his hand, while people on foot march alongside him with their own staves raised. This is success that everyone can see: the triumphant return, and the praise that greets it.',
    keywords: ['recognition', 'success', 'confidence', 'pride'],
  },
  {
    up: 'Stand your ground. You have something worth defending, and with conviction and perseverance you can hold your position against the challenges that come.',
    rev: 'You might feel overwhelmed or tempted to give up. Decide which battles matter most, and consider whether constant defensiveness is quietly wearing you down.',
    desc: 'Seven budding staffs fan out around a small star, one more than can sit comfortably in the ring. The card speaks of standing your ground: perseverance under pressure, and the conviction to defend what matters to you.',
    scene:
      'A young man on a rise braces with one staff against six others thrust up at him from below, and he wears two different shoes, as if he dressed in a hurry. He is holding his ground against the odds, because the position is worth defending.',
    keywords: ['perseverance', 'defence', 'conviction', 'standing firm'],
  },
  {
    up: 'Things are moving quickly. Messages, opportunities, and progress arrive at speed, so stay focused, act decisively, and ride the wave of momentum.',
    rev: 'Delays or scattered energy may be slowing you down. Avoid rushing for its own sake, and take a moment to realign before pushing ahead again.',
    desc: 'Eight budding staffs radiate from a small star like a burst of sparks, each flying outward at speed. It stands for swift movement: news arriving, plans gathering pace, and events lining up faster than you can slow them down.',
    scene:
      'Eight staves fly through a clear sky in parallel, slanting down toward the earth over a river and a green hill, with no one in sight who might have thrown them. It is swift movement: news on its way, and many things arriving all at once.',
    keywords: ['speed', 'news', 'movement', 'alignment'],
  },
  {
    up: 'You are closer to the finish than it feels. Draw on your resilience, protect your energy, and keep going, because your persistence is paying off.',
    rev: 'Exhaustion or defensiveness may be taking a toll. Ask for help, rest where you can, and release the belief that you must carry everything alone.',
    desc: 'Nine budding staffs close the ring around a small star, leaving little space between them, like a fence of fire. This is a card of resilience: weary but unbroken, holding your boundaries through the last stretch before the finish.',
    scene:
      'A weary man with a bandaged head leans on his staff and glances warily to one side, eight more staves standing at his back like a fence. Wounded but still on his feet, he shows resilience, and one last watch before the struggle ends.',
    keywords: ['resilience', 'persistence', 'boundaries', 'last stretch'],
  },
  {
    up: 'You are carrying a heavy load. Hard work is getting you there, but consider what you can delegate or set down so success does not cost your wellbeing.',
    rev: 'Burdens are becoming too much to bear. Treat this as a cue to prioritize, to say no, and to hand back responsibilities that were never truly yours.',
    desc: 'Ten budding staffs crowd the ring around a small star, their leaves almost touching. Its theme is heavy responsibility: taking on more than one pair of hands can carry, and the relief of setting some of it down or sharing it.',
    scene:
      'A man trudges bent double toward a distant house, his arms wrapped around a bundle of ten heavy staves that hide his face. He will get there, but he has taken on far more than one person should carry.',
    keywords: ['burden', 'responsibility', 'overload', 'delegation'],
  },
  {
    up: 'A curious, adventurous spirit is stirring. Explore new ideas with enthusiasm, say yes to discovery, and let playful inspiration show you where to go.',
    rev: 'Ideas may be plentiful while follow-through lags behind. Ground your enthusiasm with one concrete next step, and watch for restlessness or impatience.',
    desc: 'A feather quill drifts above a single budding staff, a small gold star beside its tip. The Page of fire is a messenger of ideas: curiosity, enthusiasm and the eager free spirit that wants to explore everything at once.',
    scene:
      'A young man in a tunic patterned with salamanders stands in a desert with pyramids far behind him, both hands on a tall budding staff that he studies with wonder. He is a curious messenger: a new enthusiasm found and turned over in the hands.',
    keywords: ['enthusiasm', 'curiosity', 'discovery', 'free spirit'],
  },
  {
    up: 'Energy and passion carry you forward. Act boldly, follow your adventurous instincts, and bring fiery enthusiasm to whatever you choose to pursue.',
    rev: 'Haste or impulsiveness may be scattering your results. Slow down enough to think ahead, and channel your fire before it burns itself out.',
    desc: 'A plumed helm in ember orange rides above a single budding staff, its crest streaming back as if in wind. The Knight of fire charges toward adventure: passion, boldness and quick action, with the risk of acting before thinking.',
    scene:
      'A knight in a tunic covered with salamanders rides a rearing horse across the desert, his staff held high and the plume of his helmet streaming like flame. It is bold, impatient energy: adventure chased at full gallop, whatever the cost.',
    keywords: ['adventure', 'passion', 'boldness', 'impulse'],
  },
  {
    up: 'Confidence, warmth, and magnetism are your gifts right now. Step into your power, lead with courage and joy, and let your vibrant energy inspire others.',
    rev: 'Self-doubt or burnout may be dimming your glow, or your fire may be turning into jealousy. Reconnect with what makes you feel alive and claim your space again.',
    desc: 'A pearled crown glows above a single budding staff in warm ember tones. The Queen of fire is confident and magnetic: she warms a room, knows her worth, and pursues what she wants with determination and generous heart.',
    scene:
      'A queen sits on a throne carved with lions, a staff in her right hand and a sunflower in her left, a black cat sitting watchful at her feet. She is warm, confident and magnetic: a self-assurance that draws people in.',
    keywords: ['confidence', 'warmth', 'charisma', 'determination'],
  },
  {
    up: 'Visionary leadership is called for. Take charge with confidence, inspire others with your big-picture thinking, and turn bold ideas into lasting achievements.',
    rev: 'Impulsive decisions or sky-high expectations may be causing friction. Lead with patience, listen closely to others, and check that ambition is not overriding empathy.',
    desc: 'A jewelled crown sits above a single budding staff, its points tipped with gold against an ember glow. The King of fire leads by vision: bold, decisive and inspiring, he turns an idea into a movement other people want to join.',
    scene:
      'A king in a robe of salamanders sits on a throne decorated with lions, leaning forward with a flowering staff in his hand, a small salamander on the ground beside him. His is vision that leads: he sees the goal and takes others with him.',
    keywords: ['leadership', 'vision', 'boldness', 'initiative'],
  },
];
