// What a question asks for and whom it is about (issue 23 §2): "what should I say" wants words to open
// with, "how does he feel" wants the other person read through the cards, "when" wants a pace that
// favours one of the offered times, "which" wants one option named. Recognised from the wording alone.

import { collapse } from './text.ts';

export const QUESTION_KINDS = ['say', 'do', 'feel', 'when', 'which', 'why', 'will', 'yes-no', 'card', 'what-if', 'sign', 'statement', 'open'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export type Person = 'partner' | 'ex' | 'family' | 'friend' | 'boss' | 'colleague' | 'someone' | 'self';

/** How the reader speaks of the other person: "he", "she" or "they", with the forms a sentence needs. */
export interface Pronouns {
  subject: string;
  object: string;
  possessive: string;
  /** "feels" or "feel". */
  s: string;
}

const SAY =
  /\bwhat (?:exactly |first )?(?:should|do|can|could|would|shall|might) (?:i|we) (?:say|tell|text|write|message|send|ask|open with|lead with)\b|\bhow (?:should|do|can|could|would) (?:i|we) (?:say|tell|word|phrase|put|bring (?:it|this|that) up|raise (?:it|this)|start the conversation|open the conversation|start that conversation|approach (?:the|this|that) conversation|ask (?:him|her|them|my))\b|\bwhat (?:to|words to) (?:say|text|write|use)\b|\bwhat words\b|\b(?:first|opening) (?:message|line|words|text)\b|\bwhat should (?:my|the) (?:first )?(?:message|text|email|letter) (?:say|be)\b|\bhow (?:to|do i) (?:word|phrase|start) (?:it|this|that|the)\b/;
const FEEL =
  /\b(?:how|what) (?:does|do|did|is|are|was) (?:he|she|they|\w+|my \w+(?: \w+)?) (?:really |truly |actually |honestly )?(?:feel\w*|think\w*)\b|\bwhat (?:is|are|was) (?:on )?(?:his|her|their) (?:mind|heart|feelings?|intentions?|side)\b|\bwhat (?:is|are) (?:his|her|their|my \w+(?:'s)?) (?:true |real )?(?:feelings?|intentions?|thoughts?)\b|\bwhere (?:is|are) (?:his|her|their) (?:head|heart) at\b|\bwhat(?:'s| is) going on (?:in|inside) (?:his|her|their) (?:head|heart|mind)\b|\bhow (?:does|do) (?:he|she|they|my \w+) see me\b|\b(?:his|her|their) (?:feelings|intentions) (?:for|toward|towards|about) me\b/;
const WHEN =
  /^(?:so |and |but )?when\b|\bwhen (?:will|would|should|is|are|do|does|can|could|might|shall)\b|\bhow (?:long|soon)\b|\bwhat time\b|\bwhich (?:month|week|year|season|day)\b|\b(?:best|right|good|better) (?:time|moment|month|season)\b|\btiming\b|\btimeline\b|\b(?:wait|hold off) (?:until|till|for)\b/;
const WHY =
  /^(?:so |and |but )?why\b|\bwhy (?:do|does|did|is|am|are|can't|won't|has|have|was|were|would|should)\b|\bwhat(?:'s| is) the reason\b|\bwhat (?:is|was) behind\b|\bwhat caused\b/;
const DO =
  /\bhow (?:can|do|should|could|might|would) (?:i|we)\b|\bwhat (?:should|can|could|do|would|must) (?:i|we) do\b|\bwhat steps?\b|\bany advice\b|\bwhat (?:would|will) help\b|\bhow to\b|\bwhat do i need to do\b|\bwhat (?:is|'s) my next step\b|\bwhat can i change\b|\bwhat (?:action|move) should\b|\bwhere do i (?:start|begin)\b|\bwhat should i focus on\b/;
const CARD_WORDS =
  /\b(?:the (?:first|second|third|middle|last|final|past|present|future|centre|center) card|this card|that card|the card in the|(?:past|present|future) position|reversed card|tell me (?:more )?about the (?:\w+ )?card|why (?:did|does) the \w+ (?:card )?(?:show|come|appear)|what (?:is|does) (?:the )?(?:\w+ )?(?:of (?:cups|wands|swords|pentacles)) )/;
/** The deck's card names as people type them, without "the". */
export const CARD_NAMES =
  /\b(?:fool|magician|high priestess|empress|emperor|hierophant|lovers|chariot|strength|hermit|wheel of fortune|justice|hanged man|death|temperance|devil|tower|star|moon|sun|judgement|world|(?:ace|two|three|four|five|six|seven|eight|nine|ten|page|knight|queen|king) of (?:cups|wands|swords|pentacles))\b/;
const AUXILIARY =
  /^(?:is|are|am|was|were|will|would|should|shall|does|do|did|can|could|may|might|must|has|have|had|isn't|aren't|won't|wouldn't|shouldn't|doesn't|don't|didn't|can't|couldn't|hasn't|haven't)\b/;
const QUESTION_WORD =
  /^(?:what|who|whom|whose|which|where|when|why|how|is|are|am|was|were|will|would|should|shall|does|do|did|can|could|may|might|must|has|have|had|isn't|aren't|won't|wouldn't|shouldn't|doesn't|don't|didn't|can't|couldn't|tell|explain|describe|show|give|say|any|anything)\b/;
const FILLERS =
  /^(?:(?:so|and|but|ok|okay|well|also|then|honestly|please|tarot|cards|hi|hey|hmm|um|right|alright|thanks|thank you|oh|wow|sorry|and also)[,\s]+)+/;
const ASTROLOGY =
  /\b(?:my (?:star |sun |zodiac )?sign|star sign|sun sign|zodiac|horoscope|astrolog\w*|aries|taurus|gemini|leo|virgo|libra|scorpio|sagittarius|capricorn|aquarius|pisces)\b/;

export function normaliseQuestion(text: string): string {
  return collapse(text.toLowerCase().replace(/[\u2018\u2019]/g, "'"));
}

/** The question itself when the text also holds context: the last sentence that ends in "?", without fillers. */
export function mainQuestion(text: string): string {
  const questions = normaliseQuestion(text).match(/[^.!?]*\?/g) ?? [];
  const last = questions[questions.length - 1] ?? normaliseQuestion(text);
  return last.trim().replace(FILLERS, '');
}

/** "…, and should I reach out to him?": the parts of a question that asks two things at once. */
export function questionParts(text: string): string[] {
  const question = mainQuestion(text).replace(/[?]+$/, '');
  const parts = question.split(
    /,? (?:and|or|but) (?=(?:is|are|am|will|would|should|shall|does|do|did|can|could|how|what|when|why|which)\b (?:i|we|he|she|they|it|you|my|his|her|their|this|that)\b)/,
  );
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** The options of "A or B" ("this month, or after my annual review in March"), in the person's words. */
export function optionsOf(text: string): string[] {
  // The person's own capitals are kept ("in March"), so the patterns below ignore case.
  const sentences = collapse(text.replace(/[\u2018\u2019]/g, "'")).match(/[^.!?]*\?/g) ?? [collapse(text)];
  const question = (sentences[sentences.length - 1] ?? '')
    .trim()
    .replace(FILLERS, '')
    .replace(/[?.!]+$/, '');
  const tail = question.includes(':') ? question.slice(question.lastIndexOf(':') + 1) : question;
  if (!/ or /i.test(tail)) return [];
  const stripped = tail
    .replace(
      /^(?:which|what|when|where)\b[^,:]*?\b(?:is|would be|should i (?:choose|pick|go for|take)|do i (?:choose|pick)|is better|is best)[,:]?\s+(?=\S)/i,
      '',
    )
    .replace(/^(?:should|do|can|could|would|will|shall) (?:i|we) /i, '')
    .replace(/^is it (?:better|wiser|best) (?:for me )?to /i, '');
  const options = stripped
    .split(/,? or (?:should (?:i|we) |do (?:i|we) |would (?:i|we) |to )?|, /i)
    .map((option) => option.trim().replace(/^(?:either|to) /i, ''))
    .filter((option) => option && !/^not\b/i.test(option));
  return options.length >= 2 && options.every((option) => option.split(' ').length <= 12) ? options : [];
}

function kindOfPart(question: string, whole: string): QuestionKind {
  if (/\bwhat if\b/.test(question)) return 'what-if';
  if (ASTROLOGY.test(question) && /\b(?:my|sign|horoscope|zodiac|astrolog|energy|nature|as an?|i'm an?|i am an?)\b/.test(question)) return 'sign';
  if (SAY.test(question)) return 'say';
  if (FEEL.test(question)) return 'feel';
  const namesCard =
    CARD_NAMES.test(question) &&
    /\b(?:mean|means|meaning|tell|explain|more about|say|saying|about the|represent|symboli[sz]e|reversed|show(?:ed)? up|come up|came up|appear)\b/.test(
      question,
    );
  if (WHY.test(question) && !namesCard) return 'why';
  if (CARD_WORDS.test(question) || namesCard) return 'card';
  if (WHEN.test(question) && !AUXILIARY.test(question)) return 'when';
  if (/\bwhen\b/.test(question) && optionsOf(whole).length >= 2) return 'when';
  if (/^which\b|\bwhich (?:one|option|path|offer|choice|job|way|of)\b/.test(question) || optionsOf(whole).length >= 2) return 'which';
  if (DO.test(question)) return 'do';
  if (
    /^(?:will|is it going to|am i going to|are (?:we|they) going to|is (?:he|she|it|this|that|my \w+) going to|(?:he|she|it|this|that|they) will)\b/.test(
      question,
    ) ||
    /^(?:is|are) .* going to\b/.test(question)
  )
    return 'will';
  if (/^(?:is|are) there (?:anything|something|more)\b|^(?:can|could|would|will) you\b/.test(question)) return 'open';
  if (AUXILIARY.test(question)) return 'yes-no';
  return 'open';
}

/** What kind of answer the text asks for. */
export function questionKind(text: string): QuestionKind {
  const normalised = normaliseQuestion(text);
  if (!normalised.includes('?')) {
    const plain = normalised.replace(FILLERS, '').replace(/[.!]+$/, '');
    if (!QUESTION_WORD.test(plain) && !/\b(?:tell me|explain|i (?:want|would like|'d like) to know|i wonder|wondering|curious)\b/.test(plain))
      return 'statement';
    if (/^(?:tell|explain|describe|say)\b/.test(plain) && !CARD_NAMES.test(plain) && !CARD_WORDS.test(plain))
      return kindOfPart(plain, text) === 'card' ? 'card' : 'open';
  }
  const parts = questionParts(text);
  const first = parts[0] ?? mainQuestion(text);
  return kindOfPart(first, text);
}

const PEOPLE: ReadonlyArray<readonly [Person, RegExp]> = [
  ['ex', /\b(?:my ex|ex-(?:boyfriend|girlfriend|husband|wife|partner)|ex (?:boyfriend|girlfriend|husband|wife|partner)|former partner)\b/],
  ['boss', /\b(?:boss|manager|supervisor|employer|line manager|director|team lead|head of \w+|hr)\b/],
  ['colleague', /\b(?:colleagues?|coworkers?|co-workers?|teammates?|business partner|my team|client|clients)\b/],
  [
    'family',
    /\b(?:mother|mom|mum|father|dad|parents?|sisters?|brothers?|siblings?|son|daughter|kids?|children|grand\w+|aunt|uncle|cousin|in-laws?|stepdad|stepmom|stepmum|niece|nephew|family)\b/,
  ],
  ['friend', /\b(?:friends?|best friend|bestie|roommate|flatmate)\b/],
  [
    'partner',
    /\b(?:boyfriend|girlfriend|husband|wife|(?<!business )partner|spouse|fianc[eé]e?|crush|lover|the guy|the girl|this guy|this girl|him|her|he|she|date|dating|relationship)\b/,
  ],
];

/** Whom the question is about, first match in the order above; "self" when it speaks only of the asker. */
export function personOf(text: string): Person {
  const normalised = normaliseQuestion(text);
  for (const [person, pattern] of PEOPLE) if (pattern.test(normalised)) return person;
  return /\b(?:they|them|someone|somebody|this person|that person)\b/.test(normalised) ? 'someone' : 'self';
}

/** The pronouns for the other person: from "he"/"she" in the text, else "they". */
export function pronounsOf(text: string): Pronouns {
  const normalised = normaliseQuestion(text);
  if (/\b(?:he|him|his|boyfriend|husband|father|dad|brother|son|uncle|fianc[eé])\b/.test(normalised))
    return { subject: 'he', object: 'him', possessive: 'his', s: 's' };
  if (/\b(?:she|her|hers|girlfriend|wife|mother|mom|mum|sister|daughter|aunt|fianc[eé]e)\b/.test(normalised))
    return { subject: 'she', object: 'her', possessive: 'her', s: 's' };
  return { subject: 'they', object: 'them', possessive: 'their', s: '' };
}
