// What kind of question the person asked: a yes/no question (and whether it names a fear), a choice
// between two paths, "what if …", "when …", "why …", "how can I …", or a question about their sign.

import { areaScore, LEGAL_PATTERN } from './themes.ts';
import { collapse, reflectPronouns } from './text.ts';

export interface QuestionShape {
  /** Asks for a yes or a no: "Does he love me?", "Is this a good time to start my bakery?" */
  yesNo: boolean;
  /** The yes/no question names a feared outcome, so a hopeful spread answers it with no. */
  fearful: boolean;
  /** "Should I stay or leave?": the two options, in the reader's words ("stay", "leave"). */
  choice?: readonly [string, string];
  /** "What if they say no?": the imagined outcome, in the reader's words ("they say no"). */
  whatIf?: string;
  /** The imagined outcome is a refusal. */
  refusal: boolean;
  timing: boolean;
  why: boolean;
  how: boolean;
  /** A sun sign the text names, or 'own' for "my sign", "my horoscope", "star sign". */
  sign?: string;
  /** The text names the sign as the person's own ("my Scorpio nature", "I'm a Leo", "as a Scorpio"). */
  ownSign: boolean;
  /**
   * The question is about health, the law or a money decision: the reader gives no yes or no there,
   * since a lean would read as a medical, legal or financial directive.
   */
  sensitive?: 'health' | 'legal' | 'money';
}

export const SIGN_NAMES = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
] as const;

const AUXILIARIES = new Set(
  "is are am was were will would should shall does do did can could may might must has have had isn't aren't won't wouldn't shouldn't doesn't don't didn't can't couldn't hasn't haven't".split(
    ' ',
  ),
);
const FILLERS = /^(?:(?:so|and|but|ok|okay|well|also|then|honestly|please|tarot|cards|hi|hey)[,\s]+)+/;
const FEARS =
  /\b(?:fail\w*|los(?:e|ing) (?:my|him|her|them|everything|the|our|it)|leav(?:e|ing) me|left me|cheat\w*|lying|lie to me|break(?:ing)? up|over between|worse|too late|say no|says no|reject\w*|fired|laid off|hates? me|angry|mad at|mistake|wrong|bad idea|mess(?:ed)? up|never)\b/;
const MONEY_DECISION =
  /\b(?:invest\w*|stocks?|shares|crypto\w*|loans?|mortgage|debts?|savings|(?:buy|sell)(?:ing)? (?:a|my|our|the|some) \w+|lottery|gambl\w*|bet(?:ting)?)\b/;
const REFUSAL =
  /\b(?:say|says|said) no\b|\breject\w*|\bturn(?:s|ed)? (?:you|me|it) down\b|\bnot interested\b|\b(?:doesn't|don't|does not|do not) feel the same\b/;

function normalise(text: string): string {
  return collapse(text.toLowerCase().replace(/[\u2018\u2019]/g, "'"));
}

/** The question itself when the text also holds context: the last sentence that ends in "?". */
function mainQuestion(text: string): string {
  const questions = normalise(text).match(/[^.!?]*\?/g) ?? [];
  const last = questions[questions.length - 1] ?? normalise(text);
  return last.trim().replace(FILLERS, '');
}

function choiceOf(question: string): readonly [string, string] | undefined {
  const match =
    /^(?:should|do|can|could|would|will|shall) (?:i|we) (.+?),? or (?:should (?:i|we) |do (?:i|we) |would (?:i|we) )?(.+?)[?.!]*$/.exec(question) ??
    /^is it (?:better|wiser|best) (?:for me )?to (.+?),? or (?:to )?(.+?)[?.!]*$/.exec(question);
  const first = match?.[1];
  const second = match?.[2];
  if (!first || !second || /^not\b/.test(second)) return undefined;
  return [reflectPronouns(first), reflectPronouns(second)];
}

const ASTROLOGY = /\b(?:my (?:star |sun |zodiac )?sign|star sign|sun sign|zodiac|horoscope|astrolog\w*)\b/;

/**
 * A sign counts only where it is clearly a sign ("my Scorpio nature", "I'm a Leo", "as a Virgo",
 * "Libra energy") or the text speaks of astrology: "Will Leo call me?" names a person, and "my cancer
 * treatment" an illness.
 */
function signOf(text: string): { sign?: string; ownSign: boolean } {
  const astrology = ASTROLOGY.test(text);
  for (const name of SIGN_NAMES) {
    const sign = name.toLowerCase();
    const own = new RegExp(`\\b(?:${sign === 'cancer' ? '' : 'my|'}i'm an?|i am an?|as an?|being an?|me,? an?) ${sign}\\b`).test(text);
    const described = new RegExp(
      `\\b(?:${sign === 'cancer' ? '' : 'an?|'}fellow) ${sign}\\b|\\b${sign}s? (?:nature|energy|sign|season|traits?|side|personality|sun|moon|rising)\\b`,
    ).test(text);
    if (own || described || (astrology && new RegExp(`\\b${sign}s?\\b`).test(text))) {
      return { sign: name, ownSign: own || new RegExp(`\\bmy ${sign}\\b`).test(text) };
    }
  }
  return astrology ? { sign: 'own', ownSign: true } : { ownSign: false };
}

export function questionShape(text: string): QuestionShape {
  const all = normalise(text);
  const question = mainQuestion(text);
  const firstWord = question.split(' ')[0] ?? '';
  const whatIfMatch = /\bwhat if (.+?)(?:[?.!]|$)/.exec(all);
  const whatIf = whatIfMatch?.[1] ? reflectPronouns(whatIfMatch[1].trim()) : undefined;
  const choice = choiceOf(question);
  // "Can you tell me more?" asks the reader for something; "Do you think he loves me?" is still a yes/no question.
  const request = /^(?:can|could|would|will) you\b/.test(question);
  const yesNo = !whatIf && !choice && !request && AUXILIARIES.has(firstWord);
  const sensitive = areaScore(question, 'health') > 0 ? 'health' : LEGAL_PATTERN.test(question) ? 'legal' : MONEY_DECISION.test(question) ? 'money' : undefined;
  return {
    yesNo,
    fearful: yesNo && FEARS.test(question),
    ...(choice ? { choice } : {}),
    ...(whatIf ? { whatIf } : {}),
    refusal: REFUSAL.test(all),
    timing: /\b(?:when|how (?:long|soon)|what time|which month|timeline|timing)\b/.test(all),
    why: /(?:^|[.!?]\s*)why\b|\bwhy (?:do|does|did|is|am|are|can't|won't|has|have)\b/.test(all),
    how: /\b(?:how (?:can|do|should|could|might|would) (?:i|we)|what (?:should|can|could|do) (?:i|we) do|what steps?|any advice|what would help|how to)\b/.test(
      all,
    ),
    ...signOf(all),
    ...(sensitive ? { sensitive } : {}),
  };
}

const POSITION_CUES: Readonly<Record<string, RegExp>> = {
  Past: /\b(?:past|before|used to|history|previous\w*|earlier|ex|childhood|ago|back then|happened|why did)\b/,
  Present: /\b(?:now|currently|current|present|today|right now|this week|at the moment|lately|these days)\b/,
  Future: /\b(?:future|will|going to|next|soon|coming|ahead|when|later|eventually|outcome|expect)\b/,
};

export function mentionsPosition(text: string, position: string): boolean {
  return POSITION_CUES[position]?.test(normalise(text)) ?? false;
}
