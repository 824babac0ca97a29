// What the safety model sees of a normalised text: its words, word pairs and triples, and the
// letters of each four- and five-letter stretch (so "unalive", "kms" and a misspelt word share most
// of their features with what the labelled sets hold), each hashed into one of 2^bits buckets.
// Words a denial reaches are told apart ("no bleeding" is not "bleeding"; "can not breathe" is
// learned for what it is): they are written in capitals, which the normalised text never holds.

const FNV_OFFSET = 0x811c9dc5;

/** FNV-1a, 32 bits, over text[from, to), from a running hash: stable across machines and releases (the weights are stored by it). */
function fnv1a(text: string, hash = FNV_OFFSET, from = 0, to = text.length): number {
  let running = hash;
  for (let index = from; index < to; index++) {
    running ^= text.charCodeAt(index);
    running = Math.imul(running, 0x01000193);
  }
  return running;
}

const LETTER_STRETCHES = [4, 5] as const;

/** What denies the words after it, and where its reach ends; each language has its own (languages/). */
export interface DenialWords {
  denies(word: string): boolean;
  endsReach(word: string): boolean;
}

const DENIAL = /^(?:no|not|never|nothing|without|neither|nor|none)$/;
/** Where a denial's reach ends: a clause mark or a word that joins another clause. */
const REACH_ENDS = /^(?:\.|and|but|so|or|because|cause|if|when|then|yet|though|although|while|since|until|unless|whether)$/;
const DENIAL_REACH = 3;

export const ENGLISH_DENIALS: DenialWords = { denies: (word) => DENIAL.test(word), endsReach: (word) => REACH_ENDS.test(word) };

/** The words, those within a denial's reach in capitals; clause marks dropped. */
function wordsWithDenials(normalised: string, denials: DenialWords): string[] {
  const words: string[] = [];
  let reach = 0;
  for (const word of normalised.split(' ')) {
    if (word === '') continue;
    if (denials.endsReach(word)) reach = 0;
    else if (denials.denies(word)) reach = DENIAL_REACH + 1;
    if (word === '.') continue;
    words.push(reach > 0 && !denials.denies(word) ? word.toUpperCase() : word);
    if (reach > 0) reach -= 1;
  }
  return words;
}

/** The buckets a normalised text lights, each once. */
export function featuresOf(normalised: string, bits: number, denials: DenialWords = ENGLISH_DENIALS): number[] {
  const size = 2 ** bits;
  const words = wordsWithDenials(normalised, denials);
  const buckets = new Set<number>();
  const add = (feature: string) => buckets.add((fnv1a(feature) >>> 0) % size);
  for (const [index, word] of words.entries()) {
    add(`w:${word}`);
    const next = words[index + 1];
    if (next === undefined) continue;
    add(`b:${word} ${next}`);
    const third = words[index + 2];
    if (third !== undefined) add(`t:${word} ${next} ${third}`);
  }
  const padded = ` ${words.join(' ')} `;
  for (const length of LETTER_STRETCHES) {
    // The hash of "c4:" once, then each stretch read in place (no string made per stretch).
    const prefix = fnv1a(`c${length}:`);
    for (let start = 0; start + length <= padded.length; start++) buckets.add((fnv1a(padded, prefix, start, start + length) >>> 0) % size);
  }
  return [...buckets];
}
