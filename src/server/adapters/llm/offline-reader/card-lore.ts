// What the reader knows about each card, beyond the deck's own meaning: the ideas it stands for, how it
// reads in each position, its counsel and its shadow, and the emblem on our card (src/server/domain/readings/card-svg.ts
// draws a simple emblem per card). A Minor Arcana's emblem is only its suit's sign counted out, so for those
// the reader describes the card's traditional picture instead (`sceneOf`, from the deck's `scene`).

import { POSITIONS } from '../../../../shared/constants.ts';
import { cardScene } from '../../../../shared/deck/cards.ts';
import type { Card, DrawnCard } from '../../../../shared/deck/types.ts';
import type { SpreadPosition } from '../../../../shared/spreads/spread.ts';
import { clipWords, collapse, reflectPronouns } from './text.ts';

export type Pace = 'quick' | 'sudden' | 'steady' | 'gradual' | 'slow';

/** Phrases written to slot into sentences: noun phrases unless the name says otherwise. */
interface CardLore {
  /** "fresh beginnings, open-hearted trust and the courage to step into the unknown" */
  essence: string;
  /** The essence's first idea, e.g. "fresh beginnings". */
  core: string;
  /** What our card shows, e.g. "a white rose opening beneath a rising sun". */
  emblem: string;
  /** What the emblem pictures, e.g. "innocence greeting a new day". */
  emblemMeaning: string;
  past: string;
  present: string;
  future: string;
  /** A verb phrase in the imperative, lower case: "take the first small step …". */
  counsel: string;
  /** The card's shadow side. */
  caution: string;
  /** What the card offers when things go badly. */
  gift: string;
  /** A gentle reading of the card for someone in crisis: no endings, no upheaval, no fate. */
  quiet: string;
  /** How the card leans a yes/no question, from −2 (no) to 2 (yes). */
  polarity: number;
  pace: Pace;
}

const MAJOR_LORE: Readonly<Record<string, CardLore>> = {
  fool: {
    essence: 'fresh beginnings, open-hearted trust and the courage to step into the unknown',
    core: 'fresh beginnings',
    emblem: 'a white rose opening beneath a rising sun',
    emblemMeaning: 'innocence greeting a new day',
    past: 'a leap you once took on trust, before you could see where it would lead',
    present: 'a threshold, where something new is asking you to step forward before you feel fully ready',
    future: 'a fresh start that is yours to take, if you are willing to begin imperfectly',
    counsel: 'take the first small step and let the path teach you as you walk it',
    caution: 'excitement running ahead of preparation',
    gift: 'the nerve to begin again with an open heart',
    quiet: 'the possibility of a new day, even when it is hard to imagine one',
    polarity: 1,
    pace: 'quick',
  },
  magician: {
    essence: 'skill, focused will and the power to turn intention into something real',
    core: 'focused will',
    emblem: 'the loop of infinity hovering above a wand of light',
    emblemMeaning: 'will and inspiration meeting in a single point',
    past: 'a time when you learned what your own skills could make happen',
    present: 'a moment in which the tools you need are already within reach',
    future: 'ideas turning into something real through your own effort',
    counsel: 'name clearly what you want and put one of your skills to work on it',
    caution: 'plans that stay as talk',
    gift: 'the resourcefulness to find another way',
    quiet: 'the small, steady things you can still do for yourself',
    polarity: 2,
    pace: 'quick',
  },
  'high priestess': {
    essence: 'intuition, quiet knowing and the wisdom that lives beneath the surface',
    core: 'intuition',
    emblem: 'a crescent moon between a dark pillar and a light one',
    emblemMeaning: 'the quiet knowing that lives between opposites',
    past: 'an inner knowing you may not have fully listened to at the time',
    present: 'a stillness in which your intuition knows more than you have said aloud',
    future: 'answers that arrive quietly, once you give yourself time to listen',
    counsel: 'slow down and listen to what you already sense beneath the noise',
    caution: "tuning out your inner voice in favour of everyone else's opinions",
    gift: "an inner knowing that does not depend on anyone's approval",
    quiet: 'a quiet inner voice that deserves to be heard gently',
    polarity: 0,
    pace: 'slow',
  },
  empress: {
    essence: 'abundance, nurture and the creative fertility of a life well tended',
    core: 'abundance',
    emblem: 'the sign of Venus beneath a crown of stars',
    emblemMeaning: 'love and creativity crowned',
    past: 'a season of care and growth that nourished more than you realised',
    present: 'a time to nurture what you love and let it grow at its own pace',
    future: 'growth and plenty that come from patient, generous care',
    counsel: 'tend what matters to you generously, yourself included',
    caution: 'giving to everyone except yourself',
    gift: 'a deep capacity to nurture and to be nurtured',
    quiet: 'comfort, care and the simple needs of your body',
    polarity: 2,
    pace: 'gradual',
  },
  emperor: {
    essence: 'structure, stability and the steady authority of clear boundaries',
    core: 'structure',
    emblem: 'a crown resting on a cornerstone',
    emblemMeaning: 'authority built on solid foundations',
    past: 'the structures and rules that once gave your life its shape',
    present: 'a call to take charge and set clear, steady boundaries',
    future: 'stability built through steady decisions and clear boundaries',
    counsel: 'set one clear boundary or routine that protects what matters',
    caution: 'control hardening into rigidity',
    gift: 'the steadiness to stand on your own ground',
    quiet: 'small routines that can hold you steady',
    polarity: 1,
    pace: 'steady',
  },
  hierophant: {
    essence: 'tradition, shared values and the guidance of trusted teachers',
    core: 'tradition',
    emblem: 'two crossed keys',
    emblemMeaning: 'wisdom handed down, and doors that open with guidance',
    past: 'the traditions, teachers and expectations that shaped your values',
    present: 'a moment to seek guidance from someone you trust, or from people who share your values',
    future: 'support that comes through mentors, commitments and shared values',
    counsel: 'ask for guidance from someone who has walked this road before you',
    caution: 'following expectations out of habit rather than conviction',
    gift: 'the support of people and practices you trust',
    quiet: 'people and places that offer steady support',
    polarity: 1,
    pace: 'steady',
  },
  lovers: {
    essence: 'love, harmony and choices made in line with your deepest values',
    core: 'love',
    emblem: 'two joined circles holding a heart',
    emblemMeaning: 'two lives meeting around one heart',
    past: 'a meaningful bond or choice that taught you what you value',
    present: 'a choice of the heart that asks you to be honest about what you truly want',
    future: 'connection and harmony built on choices that match your values',
    counsel: 'let your decision rest on your deepest values rather than on fear',
    caution: 'values pulling against each other, or a choice kept on hold',
    gift: 'the clarity of knowing what you value most',
    quiet: 'the bonds with people who care about you',
    polarity: 2,
    pace: 'gradual',
  },
  chariot: {
    essence: 'determination, momentum and victory won through focused will',
    core: 'determination',
    emblem: 'a winged disc beneath a canopy of stars',
    emblemMeaning: 'momentum held together by will',
    past: 'a push forward that showed you how much you can do once you commit',
    present: 'momentum that is yours to steer, if you hold the reins firmly',
    future: 'progress won through focus and determination',
    counsel: 'choose your direction and keep your energy pointed at it',
    caution: 'forcing things, or pulling in two directions at once',
    gift: 'the determination to keep moving',
    quiet: 'one small step forward, at your own pace',
    polarity: 2,
    pace: 'quick',
  },
  strength: {
    essence: 'gentle courage, patience and the quiet power of a steady heart',
    core: 'gentle courage',
    emblem: "a lion's mane beneath the loop of infinity",
    emblemMeaning: 'wild power held by patience',
    past: 'a hard time you met with more patience and courage than you gave yourself credit for',
    present: 'a quiet strength that works through patience rather than force',
    future: 'a steadier, kinder kind of confidence growing in you',
    counsel: 'meet this with patience and a steady heart rather than force',
    caution: 'self-doubt, or force where gentleness would serve you better',
    gift: 'a quiet courage that has carried you before',
    quiet: 'a quiet courage that has carried you through hard days before',
    polarity: 1,
    pace: 'gradual',
  },
  hermit: {
    essence: 'solitude, reflection and the inner light found by turning inward',
    core: 'reflection',
    emblem: 'a lantern sheltering a six-pointed star',
    emblemMeaning: 'a small, steady light carried inward',
    past: 'a season of solitude that taught you something essential',
    present: 'a need for quiet time in which to hear your own thoughts',
    future: 'clarity that comes from stepping back before you step forward',
    counsel: 'give yourself a little solitude to hear your own answer',
    caution: 'withdrawal that has gone on longer than it helps',
    gift: 'an inner light that does not go out when others step away',
    quiet: 'a small light that stays with you, even in a dark stretch',
    polarity: -1,
    pace: 'slow',
  },
  'wheel of fortune': {
    essence: 'cycles, turning points and the changing tides of fortune',
    core: 'cycles',
    emblem: 'an eight-spoked wheel',
    emblemMeaning: 'seasons and chances forever turning',
    past: 'a turn of fortune that changed your direction',
    present: 'a turning point, with circumstances shifting around you',
    future: 'a change of luck and new openings as the cycle turns',
    counsel: 'stay adaptable and be ready to catch the opening when it comes',
    caution: 'trying to control what is simply part of a larger cycle',
    gift: 'the knowledge that no season lasts forever',
    quiet: 'the truth that hard seasons do turn, even slowly',
    polarity: 1,
    pace: 'sudden',
  },
  justice: {
    essence: 'fairness, truth and the clarity that comes from honest accounting',
    core: 'fairness',
    emblem: 'a pair of balanced scales',
    emblemMeaning: 'truth weighed with care',
    past: 'a decision or consequence that is still being weighed',
    present: 'a moment for honesty and a clear-eyed look at the facts',
    future: 'a fair outcome that follows from honest choices',
    counsel: 'weigh the facts honestly and act on what is fair',
    caution: 'avoiding a truth you already know',
    gift: 'the clarity of acting with integrity',
    quiet: 'honesty with yourself about what you need',
    polarity: 0,
    pace: 'steady',
  },
  'hanged man': {
    essence: 'surrender, pause and the new perspective that comes from letting go',
    core: 'surrender',
    emblem: 'a living tau cross above a radiant halo',
    emblemMeaning: 'stillness becoming insight',
    past: 'a pause or sacrifice that changed how you see things',
    present: 'a pause that asks you to see the situation from a new angle before you act',
    future: 'a new perspective that arrives once you stop forcing the outcome',
    counsel: 'pause, stop forcing it, and look at the situation from another side',
    caution: 'waiting long after the pause has done its work',
    gift: 'the new way of seeing that a pause can bring',
    quiet: 'permission to rest without having every answer',
    polarity: -1,
    pace: 'slow',
  },
  death: {
    essence: 'endings, transformation and the clearing that makes room for something new',
    core: 'endings',
    emblem: 'the butterfly of transformation',
    emblemMeaning: 'change that makes room for new life',
    past: 'a chapter that closed, making room for who you are now',
    present: 'a chapter closing so that another can open',
    future: 'a transformation that clears space for something new',
    counsel: 'release what has run its course, with gratitude for what it gave you',
    caution: 'holding on to what is already over',
    gift: 'the renewal that follows every ending',
    quiet: 'a season that is changing, even if the change cannot be felt yet',
    polarity: -1,
    pace: 'gradual',
  },
  temperance: {
    essence: 'balance, moderation and the patient blending of opposites',
    core: 'balance',
    emblem: 'water poured between two cups',
    emblemMeaning: 'balance found by patient blending',
    past: 'a time when patience and moderation helped you find your footing',
    present: 'a need to blend opposites and find the middle way',
    future: 'a calmer balance that comes from patient, steady adjustments',
    counsel: 'take the middle way and let things blend at their own pace',
    caution: 'swinging between extremes',
    gift: 'the patience to let things find their balance',
    quiet: 'gentleness, rest and a slower pace',
    polarity: 1,
    pace: 'slow',
  },
  devil: {
    essence: 'attachment, temptation and the chains we can choose to loosen',
    core: 'attachment',
    emblem: 'horns above a pedestal whose chains are already breaking',
    emblemMeaning: 'bonds that are looser than they look',
    past: 'a habit or attachment that once held you tighter than you wished',
    present: 'a pattern or attachment with more hold on you than it deserves',
    future: 'freedom from an old pattern, once you see that its chains are looser than they look',
    counsel: 'name the habit or fear that holds you, and loosen its grip one link at a time',
    caution: 'staying with something out of fear rather than love',
    gift: 'the knowledge that chains can be loosened',
    quiet: 'patterns that can loosen, with support',
    polarity: -2,
    pace: 'slow',
  },
  tower: {
    essence: 'sudden change, revelation and the fall of what was built on shaky ground',
    core: 'sudden change',
    emblem: 'a tower struck by lightning, its crown flying free',
    emblemMeaning: 'a sudden truth setting free what was trapped',
    past: 'an upheaval that shook what you thought was solid',
    present: 'a shake-up that is clearing away what was built on shaky ground',
    future: 'a sudden change that, however unsettling, makes room for something truer',
    counsel: 'let what is unstable fall, and rebuild on what proved true',
    caution: 'resisting a change that is already under way',
    gift: 'the truth left standing after the storm',
    quiet: 'the chance to rebuild slowly, with help, after a storm',
    polarity: -2,
    pace: 'sudden',
  },
  star: {
    essence: 'hope, renewal and a quiet faith in what lies ahead',
    core: 'hope',
    emblem: 'one great star among seven small ones',
    emblemMeaning: 'hope shining steadily in the dark',
    past: 'a time of healing after difficulty, when hope returned',
    present: 'a quiet renewal of hope after a hard stretch',
    future: 'healing, renewal and a hope that is well founded',
    counsel: 'trust that healing is possible and let yourself hope again',
    caution: 'discouragement that hides how far you have come',
    gift: 'a hope that keeps shining even in the dark',
    quiet: 'hope that can return, gently and in its own time',
    polarity: 2,
    pace: 'gradual',
  },
  moon: {
    essence: 'uncertainty, dreams and the intuition needed to move through what is unclear',
    core: 'uncertainty',
    emblem: 'a crescent moon letting fall drops of dew',
    emblemMeaning: 'the half-light in which things are not yet clear',
    past: 'a confusing time when things were not what they seemed',
    present: 'uncertainty, where fears may loom larger than the facts',
    future: 'a passage through the unclear, guided more by intuition than by facts',
    counsel: 'move slowly, check your fears against the facts, and trust your intuition',
    caution: 'fears that grow in the dark and feel truer than they are',
    gift: 'an intuition you can trust to find the way',
    quiet: 'a dark stretch in which things look harder than they will later',
    polarity: -2,
    pace: 'slow',
  },
  sun: {
    essence: 'joy, vitality and the warmth of success shared openly',
    core: 'joy',
    emblem: 'a radiant sun',
    emblemMeaning: 'warmth and clarity without a shadow',
    past: 'a bright, happy time that still warms you',
    present: 'warmth, clarity and confidence, with things going your way',
    future: 'success, joy and a warmth that is shared openly',
    counsel: 'let yourself be seen and share your warmth openly',
    caution: 'overconfidence, or dimming your light to fit in',
    gift: 'a warmth that others notice and return',
    quiet: 'warmth and light returning, little by little',
    polarity: 2,
    pace: 'quick',
  },
  judgement: {
    essence: 'awakening, reckoning and the call to rise into a new chapter',
    core: 'awakening',
    emblem: 'an eye opening to a call',
    emblemMeaning: 'awakening to what you are called to do',
    past: 'a reckoning or wake-up call that changed your course',
    present: 'a calling growing louder, asking for an honest look back and a brave step forward',
    future: 'a new chapter that opens once you answer the call',
    counsel: 'look back with honesty and kindness, then answer the call',
    caution: 'harsh self-criticism drowning out what you are called to do',
    gift: 'the chance to rise into a new chapter',
    quiet: 'a gentler way of seeing yourself',
    polarity: 1,
    pace: 'steady',
  },
  world: {
    essence: 'completion, wholeness and the satisfaction of a cycle fulfilled',
    core: 'completion',
    emblem: 'a laurel wreath around a star',
    emblemMeaning: 'a circle completed',
    past: 'a cycle you completed, whose lessons you still carry',
    present: 'the completion of a chapter and the satisfaction of having come this far',
    future: 'fulfilment, completion and a sense of wholeness',
    counsel: 'honour how far you have come before you begin the next cycle',
    caution: 'leaving the last step undone',
    gift: 'the wholeness of having come full circle',
    quiet: 'how much you have already come through',
    polarity: 2,
    pace: 'gradual',
  },
};

const MAJOR_ALIASES: Readonly<Record<string, string>> = {
  fortitude: 'strength',
  judgment: 'judgement',
  wheel: 'wheel of fortune',
};

const RANKS = ['ace', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'page', 'knight', 'queen', 'king'] as const;
type Rank = (typeof RANKS)[number];
export type MinorSuit = 'wands' | 'cups' | 'swords' | 'pentacles';

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
    two: 'a difficult choice, stalemate and the need to see clearly',
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

interface SuitLore {
  domain: string;
  emblem: string;
  emblems: string;
  counsel: string;
  caution: string;
  gift: string;
  quiet: string;
  pace: Pace;
}

const SUIT_LORE: Readonly<Record<MinorSuit, SuitLore>> = {
  wands: {
    domain: 'passion, drive and creative fire',
    emblem: 'a budding wand',
    emblems: 'budding wands',
    counsel: 'act on the spark while it is still warm',
    caution: 'burning out by rushing',
    gift: 'a creative fire that rekindles',
    quiet: 'a small spark of energy, kept safe',
    pace: 'quick',
  },
  cups: {
    domain: 'feelings, relationships and intuition',
    emblem: 'a single cup',
    emblems: 'cups',
    counsel: 'let your feelings guide you, and say what you feel',
    caution: 'drifting in feeling without acting on it',
    gift: 'an open heart that recovers',
    quiet: 'feelings that deserve care and company',
    pace: 'gradual',
  },
  swords: {
    domain: 'thought, truth and honest conversations',
    emblem: 'an upright sword',
    emblems: 'swords',
    counsel: 'look at the facts clearly and speak honestly',
    caution: 'overthinking, or words said too sharply',
    gift: 'a clear mind that finds the way through',
    quiet: 'thoughts that can be set down and shared',
    pace: 'sudden',
  },
  pentacles: {
    domain: 'work, money, the body and the practical ground of life',
    emblem: 'a star within a coin',
    emblems: 'star-marked coins',
    counsel: 'take one practical, steady step',
    caution: 'worry about security crowding out everything else',
    gift: 'practical ground to stand on',
    quiet: 'the plain comforts of food, sleep and warmth',
    pace: 'slow',
  },
};

const COURT_MOTIF: Readonly<Partial<Record<Rank, string>>> = {
  page: 'a feather and a small star',
  knight: 'a plumed helm',
  queen: "a queen's crown",
  king: "a king's crown",
};

/** The minor cards' lean: the fives and most Swords are hard, the Cups and Aces kind. */
function minorPolarity(suit: MinorSuit, rank: Rank): number {
  if (suit === 'swords' && ['three', 'five', 'eight', 'nine', 'ten'].includes(rank)) return -2;
  if (rank === 'five') return suit === 'pentacles' ? -2 : -1;
  if ((suit === 'cups' && (rank === 'four' || rank === 'eight')) || (suit === 'wands' && rank === 'ten') || (suit === 'swords' && rank === 'seven')) return -1;
  if (rank === 'ace' || (suit === 'cups' && ['two', 'three', 'nine', 'ten'].includes(rank)) || (suit === 'wands' && rank === 'six')) return 2;
  return suit === 'swords' ? 0 : 1;
}

function minorLore(suit: MinorSuit, rank: Rank): CardLore {
  const essence = MINOR_ESSENCE[suit][rank];
  const core = collapse(essence.split(',')[0] ?? essence);
  const lore = SUIT_LORE[suit];
  const court = COURT_MOTIF[rank];
  const emblem = court
    ? `${court} above ${lore.emblem}`
    : rank === 'ace'
      ? `${lore.emblem} ringed with light`
      : `${rank} ${lore.emblems} circling a small star`;
  return {
    essence,
    core,
    emblem,
    emblemMeaning: lore.domain,
    past: `a time shaped by ${core}`,
    present: essence,
    future: `${essence}, as things unfold`,
    counsel: lore.counsel,
    caution: lore.caution,
    gift: lore.gift,
    quiet: lore.quiet,
    polarity: minorPolarity(suit, rank),
    pace: lore.pace,
  };
}

function normaliseName(name: string): string {
  return collapse(
    name
      .toLowerCase()
      .replace(/^the\s+/, '')
      .replace(/[^a-z\s]/g, ' '),
  );
}

/** What a suit is about: "feelings, relationships and intuition". */
export function suitDomain(suit: MinorSuit): string {
  return SUIT_LORE[suit].domain;
}

export function minorSuitOf(card: Card): MinorSuit | undefined {
  const suit = card.suit.toLowerCase();
  return suit === 'wands' || suit === 'cups' || suit === 'swords' || suit === 'pentacles' ? suit : undefined;
}

function rankOf(name: string): Rank | undefined {
  const first = normaliseName(name).split(' ')[0] ?? '';
  return RANKS.find((rank) => rank === first);
}

/** A card outside the deck the reader knows: read from its own meaning alone. */
function unknownLore(card: Card): CardLore {
  const meaning = collapse(card.meaning_up)
    .toLowerCase()
    .replace(/[.!?]+$/, '');
  const core = clipWords(meaning.split(/[,.;]/)[0] ?? meaning, 60) || 'a turning point';
  return {
    essence: core,
    core,
    emblem: `the emblem of ${card.name}`,
    emblemMeaning: core,
    past: `a time shaped by ${core}`,
    present: core,
    future: `${core} as things unfold`,
    counsel: 'notice where this card already shows up in your life',
    caution: 'reading the card as a verdict rather than a mirror',
    gift: 'a new way of seeing the situation',
    quiet: 'a new way of seeing things, in time',
    polarity: 0,
    pace: 'steady',
  };
}

function loreOf(card: Card): CardLore {
  const key = normaliseName(card.name);
  const major = MAJOR_LORE[MAJOR_ALIASES[key] ?? key];
  if (major) return major;
  const suit = minorSuitOf(card);
  const rank = rankOf(card.name);
  return suit && rank ? minorLore(suit, rank) : unknownLore(card);
}

export function isMajor(card: Card): boolean {
  return card.suit === 'Major Arcana';
}

/** The card's name as it reads in running text: "The Fool", "Death", "the Wheel of Fortune", "the Two of Cups". */
function cardRef(card: Card): string {
  if (/^the\s/i.test(card.name)) return card.name;
  if (isMajor(card)) return /^wheel\b/i.test(card.name) ? `the ${card.name}` : card.name;
  return `the ${card.name}`;
}

const MESSAGE_MAX_LENGTH = 240;

/** The deck's meaning (upright or reversed), clipped at a sentence boundary. */
function deckMessage(meaning: string): string {
  const text = collapse(meaning.replace(/--/g, ' — '));
  if (text.length <= MESSAGE_MAX_LENGTH) return /[.!?]$/.test(text) ? text : `${text}.`;
  let kept = '';
  for (const sentence of text.match(/[^.!?]+[.!?]+(?=\s|$)/g) ?? []) {
    const next = `${kept} ${sentence.trim()}`.trim();
    if (next.length > MESSAGE_MAX_LENGTH) break;
    kept = next;
  }
  return kept || clipWords(text, MESSAGE_MAX_LENGTH);
}

export type Role = 'Past' | 'Present' | 'Future';

export interface CardReading {
  card: DrawnCard;
  /** Upside down: its lore and message are the reversed card's. */
  reversed: boolean;
  /** The spread's name for the place, as it reads after "the": "Past", "Challenge", "Connection" (for "The Connection"). */
  position: string;
  /** The place's name as the spread gives it, for headings: "Past", "The Connection". */
  title: string;
  /** What the place speaks to in time, so any spread reads with the three-card phrases. */
  role: Role;
  /** The place in running text: "the Past", "the challenge", "the Hopes and Fears position". */
  place: string;
  /** Where the card lies, as an adverbial: "in the Past", "in the challenge", "at the heart of the matter". */
  at: string;
  /** What the place speaks to, in the reader's words ("you", not the author's "I"); empty when the spread gives none. */
  meaning: string;
  /** The name as it reads in running text. */
  ref: string;
  lore: CardLore;
  /** The deck's own meaning: the upright one, or the reversed one for a reversed card. */
  message: string;
}

/**
 * The first sentence of a Minor Arcana's traditional picture, lower-cased to follow a lead-in ("a couple
 * stands with arms around each other…"); undefined for the Major Arcana, whose own emblems say more.
 */
export function sceneOf(reading: CardReading): string | undefined {
  if (isMajor(reading.card)) return undefined;
  const [first] = (cardScene(reading.card) ?? '').split(/(?<=[.!?])\s+/);
  if (!first) return undefined;
  return first.charAt(0).toLowerCase() + first.slice(1);
}

/** A reversed card weighs against: a bright or neutral card turns to a mild no, a hard card stays hard. */
export function reversedPolarity(polarity: number): number {
  return polarity > 0 || polarity === 0 ? -1 : polarity;
}

/** Ways to say a reversed card's energy is blocked, delayed or turned inward, for any core; one per card in a spread, in turn, so a long spread does not say it the same way twice. */
const REVERSED_PHRASES: readonly { past: (core: string) => string; present: (core: string) => string; future: (core: string) => string }[] = [
  {
    past: (core) => `a time when ${core} met resistance or turned inward`,
    present: (core) => `a check on ${core}, held back or turned inward for now`,
    future: (core) => `a slower road for ${core}, one that needs patience and honesty before it can flow freely`,
  },
  {
    past: (core) => `a stretch when ${core} was stalled or kept out of sight`,
    present: (core) => `a pause in ${core}, kept under wraps for now`,
    future: (core) => `a delay, not a refusal, for ${core}`,
  },
  {
    past: (core) => `an old hesitation around ${core}`,
    present: (core) => `a knot in ${core} that asks to be untied`,
    future: (core) => `a later arrival of ${core}, once what blocks it has been named`,
  },
  {
    past: (core) => `a period when ${core} was turned against itself`,
    present: (core) => `an inward turn of ${core}, waiting to be noticed`,
    future: (core) => `a road to ${core} that will need tending before it opens`,
  },
];

/**
 * A reversed card's energy is blocked, delayed or turned inward: its position phrases say so in
 * sentences that take any core ("standing your ground", "love"), and its lean turns against.
 */
function reversedLore(lore: CardLore, index: number): CardLore {
  const phrases = REVERSED_PHRASES[index % REVERSED_PHRASES.length] ?? REVERSED_PHRASES[0];
  if (!phrases) return lore;
  return {
    ...lore,
    past: phrases.past(lore.core),
    present: phrases.present(lore.core),
    future: phrases.future(lore.core),
    polarity: reversedPolarity(lore.polarity),
  };
}

const PAST_NAMES = /\b(?:past|behind|root|roots|foundation|cause|origin|history|before)\b/i;
const FUTURE_NAMES = /\b(?:future|outcome|ahead|result|next|potential|likely|coming|will|leads?)\b/i;
const TIME_NAMES: ReadonlySet<string> = new Set(POSITIONS);
/** The one-card spread's place, which names no idea of its own: its card is the heart of the matter. */
const THE_CARD = /^the card$/i;
const MINOR_WORDS = /^(?:a|an|and|as|at|by|for|in|of|on|or|the|to|with)$/;

function titleCase(name: string): string {
  return name
    .split(' ')
    .map((word, index) => (index > 0 && MINOR_WORDS.test(word.toLowerCase()) ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/**
 * How running text names a place: the three-card names as they are ("the Past"), a name that is
 * already a noun phrase with "the" in lower case ("the challenge"), any other name as a titled
 * position ("the Hopes and Fears position", "the What to Release position").
 */
function placeOf(title: string): { place: string; at: string } {
  const name = collapse(title).replace(/[?!.:]+$/, '');
  if (TIME_NAMES.has(name)) return { place: `the ${name}`, at: `in the ${name}` };
  if (THE_CARD.test(name)) return { place: 'the heart of the matter', at: 'at the heart of the matter' };
  const place = /^the\s/i.test(name) ? `the ${name.slice(4)}` : `the ${titleCase(name)} position`;
  return { place, at: `in ${place}` };
}

/** "the habit I am ready to put down." → "the habit you are ready to put down": a phrase to follow "the place of". */
function meaningPhrase(meaning: string | undefined): string {
  const text = reflectPronouns(collapse(meaning ?? ''))
    .replace(/[.!?;:,\s]+$/, '')
    .replace(/:\s+/g, ', ');
  return /^[A-Z][a-z]/.test(text) && !/^I\b/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** "the Past position", "the challenge position", "the Hopes and Fears position": after "in" where the word "position" is wanted. */
export function positionPhrase(reading: CardReading): string {
  return reading.place.endsWith(' position') || reading.place === 'the heart of the matter' ? reading.place : `${reading.place} position`;
}

/** The role in time of a spread position, from its name and meaning; anything else reads like the Present. */
export function roleOf(position: SpreadPosition | undefined, index: number): Role {
  const name = position?.name ?? POSITIONS[index] ?? '';
  if (PAST_NAMES.test(name)) return 'Past';
  if (FUTURE_NAMES.test(name)) return 'Future';
  return 'Present';
}

/** `turn`: which of the spread's reversed cards this is, so each is said a different way. */
export function readCard(card: DrawnCard, index: number, positions?: readonly SpreadPosition[], turn = index): CardReading {
  const lore = loreOf(card);
  const place = positions?.[index];
  const title = place?.name ?? POSITIONS[index] ?? `Card ${index + 1}`;
  return {
    card,
    reversed: card.reversed,
    position: title.replace(/^the\s+/i, ''),
    title,
    role: roleOf(place, index),
    ...placeOf(title),
    meaning: meaningPhrase(place?.meaning),
    ref: cardRef(card),
    lore: card.reversed ? reversedLore(lore, turn) : lore,
    message: deckMessage(card.reversed ? card.meaning_rev : card.meaning_up),
  };
}

/** The cards of a request, each in its place of the request's spread. */
export function readSpread(cards: readonly DrawnCard[], positions: readonly SpreadPosition[]): CardReading[] {
  let reversedSoFar = 0;
  return cards.map((card, index) => readCard(card, index, positions.length > 0 ? positions : undefined, card.reversed ? reversedSoFar++ : 0));
}
