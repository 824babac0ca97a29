// The sun sign as a light lens on the cards (as the LLM prompt asks: "use it lightly, without letting it
// outweigh the cards"). Each sign has several traits, and every sentence ties a trait to a card in the
// spread, so two readings for the same sign do not share a line.

import type { CardReading } from './card-lore.ts';
import type { Voice } from './choice.ts';
import { capitalise, possessive, quoteExcerpt } from './text.ts';

interface SignLore {
  name: string;
  element: 'fire' | 'earth' | 'air' | 'water';
  /** Singular noun phrases, so a verb after them always agrees. */
  traits: readonly [string, string, string];
  /** A gerund phrase: "the Scorpio gift for …". */
  gift: string;
  /** A verb phrase: "it helps you …". */
  help: string;
  /** A verb phrase: "the same nature can also …". */
  shadow: string;
  /** A verb phrase in the imperative. */
  caution: string;
}

const SIGNS: Readonly<Record<string, SignLore>> = {
  aries: {
    name: 'Aries',
    element: 'fire',
    traits: ['your courage', 'your directness', 'your appetite for beginnings'],
    gift: 'bold beginnings',
    help: 'move first while others are still deciding',
    shadow: 'charge ahead before the ground is ready',
    caution: 'pause long enough to choose the right fight',
  },
  taurus: {
    name: 'Taurus',
    element: 'earth',
    traits: ['your steadiness', 'your patience', 'your loyalty'],
    gift: 'building things that last',
    help: 'stay the course when things move slowly',
    shadow: 'hold on to the familiar for too long',
    caution: 'let yourself welcome what is growing',
  },
  gemini: {
    name: 'Gemini',
    element: 'air',
    traits: ['your curiosity', 'your quick mind', 'your way with words'],
    gift: 'seeing every side of a question',
    help: 'see several possibilities at once and talk things through',
    shadow: 'scatter your attention across too many options',
    caution: 'choose one thread and follow it',
  },
  cancer: {
    name: 'Cancer',
    element: 'water',
    traits: ['your tenderness', 'your instinct to protect', 'your emotional memory'],
    gift: 'reading the feelings in a room',
    help: 'sense what others need and create safety around you',
    shadow: 'retreat into your shell when you feel hurt',
    caution: 'give yourself the same care you give so freely',
  },
  leo: {
    name: 'Leo',
    element: 'fire',
    traits: ['your warmth', 'your generous heart', 'your confidence'],
    gift: 'warming a room and leading with heart',
    help: 'lead with heart and lift the people around you',
    shadow: 'need the spotlight more than the moment needs you in it',
    caution: 'leave room for others to shine with you',
  },
  virgo: {
    name: 'Virgo',
    element: 'earth',
    traits: ['your eye for detail', 'your practical care', 'your wish to get things right'],
    gift: 'turning insight into practical steps',
    help: 'turn a feeling into a workable plan',
    shadow: 'slide into self-criticism when things are imperfect',
    caution: 'treat yourself as kindly as you treat your work',
  },
  libra: {
    name: 'Libra',
    element: 'air',
    traits: ['your sense of fairness', 'your diplomacy', 'your longing for harmony'],
    gift: 'finding balance between people',
    help: 'weigh both sides and find the path that is fair to everyone',
    shadow: 'keep the peace at the cost of your own voice',
    caution: 'make sure your own needs are on the scales too',
  },
  scorpio: {
    name: 'Scorpio',
    element: 'water',
    traits: ['your intensity', 'your gift for seeing beneath the surface', 'your emotional courage'],
    gift: 'seeing beneath the surface',
    help: 'see past what is said to what is meant, and stay with hard truths',
    shadow: 'keep your guard up or hold on too tightly',
    caution: 'let yourself be seen as well as seeing',
  },
  sagittarius: {
    name: 'Sagittarius',
    element: 'fire',
    traits: ['your optimism', 'your hunger for meaning', 'your adventurous spirit'],
    gift: 'finding meaning in the journey',
    help: 'keep the bigger picture in view and stay hopeful',
    shadow: 'race toward the horizon and miss what is in front of you',
    caution: 'pair that adventurous spirit with a little patience',
  },
  capricorn: {
    name: 'Capricorn',
    element: 'earth',
    traits: ['your discipline', 'your long view', 'your sense of responsibility'],
    gift: 'building for the long term',
    help: 'build toward the outcome one patient step at a time',
    shadow: 'treat rest as something you have not yet earned',
    caution: 'remember that rest and joy are part of the climb',
  },
  aquarius: {
    name: 'Aquarius',
    element: 'air',
    traits: ['your independence', 'your original mind', 'your idealism'],
    gift: 'original, forward-looking thinking',
    help: 'see an option nobody else has considered',
    shadow: 'keep your feelings at a cool distance',
    caution: 'let your ideals stay connected to the people around you',
  },
  pisces: {
    name: 'Pisces',
    element: 'water',
    traits: ['your intuition', 'your compassion', 'your imagination'],
    gift: 'sensing what others leave unsaid',
    help: 'sense what is unspoken and answer it with compassion',
    shadow: 'drift into hoping rather than acting',
    caution: 'keep one foot on the ground as you follow your dreams',
  },
};

function lookUp(sign: string | undefined): SignLore | undefined {
  return sign ? SIGNS[sign.toLowerCase().replace(/[^a-z]/g, '')] : undefined;
}

function article(name: string): string {
  return /^[AEIOU]/.test(name) ? 'an' : 'a';
}

/** A sentence for the reading's "How the Cards Speak Together", tying the sign to one of the cards. */
export function signLens(sign: string | undefined, readings: readonly CardReading[], voice: Voice): string {
  if (!sign?.trim() || readings.length === 0) return '';
  const known = lookUp(sign);
  const card = voice.pick('sign-card', readings as [CardReading, ...CardReading[]]);
  if (!known) {
    const name = quoteExcerpt(sign.replace(/[^\p{L}\s-]/gu, ''), 24);
    return name ? `Seen through the lens of your sign, ${name}, ${card.ref} may speak to qualities you already know in yourself.` : '';
  }
  const { name, element } = known;
  const trait = voice.pick('sign-trait', known.traits);
  return voice.fresh('sign-lens', [
    `As ${article(name)} ${name}, you bring ${trait} to this spread, and ${card.ref} asks you to use it to ${card.lore.counsel}.`,
    `Your ${name} nature shows here too: ${trait} can carry ${possessive(card.ref)} message further, as long as you ${known.caution}.`,
    `With the ${name} gift for ${known.gift}, you may sense what ${card.ref} is saying before you can put it into words.`,
    `For ${article(name)} ${name}, ${card.ref} strikes a familiar note; lean on ${trait}, and ${known.caution}.`,
    `${capitalise(card.ref)} speaks to your ${name} side, the ${element} in you that can ${known.help}.`,
  ]);
}

/** Two or three sentences answering a follow-up about the person's sign, tied to `card`. */
export function signAnswer(mentioned: string, ownSign: boolean, horoscopeSign: string | undefined, card: CardReading, voice: Voice): string[] {
  const named = mentioned === 'own' ? undefined : lookUp(mentioned);
  const own = lookUp(horoscopeSign);
  const where = card.at;
  if (named && !ownSign && named.name !== own?.name) {
    const trait = voice.pick('other-trait', named.traits).replace(/^your /, '');
    return [
      voice.fresh('other-sign', [
        `${named.name} energy brings ${trait} into this picture, and ${card.ref} ${where} shows how it meets ${own ? `your own ${own.name} nature` : 'your own nature'}.`,
        `Where ${named.name} meets ${own ? `your ${own.name} side` : 'you'}, ${card.ref} ${where} asks for patience with the differences between you.`,
      ]),
      'Read the cards for what they say about the connection between you, rather than for a verdict on either sign.',
    ];
  }
  const sign = named ?? own;
  if (!sign) {
    return [
      'Your birth date is not on your account, so I cannot read your sign here, but the cards themselves have plenty to say.',
      `${capitalise(card.ref)} ${where} speaks of ${card.lore[card.role === 'Past' ? 'past' : card.role === 'Future' ? 'future' : 'present']}.`,
    ];
  }
  const trait = voice.pick('sign-answer-trait', sign.traits);
  const { name } = sign;
  return [
    voice.fresh('sign-answer', [
      `As ${article(name)} ${name}, ${trait} is exactly what ${card.ref} ${where} calls on.`,
      `Your ${name} nature helps here: ${card.ref} asks you to ${card.lore.counsel}, and ${trait} makes that easier for you than for most.`,
      `Here your ${name} side is an ally: ${trait} is just what ${card.ref} ${where} needs.`,
    ]),
    voice.fresh('sign-help', [
      `In practice, being ${article(name)} ${name} helps you ${sign.help}.`,
      `That ${name} instinct lets you ${sign.help}, a real strength in this situation.`,
    ]),
    voice.fresh('sign-shadow', [
      `The same ${name} nature can also ${sign.shadow}, so ${sign.caution}.`,
      `Just watch the other side of that ${name} gift: when you ${sign.shadow}, ${possessive(card.ref)} message gets harder to hear.`,
    ]),
  ];
}
