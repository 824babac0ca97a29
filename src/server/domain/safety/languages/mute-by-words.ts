// Context that turns a found sign off in a language other than English, as context-mutes.ts does
// for English: a denial just before the sign ("no quiero morir sin ver el mar"), a story, a dream or
// a study ("en la serie el protagonista se suicida"), and a past that is over ("de adolescente me
// cortaba, pero ya lo superé"). Each language brings its words; the rules are the same.
import type { Finding } from '../sign.ts';
import { CLAUSE_MARK } from './find-signs-by-words.ts';

export interface ContextWords {
  /** A denial word standing alone: "no", "nunca", "jamás". */
  denial: RegExp;
  /** The word after a denial that makes it affirm what follows: "no aguanto más, quiero morir". */
  affirming: RegExp;
  /** Words that end a denial's reach: "y", "pero", "porque". */
  clauseJoin: RegExp;
  /** Someone else's story, a dream, a study or a job: what it tells is no one's emergency now. */
  story: RegExp;
  /** The writer stepping out of the story: "en la vida real", "yo también". */
  realLife: RegExp;
  /** A time long gone, a present that is well, and what says the past is back. */
  longPast: RegExp;
  resolved: RegExp;
  recurring: RegExp;
}

/** How many words before a sign a denial still reaches: "no estoy pensando en suicidarme". */
const DENIAL_REACH = 4;

function denied(text: string, start: number, words: ContextWords): boolean {
  const mark = ` ${CLAUSE_MARK} `;
  const from = text.lastIndexOf(mark, start);
  const before = text
    .slice(from < 0 ? 0 : from + mark.length, start)
    .split(' ')
    .filter(Boolean);
  const reach = before.slice(-DENIAL_REACH);
  const joined = reach.findLastIndex((word) => words.clauseJoin.test(word));
  return reach.some((word, index) => index > joined && words.denial.test(word) && !words.affirming.test(reach[index + 1] ?? ''));
}

/** The findings that still count once the context has spoken. */
export function unmutedByWords(text: string, findings: readonly Finding[], words: ContextWords): Finding[] {
  if (findings.length === 0 || mutedAsAWhole(text, words)) return [];
  return findings.filter((finding) => !denied(text, finding.start, words));
}

/** A story, or a past that is over and resolved: nothing in the text is an emergency now. */
export function mutedAsAWhole(text: string, words: ContextWords): boolean {
  if (words.story.test(text) && !words.realLife.test(text)) return true;
  return words.longPast.test(text) && words.resolved.test(text) && !words.recurring.test(text);
}
