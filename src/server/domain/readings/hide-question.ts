/**
 * Where a text quotes a hidden question, however it is written (issue 25 §1). A model may quote the
 * question without its "?", with another case or accents, across a line break, or only in part ("to
 * stay with him in lisbon"): both texts are read as words folded to lower case without accents, and
 * every run of at least QUOTE_MIN_WORDS words that follow each other in the question too is hidden.
 * Our own offline reader says which pieces of the question it writes (the excerpt, the two options
 * of a choice: Reader.quotesOf), and those are hidden however short they are. A model's paraphrase is not a quote: the share
 * dialog says so and shows the public page before the link exists.
 */

/** Three words in the question's order: shorter runs ("in my life") are ordinary language. */
export const QUOTE_MIN_WORDS = 3;
export const HIDDEN_QUESTION = '…';

interface Word {
  folded: string;
  start: number;
  end: number;
}

/** Letters and digits; everything else (spaces, punctuation, quotation marks) only separates words. */
const WORD = /[\p{L}\p{N}]+/gu;
/** A quote's own closing "?" or "!" goes with it. */
const CLOSING_MARKS = /^[?!]+/;

function foldWord(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

function wordsOf(text: string): Word[] {
  return [...text.matchAll(WORD)].map((match) => ({ folded: foldWord(match[0]), start: match.index, end: match.index + match[0].length }));
}

/** Marks every run of text words that also follow each other in `target`, of `minWords` words or more. */
function markRuns(words: readonly Word[], target: readonly string[], minWords: number, hidden: boolean[]): void {
  // The longest run ending at each (text word, target word) pair.
  let previous = new Array<number>(target.length).fill(0);
  for (let i = 0; i < words.length; i++) {
    const current = new Array<number>(target.length).fill(0);
    for (let j = 0; j < target.length; j++) {
      if (words[i]?.folded !== target[j]) continue;
      const run = (j > 0 ? (previous[j - 1] ?? 0) : 0) + 1;
      current[j] = run;
      if (run >= minWords) hidden.fill(true, i - run + 1, i + 1);
    }
    previous = current;
  }
}

/**
 * The character ranges of `text` that quote `question`, merged where they touch. `pieces` are the
 * exact parts of the question the writer of `text` is known to quote (Reader.quotesOf): each is
 * hidden wherever it appears whole, even a single word.
 */
export function questionQuotes(text: string, question: string, pieces: readonly string[] = []): Array<[number, number]> {
  const asked = wordsOf(question).map((word) => word.folded);
  if (asked.length === 0) return [];
  const words = wordsOf(text);
  const hidden = new Array<boolean>(words.length).fill(false);
  markRuns(words, asked, Math.min(QUOTE_MIN_WORDS, asked.length), hidden);
  for (const piece of pieces) {
    const folded = wordsOf(piece).map((word) => word.folded);
    if (folded.length > 0) markRuns(words, folded, folded.length, hidden);
  }
  const ranges: Array<[number, number]> = [];
  words.forEach((word, index) => {
    if (!hidden[index]) return;
    const last = ranges.at(-1);
    if (last && hidden[index - 1]) last[1] = word.end;
    else ranges.push([word.start, word.end]);
  });
  return ranges.map(([start, end]) => [start, end + (CLOSING_MARKS.exec(text.slice(end))?.[0].length ?? 0)]);
}

/** `text` with every quote of `question` replaced by "…". */
export function withoutQuestion(text: string, question: string, pieces: readonly string[] = []): string {
  let result = '';
  let from = 0;
  for (const [start, end] of questionQuotes(text, question, pieces)) {
    result += text.slice(from, start) + HIDDEN_QUESTION;
    from = end;
  }
  return result + text.slice(from);
}
