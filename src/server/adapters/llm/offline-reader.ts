// The built-in reader: composes a complete, deterministic interpretation from the question, the three
// positions and the cards' meanings, without any external service. It is the default interpreter when
// no LLM is configured, so it follows the same rules as the LLM system prompt (src/server/domain/prompt.ts):
// bold headings on their own line, grounded in the cards, reflection rather than fate, no medical, legal
// or financial directives, and crisis resources first when someone speaks of self-harm.

import { setTimeout as delay } from 'node:timers/promises';
import { POSITIONS } from '../../../shared/constants.ts';
import type { Card } from '../../../shared/deck/types.ts';
import { CRISIS_NOTE, mentionsSelfHarm } from '../../domain/safety.ts';
import type { Reader, ReaderRequest } from './types.ts';

/** Longest excerpt of user text quoted back in a reading. */
export const QUOTE_MAX_LENGTH = 160;
const IMAGE_MAX_LENGTH = 170;
const MESSAGE_MAX_LENGTH = 240;
const DEFAULT_CHUNK_DELAY_MS = 12;
const WORDS_PER_CHUNK = 3;

// ---------------------------------------------------------------------------------------------
// Deterministic choice

/** FNV-1a, 32 bits: a stable hash so the same request always reads the same way. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

type Picker = <T>(salt: string, options: readonly [T, ...T[]]) => T;

function makePicker(seed: string): Picker {
  return <T,>(salt: string, options: readonly [T, ...T[]]): T => {
    const index = hash(`${seed}\u0000${salt}`) % options.length;
    return options[index] ?? options[0];
  };
}

// ---------------------------------------------------------------------------------------------
// Text helpers

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Cuts at a word boundary so the result, with its ellipsis, is at most `max` characters. */
function clipWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > max * 0.6 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\uD800-\uDBFF]$/, '').replace(/[\s,;:.—-]+$/, '')}…`;
}

/**
 * The person's own words, quoted back: whitespace collapsed, trimmed to QUOTE_MAX_LENGTH characters.
 * Plain text (the UI never renders it as HTML); runs of asterisks are reduced so user text can never
 * look like one of the reading's bold headings.
 */
export function quoteExcerpt(text: string, max = QUOTE_MAX_LENGTH): string {
  return clipWords(collapse(text).replace(/\*{2,}/g, '*'), max);
}

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z']+/g) ?? [];
}

function endWithStop(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

// ---------------------------------------------------------------------------------------------
// Card knowledge: a short modern essence per card, enriching the deck's own meaning_up and desc.

const MAJOR_ESSENCE: Readonly<Record<string, string>> = {
  fool: 'fresh beginnings, open-hearted trust and the courage to step into the unknown',
  magician: 'skill, focused will and the power to turn intention into something real',
  'high priestess': 'intuition, quiet knowing and the wisdom that lives beneath the surface',
  empress: 'abundance, nurture and the creative fertility of a life well tended',
  emperor: 'structure, stability and the steady authority of clear boundaries',
  hierophant: 'tradition, shared values and the guidance of trusted teachers',
  lovers: 'love, harmony and choices made in line with your deepest values',
  chariot: 'determination, momentum and victory won through focused will',
  strength: 'gentle courage, patience and the quiet power of a steady heart',
  hermit: 'solitude, reflection and the inner light found by turning inward',
  'wheel of fortune': 'cycles, turning points and the changing tides of fortune',
  justice: 'fairness, truth and the clarity that comes from honest accounting',
  'hanged man': 'surrender, pause and the new perspective that comes from letting go',
  death: 'endings, transformation and the clearing that makes room for something new',
  temperance: 'balance, moderation and the patient blending of opposites',
  devil: 'attachment, temptation and the chains we can choose to loosen',
  tower: 'sudden change, revelation and the fall of what was built on shaky ground',
  star: 'hope, renewal and a quiet faith in what lies ahead',
  moon: 'uncertainty, dreams and the intuition needed to move through what is unclear',
  sun: 'joy, vitality and the warmth of success shared openly',
  judgement: 'awakening, reckoning and the call to rise into a new chapter',
  world: 'completion, wholeness and the satisfaction of a cycle fulfilled',
};

const MAJOR_ALIASES: Readonly<Record<string, string>> = {
  fortitude: 'strength',
  judgment: 'judgement',
  'last judgment': 'judgement',
  'last judgement': 'judgement',
  wheel: 'wheel of fortune',
};

const RANKS = ['ace', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'page', 'knight', 'queen', 'king'] as const;
type Rank = (typeof RANKS)[number];
type MinorSuit = 'wands' | 'cups' | 'swords' | 'pentacles';

const MINOR_ESSENCE: Readonly<Record<MinorSuit, Readonly<Record<Rank, string>>>> = {
  wands: {
    ace: 'a spark of inspiration, new energy and the first stirrings of a venture',
    two: 'planning, bold vision and the choice of which horizon to pursue',
    three: 'expansion, foresight and the first signs of effort bearing fruit',
    four: 'celebration, homecoming and the joy of a stable foundation',
    five: 'competition, friction and the energy of many voices colliding',
    six: 'recognition, public success and the confidence of a well-earned win',
    seven: 'standing your ground, perseverance and defending what matters',
    eight: 'swift movement, news arriving and events gathering pace',
    nine: 'resilience, persistence and the strength to hold on near the finish',
    ten: 'heavy responsibility, burden and the need to share the load',
    page: 'curiosity, enthusiasm and the eager spark of a new idea',
    knight: 'adventure, passion and bold, sometimes impulsive, action',
    queen: 'confidence, warmth and a magnetic, determined presence',
    king: 'visionary leadership, boldness and the will to make things happen',
  },
  cups: {
    ace: 'an overflowing heart, new love and emotional renewal',
    two: 'partnership, mutual attraction and a meeting of hearts',
    three: 'friendship, celebration and the joy of community',
    four: 'contemplation, restlessness and offers not yet noticed',
    five: 'loss, regret and the cups that still stand behind you',
    six: 'nostalgia, innocence and the sweetness of memory',
    seven: 'many choices, daydreams and the need to tell illusion from reality',
    eight: 'walking away, a search for deeper meaning and leaving what no longer fulfils you',
    nine: 'contentment, wishes fulfilled and emotional satisfaction',
    ten: 'lasting happiness, harmony at home and emotional fulfilment',
    page: 'a tender message, emotional curiosity and creative openness',
    knight: "romance, charm and following the heart's invitation",
    queen: 'compassion, emotional depth and intuitive care',
    king: 'emotional balance, calm wisdom and generous diplomacy',
  },
  swords: {
    ace: 'mental clarity, breakthrough and the cutting edge of truth',
    two: 'a difficult choice, stalemate and the need to lift the blindfold',
    three: 'heartbreak, grief and the painful truth that opens the way to healing',
    four: 'rest, recovery and a necessary pause to restore yourself',
    five: 'conflict, hollow victories and the cost of winning at all costs',
    six: 'transition, moving on and calmer waters ahead',
    seven: 'strategy, discretion and the temptation to go it alone',
    eight: 'feeling trapped, self-limiting beliefs and a freedom closer than it seems',
    nine: 'worry, sleepless thoughts and fears that loom larger in the night',
    ten: 'a painful ending, reaching the bottom and the dawn that follows',
    page: 'curiosity, new ideas and a watchful, questioning mind',
    knight: 'ambition, fast action and a drive to speak the truth',
    queen: 'clear perception, honest boundaries and independent thought',
    king: 'intellectual authority, fairness and truth spoken with clarity',
  },
  pentacles: {
    ace: 'a new opportunity, prosperity and a solid seed to plant',
    two: 'juggling priorities, adaptability and finding balance in flux',
    three: 'teamwork, craftsmanship and building something with others',
    four: 'security, holding on and the question of what you grasp too tightly',
    five: 'hardship, feeling left out in the cold and help that is nearer than it looks',
    six: 'generosity, giving and receiving, and a fair exchange',
    seven: 'patience, long-term investment and an honest look at your progress',
    eight: 'diligence, skill-building and dedication to your craft',
    nine: 'self-sufficiency, refinement and enjoying the fruits of your labour',
    ten: 'legacy, family wealth and long-term stability',
    page: 'a new study, ambition and a grounded plan taking shape',
    knight: 'steady effort, reliability and slow but certain progress',
    queen: 'nurturing practicality, comfort and generous, grounded care',
    king: 'abundance, security and disciplined, generous leadership',
  },
};

const SUIT_DOMAIN: Readonly<Record<MinorSuit, string>> = {
  wands: 'passion, drive and creative fire',
  cups: 'feelings, relationships and intuition',
  swords: 'thought, truth and honest conversations',
  pentacles: 'work, money, the body and the practical ground of life',
};

const SUIT_TITLE: Readonly<Record<MinorSuit, string>> = {
  wands: 'Wands',
  cups: 'Cups',
  swords: 'Swords',
  pentacles: 'Pentacles',
};

function normaliseName(name: string): string {
  return collapse(name.toLowerCase().replace(/^the\s+/, '').replace(/[^a-z\s]/g, ' '));
}

function minorSuitOf(card: Card): MinorSuit | undefined {
  if (card.suit === 'Major Arcana') return undefined;
  const suit = card.suit.toLowerCase();
  return suit === 'wands' || suit === 'cups' || suit === 'swords' || suit === 'pentacles' ? suit : undefined;
}

function isMajor(card: Card): boolean {
  return card.suit === 'Major Arcana';
}

function rankOf(name: string): Rank | undefined {
  const first = normaliseName(name).split(' ')[0] ?? '';
  const numeric: Readonly<Record<string, Rank>> = { '1': 'ace', one: 'ace', '2': 'two', '3': 'three', '4': 'four', '5': 'five', '6': 'six', '7': 'seven', '8': 'eight', '9': 'nine', '10': 'ten', knave: 'page', princess: 'page', prince: 'knight' };
  return RANKS.find((rank) => rank === first) ?? numeric[first];
}

const STOP_STARTS = new Set([
  'a', 'an', 'the', 'and', 'or', 'but', 'also', 'then', 'on', 'in', 'as', 'at', 'it', 'its', 'he', 'she', 'they',
  'his', 'her', 'their', 'this', 'these', 'those', 'that', 'which', 'for', 'whatsoever', 'if', 'with', 'hence',
  'another', 'some', 'by', 'according', 'between', 'generally', 'here', 'there', 'one', 'to', 'of', 'is', 'are',
  'was', 'card', 'otherwise', 'sometimes', 'such', 'so', 'from', 'i', 'we', 'you', 'not', 'no',
]);

/** Up to three short, clean keywords from a card's traditional upright meaning. */
function traditionalKeywords(meaning: string): string[] {
  const keywords: string[] = [];
  for (const raw of meaning.split(/[,;.:!?()"“”]|--|—|\balso\b/i)) {
    const phrase = collapse(raw).toLowerCase();
    const words = phrase.split(' ');
    if (!phrase || words.length > 3 || phrase.length > 28) continue;
    if (!/^[a-z][a-z' -]*$/.test(phrase)) continue;
    if (STOP_STARTS.has(words[0] ?? '')) continue;
    if (/querent|\bmale\b|female|\bman\b|\bwoman\b|youth|person|design/.test(phrase)) continue;
    if (!keywords.includes(phrase)) keywords.push(phrase);
    if (keywords.length === 3) break;
  }
  return keywords;
}

/** The first sentence of the card's description, trimmed to a readable length. */
function imageExcerpt(desc: string): string {
  const text = collapse(desc.replace(/--/g, ' — '));
  if (!text) return '';
  const sentence = (/^(.+?[.!?])(?=\s+[A-Z"“]|$)/.exec(text)?.[1] ?? text).trim();
  if (sentence.length <= IMAGE_MAX_LENGTH) return endWithStop(sentence);
  const room = sentence.slice(0, IMAGE_MAX_LENGTH - 1);
  for (const mark of [';', ',']) {
    const at = room.lastIndexOf(mark);
    if (at >= 50) return `${room.slice(0, at)}…`;
  }
  return clipWords(sentence, IMAGE_MAX_LENGTH);
}

/**
 * The upright meaning as prose to quote in the reading, when it is written as sentences
 * (as in this app's deck) rather than as a list of keywords; clipped at a sentence boundary.
 */
function proseMessage(meaning: string): string {
  const text = collapse(meaning.replace(/--/g, ' — '));
  const segments = text.split(/[,;]/).map((segment) => segment.trim().split(' ').length);
  const averageSegment = segments.reduce((sum, n) => sum + n, 0) / Math.max(segments.length, 1);
  if (!text || averageSegment <= 3 || /querent/i.test(text)) return '';
  if (text.length <= MESSAGE_MAX_LENGTH) return endWithStop(text);
  const sentences = text.match(/[^.!?]+[.!?]+(?=\s|$)/g) ?? [];
  let kept = '';
  for (const sentence of sentences) {
    const next = `${kept} ${sentence.trim()}`.trim();
    if (next.length > MESSAGE_MAX_LENGTH) break;
    kept = next;
  }
  return kept || clipWords(text, MESSAGE_MAX_LENGTH);
}

interface CardReading {
  card: Card;
  position: string;
  /** A modern phrase describing what the card stands for. */
  essence: string;
  /** The essence's first idea, e.g. "fresh beginnings". */
  core: string;
  keywords: string[];
  image: string;
  /** The card's upright meaning when it is written as prose (otherwise empty: keywords are used). */
  message: string;
}

function readCard(card: Card, index: number): CardReading {
  const key = normaliseName(card.name);
  const major = MAJOR_ESSENCE[MAJOR_ALIASES[key] ?? key];
  const suit = minorSuitOf(card);
  const rank = rankOf(card.name);
  const keywords = traditionalKeywords(card.meaning_up);
  let essence: string;
  if (major) essence = major;
  else if (suit && rank) essence = MINOR_ESSENCE[suit][rank];
  else if (keywords.length > 0) essence = joinList(keywords);
  else if (suit) essence = SUIT_DOMAIN[suit];
  else essence = 'a turning point whose meaning unfolds as you reflect on it';
  const core = collapse(essence.split(',')[0] ?? essence);
  return {
    card,
    position: POSITIONS[index] ?? `Card ${index + 1}`,
    essence,
    core,
    keywords,
    image: imageExcerpt(card.desc),
    message: proseMessage(card.meaning_up),
  };
}

// ---------------------------------------------------------------------------------------------
// Themes

type ThemeId = 'love' | 'career' | 'money' | 'health' | 'family' | 'growth' | 'general';

interface Theme {
  id: ThemeId;
  /** "a question about …" */
  label: string;
  /** Title-case, for follow-up headings. */
  title: string;
  past: string;
  present: string;
  future: string;
  invitation: string;
  guidance: readonly [string, ...string[]];
  reflection: readonly [string, ...string[]];
  professional?: string;
  /** Suits whose cards speak most to this theme, with their weight. */
  affinity: Partial<Record<MinorSuit | 'major', number>>;
}

const THEMES: Readonly<Record<ThemeId, Theme>> = {
  love: {
    id: 'love',
    label: 'love and connection',
    title: 'Love and Relationships',
    past: 'In love, this may point to earlier hopes or hurts that still shape what you expect from a partner.',
    present: 'In your relationship now, it asks how openly you give and receive care.',
    future: 'For your love life, it shows where the connection can grow, shaped by the honesty you bring.',
    invitation: 'meet love with both an open heart and clear eyes',
    guidance: [
      'Speak from the heart, listen as generously as you hope to be heard, and let actions rather than assumptions show you where this bond truly stands.',
      'Honour what you feel without rushing it. Love grows best where there is honesty, patience and room for both people to be themselves.',
    ],
    reflection: [
      'What would you ask for in this relationship if you trusted that your needs matter?',
      'Where could a little more honesty, offered gently, bring you closer?',
    ],
    affinity: { cups: 3, major: 1 },
  },
  career: {
    id: 'career',
    label: 'your work and vocation',
    title: 'Work and Career',
    past: 'In your working life, this may reflect the effort and setbacks that taught you what you value.',
    present: 'At work right now, it describes the energy you bring each day and the situation you are navigating.',
    future: 'For your career, it points to where your efforts can lead if you keep building with intention.',
    invitation: 'align your daily work with what genuinely motivates you',
    guidance: [
      'Name one concrete step toward the work you want, whether a conversation, an application or a new skill, and take it this week.',
      'Notice which tasks leave you energised rather than drained; they are clues to where your professional path wants to go next.',
    ],
    reflection: [
      'What would you attempt at work if you were certain of your own ability?',
      'Which part of your work feels most like you, and how could you make more room for it?',
    ],
    affinity: { wands: 3, pentacles: 2, swords: 1 },
  },
  money: {
    id: 'money',
    label: 'money and material security',
    title: 'Money and Security',
    past: 'Around money, this may reflect old habits or beliefs that still shape how secure you feel.',
    present: 'In your finances now, it invites a calm, honest look at where your resources are going.',
    future: 'For your security, it suggests what can grow from patience and choices made without panic.',
    invitation: 'build security through steady, well-informed choices',
    guidance: [
      'Approach money with curiosity rather than fear: a clear picture of where you stand is often the first step toward feeling steadier.',
      'Small, consistent steps tend to serve you better here than dramatic moves, so give yourself time to gather information before you act.',
    ],
    reflection: [
      'What does feeling secure truly mean to you, beyond the numbers?',
      'Which small, steady habit could help you feel more at ease with your resources?',
    ],
    professional: 'For concrete financial decisions, please speak with a qualified financial adviser; the cards offer reflection, not financial advice.',
    affinity: { pentacles: 3, major: 1 },
  },
  health: {
    id: 'health',
    label: 'your health and wellbeing',
    title: 'Health and Wellbeing',
    past: 'For your wellbeing, this may point to past strains your body and mind are still processing.',
    present: 'For your wellbeing now, it asks what you need to feel rested, supported and cared for.',
    future: 'Ahead, it suggests the balance you can reach when you treat your own needs as a priority.',
    invitation: 'treat your own wellbeing with the patience and kindness you would offer someone you love',
    guidance: [
      'Be gentle with yourself. Rest, routine and honest conversations with the people who support you can all be part of caring for your wellbeing.',
      'Listen to what your body and mind are telling you, and let yourself ask for support rather than carrying everything alone.',
    ],
    reflection: [
      'What is one small act of care you could offer yourself today?',
      'Who could you lean on a little more while you look after yourself?',
    ],
    professional: 'For anything concerning your body or mind, please lean on a doctor or another qualified health professional; the cards offer reflection, not diagnosis.',
    affinity: { cups: 1, pentacles: 2, major: 1 },
  },
  family: {
    id: 'family',
    label: 'family and friendship',
    title: 'Family and Friends',
    past: 'Among family and friends, this may reflect old roles or patterns that still colour how you relate.',
    present: 'With the people close to you now, it describes the emotional climate between you.',
    future: 'For these bonds, it shows how things can develop when understanding grows on both sides.',
    invitation: 'balance loyalty to others with loyalty to yourself',
    guidance: [
      'Reach out with curiosity rather than judgement; a simple, honest conversation can soften more than you expect.',
      'You can love the people close to you and still hold healthy boundaries. Both are forms of care.',
    ],
    reflection: [
      'What do you most wish the people close to you understood about you?',
      'Which relationship would benefit from a small, sincere gesture this week?',
    ],
    affinity: { cups: 3, pentacles: 1 },
  },
  growth: {
    id: 'growth',
    label: 'your personal growth and path',
    title: 'Personal Growth',
    past: 'On your personal path, this may reflect the lessons that shaped who you have become.',
    present: 'In your inner life now, it names growth already under way, even if it feels uncomfortable.',
    future: 'For the journey ahead, it points to who you are becoming when you trust your own pace.',
    invitation: 'trust your own timing and keep choosing what helps you grow',
    guidance: [
      'Growth rarely follows a straight line. Celebrate the small shifts and let curiosity, not pressure, lead the way.',
      'Make a little quiet space each day, perhaps a walk, a page in a journal or a few deep breaths, to hear what you already know.',
    ],
    reflection: [
      'What part of you is asking for more room to grow right now?',
      'If you trusted your own path completely, what would you do next?',
    ],
    affinity: { major: 3, swords: 1 },
  },
  general: {
    id: 'general',
    label: 'the path in front of you',
    title: 'Your Path',
    past: 'In your story so far, this describes the foundations that brought you to this question.',
    present: 'Right now, it reflects the heart of the matter and the choices in front of you.',
    future: 'Ahead, it shows where your path can lead if the present course continues.',
    invitation: 'move forward with awareness, trusting that your choices shape what comes',
    guidance: [
      'Take what resonates and leave the rest. Pay attention over the coming days to the moments that echo these cards.',
      'Let this reading be a mirror rather than a verdict: notice what it stirs in you, and follow that thread with curiosity.',
    ],
    reflection: [
      'Which card stirred the strongest feeling in you, and why might that be?',
      'What is one small choice you could make this week that honours what you have learned here?',
    ],
    affinity: { major: 2 },
  },
};

const THEME_KEYWORDS: ReadonlyArray<readonly [ThemeId, RegExp]> = [
  ['health', /\b(?:health\w*|ill|illness|sick\w*|disease|body|pain|heal\w*|wellbeing|well-being|wellness|doctor|hospital|surgery|diagnos\w*|symptoms?|anxiety|anxious|depress\w*|stress\w*|burn(?:ed|t)?[- ]?out|sleep\w*|insomnia|diet|weight|fitness|pregnan\w*|therapy|mental|recovery|recover)\b/g],
  ['money', /\b(?:money|financ\w*|debts?|invest\w*|savings?|loans?|mortgage|rent|afford\w*|income|budget\w*|wealth\w*|rich|broke|bills?|salary|pay ?rise|raise|crypto|stocks?|shares|property|(?:buy|buying|sell|selling) (?:a|my|our|the) (?:house|home|flat|car|business)|inheritance|lottery)\b/g],
  ['love', /\b(?:love\w*|lover|relationships?|partner|boyfriend|girlfriend|husband|wife|spouse|marr\w*|wedding|crush|dating|date|romance|romantic|soul ?mate|twin flame|breakup|break up|broke up|ex|divorce|heart|feelings for|together|engage\w*|single|come back|get back|feel about me|the one|likes? me|loves? me|thinks? (?:of|about) me|miss (?:him|her|them))\b/g],
  ['family', /\b(?:famil\w*|mother|mom|mum|father|dad|parents?|sisters?|brothers?|siblings?|child|children|kids?|son|daughter|grand\w*|aunt|uncle|cousin|friends?|friendships?|in-laws?|household|roommates?)\b/g],
  ['career', /\b(?:career|jobs?|work\w*|boss|manager|promot\w*|business\w*|company|interview\w*|colleagues?|cowork\w*|office|employ\w*|project|clients?|startup|profession\w*|quit|hired|fired|resign\w*|studies|study|exams?|degree|university|college|school)\b/g],
  ['growth', /\b(?:myself|purpose|grow\w*|confiden\w*|self|spiritual\w*|soul|meaning|path|habits?|fear|fears|happiness|happy|calling|potential|healing journey|identity|destiny|change my life|inner|mindset|motivation|creativ\w*)\b/g],
];

/** Health and money first when tied, so professional guidance is never lost to a tie. */
function detectTheme(text: string): Theme {
  const normalised = text.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  let best: ThemeId = 'general';
  let bestScore = 0;
  for (const [id, pattern] of THEME_KEYWORDS) {
    const score = normalised.match(pattern)?.length ?? 0;
    if (score > bestScore) {
      best = id;
      bestScore = score;
    }
  }
  return THEMES[best];
}

const LEGAL_PATTERN = /\b(?:lawyer|attorney|solicitor|court|lawsuit|legal\w*|custody|visa|immigration|sue|suing|contract|lease|tribunal)\b/i;
const LEGAL_NOTE = 'Where legal matters are involved, a qualified lawyer is the right person for concrete advice.';

// ---------------------------------------------------------------------------------------------
// Zodiac lens

const SIGNS: Readonly<Record<string, { name: string; lens: string }>> = {
  aries: { name: 'Aries', lens: 'your natural courage and appetite for bold beginnings may want to charge ahead; let these cards show you where that fire serves you best' },
  taurus: { name: 'Taurus', lens: 'your steadiness and love of security are real strengths here; just make sure the comfort of the familiar does not keep you from what is growing' },
  gemini: { name: 'Gemini', lens: 'your curious, quick mind will see many possibilities in this spread; choosing one thread to follow may bring the clarity you seek' },
  cancer: { name: 'Cancer', lens: 'your deep care for others colours how you read these cards; remember to offer yourself the same protection you give so freely' },
  leo: { name: 'Leo', lens: 'your warmth and generous heart shine through this reading; let that confidence lead, while leaving room for others to shine with you' },
  virgo: { name: 'Virgo', lens: 'your eye for detail and wish to get things right can turn this reading into practical steps; be as kind to yourself as you are thorough' },
  libra: { name: 'Libra', lens: 'your longing for balance and fairness runs through this spread; notice where keeping the peace may be costing you your own voice' },
  scorpio: { name: 'Scorpio', lens: 'your intensity and gift for seeing beneath the surface suit this reading well; trust what you sense, and let yourself be seen in return' },
  sagittarius: { name: 'Sagittarius', lens: 'your optimism and hunger for meaning are powerful allies here; pair that adventurous spirit with a little patience' },
  capricorn: { name: 'Capricorn', lens: 'your discipline and long view are well placed to build on these cards; remember that rest and joy are part of the climb' },
  aquarius: { name: 'Aquarius', lens: 'your independent, forward-looking mind may read this spread in an original way; let your ideals stay connected to the people around you' },
  pisces: { name: 'Pisces', lens: 'your intuition and compassion make you unusually receptive to these cards; keep one foot on the ground as you follow your dreams' },
};

function signLens(sign: string | undefined): string {
  if (!sign?.trim()) return '';
  const key = sign.toLowerCase().replace(/[^a-z]/g, '');
  const known = SIGNS[key];
  if (known) return `As ${/^[AEIOU]/.test(known.name) ? 'an' : 'a'} ${known.name}, ${known.lens}.`;
  const name = quoteExcerpt(sign.replace(/[^\p{L}\s-]/gu, ''), 24);
  return name ? `Seen through the lens of your sign, ${name}, let these cards speak to the qualities you already know in yourself.` : '';
}

// ---------------------------------------------------------------------------------------------
// Interpretation

const POSITION_ROLE: Readonly<Record<string, readonly [string, ...string[]]>> = {
  Past: ['In the Past, {card} shows the roots of your situation.', 'Sitting in the Past, {card} speaks of the ground you stand on.'],
  Present: ['In the Present, {card} sits at the heart of the matter.', 'At the centre of the spread, {card} describes the moment you are living in.'],
  Future: ['In the Future, {card} shows what is taking shape: a possibility, not a fixed fate.', 'Looking ahead, {card} offers an invitation rather than a verdict.'],
};

/** Major Arcana without "The" in their name read better with an article in running text when they are "Wheel of …". */
function cardRef(card: Card): string {
  if (/^the\s/i.test(card.name)) return card.name;
  if (isMajor(card)) return /^wheel\b/i.test(card.name) ? `the ${card.name}` : card.name;
  return `the ${card.name}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function themeLine(theme: Theme, position: string): string {
  if (position === 'Past') return theme.past;
  if (position === 'Future') return theme.future;
  return theme.present;
}

/** The Past speaks of what has been: only the meaning's first (descriptive) sentence, not its advice. */
function messageFor(reading: CardReading, compact: boolean): string {
  if (!compact && reading.position !== 'Past') return reading.message;
  return /^(.+?[.!?])(?=\s+[A-Z]|$)/.exec(reading.message)?.[1] ?? reading.message;
}

function cardParagraph(reading: CardReading, theme: Theme, pick: Picker, compact: boolean): string {
  const ref = cardRef(reading.card);
  const roles = POSITION_ROLE[reading.position] ?? ['{card} adds its own voice to the reading.'];
  const sentences = [capitalise(pick(`role-${reading.position}`, roles).replace('{card}', ref))];
  if (reading.image) {
    sentences.push(
      pick(`image-${reading.position}`, [
        `Picture the card: ${reading.image}`,
        `Its imagery sets the scene: ${reading.image}`,
        `In the card we see this: ${reading.image}`,
      ]),
    );
  }
  if (reading.message) {
    sentences.push(
      pick(`message-${reading.position}`, [
        `Its message for you: ${messageFor(reading, compact)}`,
        `The card's counsel here: ${messageFor(reading, compact)}`,
        `What it brings you: ${messageFor(reading, compact)}`,
      ]),
    );
  } else {
    sentences.push(
      pick(`essence-${reading.position}`, [
        `At its heart, this is a card of ${reading.essence}.`,
        `${capitalise(ref)} speaks of ${reading.essence}.`,
        `Its message is one of ${reading.essence}.`,
      ]),
    );
    if (reading.keywords.length >= 2) {
      sentences.push(
        pick(`keywords-${reading.position}`, [
          `Traditional readings name it with words such as ${joinList(reading.keywords)}.`,
          `The classic meanings include ${joinList(reading.keywords)}.`,
        ]),
      );
    }
  }
  sentences.push(themeLine(theme, reading.position));
  return sentences.join(' ');
}

function headingFor(reading: CardReading): string {
  const position = POSITIONS.some((p) => p === reading.position) ? `The ${reading.position}` : reading.position;
  return `**${position}: ${reading.card.name}**`;
}

function togetherParagraph(readings: readonly CardReading[], theme: Theme, sign: string | undefined, pick: Picker): string {
  const sentences: string[] = [];
  const [first, second, third] = readings;
  if (first && second && third) {
    sentences.push(
      pick('flow', [
        `Read as a story, the spread moves from ${first.core} through ${second.core} toward ${third.core}.`,
        `Together, the cards trace a journey: ${first.core} in the past, ${second.core} in the present, and ${third.core} on the horizon.`,
      ]),
    );
  } else if (readings.length > 0) {
    sentences.push(`Together, these cards weave ${joinList(readings.map((r) => r.core))} into a single story.`);
  }
  const majors = readings.filter((r) => isMajor(r.card));
  if (majors.length === 0) {
    sentences.push('With no Major Arcana present, much of the power to shape this rests in your everyday choices.');
  } else if (majors.length === 1 && majors[0]) {
    sentences.push(`${capitalise(cardRef(majors[0].card))} is the only Major Arcana card here, so its lesson carries extra weight.`);
  } else if (majors.length === readings.length) {
    sentences.push('Every card comes from the Major Arcana, a sign that this question touches a deep turning point.');
  } else {
    sentences.push('Two Major Arcana cards suggest a significant chapter, with larger life lessons in motion.');
  }
  const suitCounts = new Map<MinorSuit, number>();
  for (const reading of readings) {
    const suit = minorSuitOf(reading.card);
    if (suit) suitCounts.set(suit, (suitCounts.get(suit) ?? 0) + 1);
  }
  for (const [suit, count] of suitCounts) {
    if (count >= 2) sentences.push(`The repeated ${SUIT_TITLE[suit]} bring ${SUIT_DOMAIN[suit]} to the foreground.`);
  }
  sentences.push(
    pick('invitation', [
      `For a question about ${theme.label}, they invite you to ${theme.invitation}.`,
      `In the light of ${theme.label}, the thread running through them is an invitation to ${theme.invitation}.`,
    ]),
  );
  const lens = signLens(sign);
  if (lens) sentences.push(lens);
  return sentences.join(' ');
}

function guidanceParagraph(readings: readonly CardReading[], theme: Theme, text: string, pick: Picker): string {
  const sentences = [pick('guidance', theme.guidance)];
  const future = readings[2] ?? readings[readings.length - 1];
  if (future) {
    sentences.push(
      pick('touchstone', [
        `Let ${cardRef(future.card)} be your touchstone, its theme of ${future.core} a thread to follow in the days ahead.`,
        `Keep ${cardRef(future.card)} in mind, and notice where its theme of ${future.core} appears in your life.`,
      ]),
    );
  }
  if (theme.professional) sentences.push(theme.professional);
  if (LEGAL_PATTERN.test(text)) sentences.push(LEGAL_NOTE);
  sentences.push(
    pick('closing', [
      'The cards reflect possibilities, not certainties; your choices remain your own.',
      'Tarot offers a mirror, not a fixed fate, and you remain the author of your story.',
    ]),
  );
  return sentences.join(' ');
}

function openingParagraph(question: string, theme: Theme, pick: Picker): string {
  const excerpt = quoteExcerpt(question);
  const ask = excerpt
    ? pick('ask', [`You came to the cards asking: “${excerpt}”`, `Your question was: “${excerpt}”`, `You brought this question to the spread: “${excerpt}”`])
    : 'You came to the cards without a set question, open to whatever they wish to show you.';
  const framing = pick('framing', [
    `It is a question about ${theme.label}, and the spread answers it in three movements: where you have been, where you stand, and where you are heading.`,
    `It touches on ${theme.label}, and your three cards answer it as a story in time: what has been, what is, and what may come.`,
  ]);
  return `${ask} ${framing}`;
}

/** Readings aim for about 300–450 words; when a long question context would overflow, card messages are shortened. */
const INTERPRETATION_SOFT_MAX_WORDS = 440;

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function composeInterpretation(request: Extract<ReaderRequest, { kind: 'interpretation' }>, pick: Picker): string {
  const full = composeInterpretationText(request, pick, false);
  return wordCount(full) > INTERPRETATION_SOFT_MAX_WORDS ? composeInterpretationText(request, pick, true) : full;
}

function composeInterpretationText(request: Extract<ReaderRequest, { kind: 'interpretation' }>, pick: Picker, compact: boolean): string {
  const theme = detectTheme(request.question);
  const readings = request.cards.map(readCard);
  const blocks: string[] = [];
  if (mentionsSelfHarm(request.question)) blocks.push(CRISIS_NOTE);
  blocks.push(openingParagraph(request.question, theme, pick));
  for (const reading of readings) blocks.push(`${headingFor(reading)}\n${cardParagraph(reading, theme, pick, compact)}`);
  blocks.push(`**How the Cards Speak Together**\n${togetherParagraph(readings, theme, request.horoscopeSign, pick)}`);
  blocks.push(`**Guidance**\n${guidanceParagraph(readings, theme, request.question, pick)}`);
  return blocks.join('\n\n');
}

// ---------------------------------------------------------------------------------------------
// Follow-up

const POSITION_CUES: Readonly<Record<string, RegExp>> = {
  Past: /\b(?:past|before|used to|history|previous\w*|earlier|ex|childhood|ago|back then|happened|why did)\b/,
  Present: /\b(?:now|currently|current|present|today|right now|this week|at the moment|lately|these days)\b/,
  Future: /\b(?:future|will|going to|next|soon|coming|ahead|when|later|eventually|outcome|expect)\b/,
};

const COMMON_WORDS = new Set(
  'what that this with have will from your about does should would could there their them they when where which still been into more some than then just like make know want need feel really mean means card cards these those very much also only even ever over'.split(' '),
);

/** Scores each card for how directly it speaks to the follow-up; ties favour the Present, then the Future. */
function rankForFollowUp(readings: readonly CardReading[], followUp: string, theme: Theme): CardReading[] {
  const text = ` ${collapse(followUp.toLowerCase().replace(/[^a-z\s]/g, ' '))} `;
  const words = new Set(wordsOf(followUp).filter((w) => w.length >= 4 && !COMMON_WORDS.has(w)));
  const tieOrder = (position: string): number => (position === 'Present' ? 0 : position === 'Future' ? 1 : 2);
  const scored = readings.map((reading) => {
    let score = 0;
    const name = normaliseName(reading.card.name);
    if (name && text.includes(` ${name} `)) score += 6;
    if (POSITION_CUES[reading.position]?.test(text)) score += 4;
    const suit = minorSuitOf(reading.card) ?? 'major';
    score += theme.affinity[suit] ?? 0;
    const cardWords = new Set(wordsOf(`${reading.essence} ${reading.card.meaning_up}`));
    let overlap = 0;
    for (const word of words) if (cardWords.has(word)) overlap++;
    score += Math.min(overlap, 3);
    return { reading, score };
  });
  scored.sort((a, b) => b.score - a.score || tieOrder(a.reading.position) - tieOrder(b.reading.position));
  return scored.map((entry) => entry.reading);
}

function positionPhrase(position: string): string {
  return POSITIONS.some((p) => p === position) ? `the ${position} position` : position.toLowerCase();
}

function composeFollowUp(request: Extract<ReaderRequest, { kind: 'follow-up' }>, pick: Picker): string {
  const followTheme = detectTheme(request.followUp);
  const theme = followTheme.id === 'general' ? detectTheme(request.question) : followTheme;
  const readings = request.cards.map(readCard);
  const [main, support] = rankForFollowUp(readings, request.followUp, theme);
  const blocks: string[] = [];
  if (mentionsSelfHarm(request.followUp)) blocks.push(CRISIS_NOTE);

  const excerpt = quoteExcerpt(request.followUp);
  const original = quoteExcerpt(request.question, 80);
  const asked = excerpt ? `you asked: “${excerpt}”` : 'you asked me to look again at your spread.';
  const opening = [
    request.history.length > 1
      ? `${pick('fu-open', ['Picking up our conversation,', 'Continuing where we left off,'])} ${asked}`
      : `${pick('fu-open', ['Thank you for sharing more.', 'Thank you for going deeper with this reading.'])} ${capitalise(asked)}`,
    original
      ? `Let us return to the cards you drew for “${original}”, this time through the lens of ${theme.label}.`
      : `Let us return to your cards, this time through the lens of ${theme.label}.`,
  ];
  blocks.push(`**Looking Closer: ${theme.title}**\n${opening.join(' ')}`);

  if (main) {
    const ref = cardRef(main.card);
    const sentences = [
      pick('fu-main', [
        `${capitalise(ref)}, in ${positionPhrase(main.position)}, speaks most directly to this.`,
        `Of your cards, ${ref} in ${positionPhrase(main.position)} answers this most clearly.`,
      ]),
      main.message
        ? `It is a card of ${main.essence}, and its counsel fits your question: ${main.message}`
        : `It is a card of ${main.essence}, and that energy sits close to the heart of what you are asking.`,
      themeLine(theme, main.position),
    ];
    blocks.push(sentences.join(' '));
  }
  const closing: string[] = [];
  if (support) {
    closing.push(
      pick('fu-support', [
        `${capitalise(cardRef(support.card))} adds a further note: its theme of ${support.core} can support you as this unfolds.`,
        `Alongside it, ${cardRef(support.card)} reminds you that ${support.core} is part of the picture too.`,
      ]),
    );
  }
  if (theme.professional) closing.push(theme.professional);
  if (LEGAL_PATTERN.test(request.followUp)) closing.push(LEGAL_NOTE);
  closing.push(`A question to sit with: ${pick('fu-reflect', theme.reflection)}`);
  blocks.push(closing.join(' '));
  return blocks.join('\n\n');
}

// ---------------------------------------------------------------------------------------------
// Public API

/** The full text the offline reader gives for a request; the same request always gives the same text. */
export function composeOfflineText(request: ReaderRequest): string {
  const cardKey = request.cards.map((card) => card.name).join('|');
  const seed = request.kind === 'interpretation' ? `${request.question}\u0001${cardKey}` : `${request.question}\u0001${cardKey}\u0001${request.followUp}`;
  const pick = makePicker(seed);
  return request.kind === 'interpretation' ? composeInterpretation(request, pick) : composeFollowUp(request, pick);
}

/** Splits text into chunks of a few words, keeping every space and newline: joined, they equal `text`. */
export function chunkText(text: string, wordsPerChunk = WORDS_PER_CHUNK): string[] {
  const tokens = text.match(/\s+|\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < tokens.length; i += wordsPerChunk) chunks.push(tokens.slice(i, i + wordsPerChunk).join(''));
  return chunks;
}

export function createOfflineReader(options: { chunkDelayMs?: number } = {}): Reader {
  const chunkDelayMs = options.chunkDelayMs ?? DEFAULT_CHUNK_DELAY_MS;
  return {
    id: 'offline',
    metered: false,
    async *stream(request: ReaderRequest, signal: AbortSignal): AsyncGenerator<string> {
      signal.throwIfAborted();
      const chunks = chunkText(composeOfflineText(request));
      for (let i = 0; i < chunks.length; i++) {
        if (i > 0 && chunkDelayMs > 0) {
          try {
            await delay(chunkDelayMs, undefined, { signal });
          } catch (error) {
            signal.throwIfAborted();
            throw error;
          }
        }
        signal.throwIfAborted();
        yield chunks[i] ?? '';
      }
    },
  };
}
