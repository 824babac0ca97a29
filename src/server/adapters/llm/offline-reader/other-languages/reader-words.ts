import type { SafetyConcern } from '../../../../../shared/safety.ts';

/**
 * The built-in reader's words in a language other than English (issue 28 §1). The English reader
 * is richer (it reads the question's shape, leans on yes-or-no questions, remembers); in the other
 * languages the reading is built from the cards' own translated meanings and these sentences. Every
 * sentence speaks of "the card" (a feminine noun in all four languages), never agrees with a card's
 * own name, so gender and number always agree.
 */
export interface ReaderWords {
  /** For lists of keywords through Intl.ListFormat. */
  locale: string;
  /** First sentence of a reading; `excerpt` is the person's question, already shortened, quoted by the sentence. */
  question(excerpt: string): string;
  /** Second sentence: how the reading proceeds. */
  opening: string;
  /** An upright card's meaning introduced ("The card here says: …"); `meaning` is one or two full sentences. */
  upright(meaning: string): string;
  /** A reversed card's meaning introduced, saying the card lies reversed. */
  reversed(meaning: string): string;
  /** Heading of the section on the cards together. */
  togetherHeading: string;
  /** The spread as a whole; `keywords` is a list already joined ("a, b and c"). */
  together(keywords: string): string;
  /** Heading of the closing section. */
  guidanceHeading: string;
  /** Closing advice grounded in the last card; `card` is its name. */
  guidance(card: string): string;
  /** Last sentence of a reading: reflection, not fate. */
  reflection: string;
  /** When the risk assessment recognised something: the reading is short, gentle and points to help (shown on screen). */
  quiet: {
    opening: string;
    /** Guidance replacing the usual one, per concern (the most urgent first is used). */
    guidance: Readonly<Record<SafetyConcern, string>>;
  };
  followUp: {
    heading: string;
    /** `excerpt` is the follow-up question, shortened, quoted by the sentence. */
    intro(excerpt: string): string;
    /** Which card answers it: `position` is the place's name, `card` the card's name. */
    focus(position: string, card: string): string;
    closing: string;
    /** A follow-up after a concern was recognised (now or earlier in the reading). */
    quiet: string;
  };
  daily: {
    /** `card` is the card's name, with the reversed mark when it is reversed. */
    opening(card: string): string;
    /** A small thing to notice today; `keyword` is one of the card's keywords. */
    notice(keyword: string): string;
    closing: string;
  };
  /** Marks a reversed card's name in the daily card ("The Fool, reversed"). */
  reversedName(card: string): string;
  /** The built-in spreads' places by their English name: their name here, and one full sentence on what the place speaks of. */
  positions: Readonly<Record<string, { name: string; about: string }>>;
}
