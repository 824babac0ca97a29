// A language other than English that the risk assessment reads (issue 28 §1): its own plain shape of
// text, its own signs and its own context that turns a sign off. English stays in ../ (the signs
// there are written over English word classes); each other language answers with the same findings,
// which the one assessment counts together.
import type { Finding } from '../sign.ts';

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
}
