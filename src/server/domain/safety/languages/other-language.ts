// A language other than English that the risk assessment reads (issue 28 §1): its own plain shape of
// text, its own signs and its own context that turns a sign off. English stays in ../ (the signs
// there are written over English word classes); each other language answers with the same findings,
// which the one assessment counts together.
import type { DenialWords } from '../model/features.ts';
import type { Finding } from '../sign.ts';
import { CLAUSE_MARK } from './language-findings.ts';

export interface OtherLanguage {
  /** BCP 47, as the product's languages name it. */
  tag: 'es' | 'pt-BR' | 'fr' | 'de';
  /** The findings that survive this language's context mutes. Pure and synchronous. */
  findings(text: string): Finding[];
  /**
   * Whether the text is plainly in this language. Then the English signs stay silent: they would
   * read its loanwords ("suicide", "overdose") without the denial or story around them.
   */
  isWrittenIn?(text: string): boolean;
  /** How the safety model reads this language (../model/, record 0031). */
  model: LanguageForModel;
}

export interface LanguageForModel {
  /** The text as this language's signs read it: folded, shorthand spelt out, clauses marked. */
  plain(text: string): string;
  denials: DenialWords;
  /** A story, or a past that is over: the context that turns every concern off in the whole text. */
  mutesWholeText(plain: string): boolean;
  /** Whom the text is about, when the model found what no sign did. */
  people: { self: ReadonlySet<string>; others: ReadonlySet<string>; animals: ReadonlySet<string> };
}

/** A language's denial words and clause joins, as the safety model's features read them. */
export function denialsOf(context: { denial: RegExp; clauseJoin: RegExp }): DenialWords {
  return { denies: (word) => context.denial.test(word), endsReach: (word) => word === CLAUSE_MARK || context.clauseJoin.test(word) };
}
