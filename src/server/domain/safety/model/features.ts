// What the safety model sees of a normalised text: its words, word pairs and triples, and the
// letters of each four- and five-letter stretch (so "unalive", "kms" and a misspelt word share most
// of their features with what the labelled sets hold), each hashed into one of 2^bits buckets.

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

/** The buckets a normalised text lights, each once. */
export function featuresOf(normalised: string, bits: number): number[] {
  const size = 2 ** bits;
  const words = normalised.split(' ').filter((word) => word !== '' && word !== '.');
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
