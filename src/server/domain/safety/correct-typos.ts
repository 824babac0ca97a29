// Misspelt key words ("sucide", "suicidle", "myslef", "unconcious") are put right by edit distance,
// so the signs need not list every misspelling. Only long, distinctive words are corrected: short
// ones ("die", "kill", "cut") have too many real neighbours ("dine", "kiln", "cute").

/** The words the signs rely on that people commonly misspell. */
const KEY_WORDS = [
  'suicide',
  'suicidal',
  'myself',
  'himself',
  'herself',
  'themselves',
  'yourself',
  'unalive',
  'overdose',
  'overdosed',
  'overdosing',
  'unconscious',
  'unresponsive',
  'seizure',
  'seizures',
  'miscarriage',
  'miscarrying',
  'anaphylaxis',
  'anaphylactic',
  'paracetamol',
  'pregnant',
  'everyone',
  'everybody',
  'anymore',
  'disappear',
  'forever',
  'goodbye',
  'tomorrow',
  'hopeless',
  'worthless',
  'pointless',
  'meaningless',
  'threatened',
  'threatening',
  'stomach',
] as const;

/**
 * Real English words within reach of a key word (found with an English word list): a correct
 * word is never "corrected" ("overdoes" is not "overdose", "conscious" is not "unconscious").
 */
const REAL_NEIGHBOURS = new Set([
  'boneless',
  'conscious',
  'countless',
  'disappeared',
  'disappears',
  'evermore',
  'goodby',
  'goodbyes',
  'goodbys',
  'hapless',
  'homeless',
  'hopelessly',
  'hornless',
  'loveless',
  'mirthless',
  'miscarriages',
  'morrow',
  'overbore',
  'overcome',
  'overcoming',
  'overdo',
  'overdoes',
  'overdoing',
  'overdone',
  'overdoses',
  'overdue',
  'overjoyed',
  'overjoying',
  'overrode',
  'overtone',
  'overuse',
  'overused',
  'overusing',
  'painless',
  'pennant',
  'poignant',
  'pointers',
  'pointiest',
  'pointlessly',
  'pregnancy',
  'remnant',
  'responsive',
  'secures',
  'seizes',
  'shapeless',
  'stomachs',
  'subconscious',
  'suicides',
  'threaten',
  'threateningly',
  'threatens',
  'tomorrows',
  'toneless',
  'toothless',
  'topless',
  'unconsciously',
  'verbose',
  'worthies',
  'worthiest',
  'worthiness',
]);

/**
 * Spanish and Portuguese words within reach of a key word ("suicidio" is not a slip of "suicidal"):
 * languages/es and languages/pt-BR read them, with their own denials and stories.
 */
const OTHER_LANGUAGE_WORDS = new Set([
  'suicida',
  'suicidas',
  'suicidio',
  'suicidios',
  'suicidan',
  'suicidar',
  'suicidou',
  'suicidaram',
  'suicidarse',
  'suicidarme',
]);

const KEY_WORD_SET: ReadonlySet<string> = new Set(KEY_WORDS);

/** The key words by first letter: slips rarely touch the first letter, and it keeps unrelated words apart. */
const KEY_WORDS_BY_INITIAL: ReadonlyMap<string, readonly string[]> = KEY_WORDS.reduce((byInitial, word) => {
  byInitial.set(word.charAt(0), [...(byInitial.get(word.charAt(0)) ?? []), word]);
  return byInitial;
}, new Map<string, string[]>());

/** How many typing slips a word of this length may carry and still be recognised. */
function allowedSlips(length: number): number {
  return length >= 8 ? 2 : 1;
}

/** Edit distance with transpositions ("wnat"), stopping early once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      let best = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, (beforePrevious[j - 2] ?? 0) + 1);
      current.push(best);
      rowMinimum = Math.min(rowMinimum, best);
    }
    if (rowMinimum > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** The key word a token is a slip of, or the token itself. */
export function correctTypo(token: string): string {
  if (token.length < 5 || KEY_WORD_SET.has(token) || REAL_NEIGHBOURS.has(token) || OTHER_LANGUAGE_WORDS.has(token)) return token;
  let best = token;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const word of KEY_WORDS_BY_INITIAL.get(token.charAt(0)) ?? []) {
    const limit = allowedSlips(word.length);
    const distance = editDistance(token, word, limit);
    if (distance <= limit && distance < bestDistance) {
      best = word;
      bestDistance = distance;
    }
  }
  return best;
}
