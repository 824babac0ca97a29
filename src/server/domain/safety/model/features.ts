// What the safety model sees of a normalised text: its words, word pairs and triples, and the
// letters of each four- and five-letter stretch (so "unalive", "kms" and a misspelt word share most
// of their features with what the labelled sets hold), each hashed into one of 2^bits buckets.

/** FNV-1a, 32 bits: fast, stable across machines and releases (the weights are stored by it). */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const LETTER_STRETCHES = [4, 5] as const;

/** The buckets a normalised text lights, each once. */
export function featuresOf(normalised: string, bits: number): number[] {
  const size = 2 ** bits;
  const words = normalised.split(' ').filter((word) => word !== '' && word !== '.');
  const buckets = new Set<number>();
  const add = (feature: string) => buckets.add(fnv1a(feature) % size);
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
    for (let start = 0; start + length <= padded.length; start++) add(`c${length}:${padded.slice(start, start + length)}`);
  }
  return [...buckets];
}
