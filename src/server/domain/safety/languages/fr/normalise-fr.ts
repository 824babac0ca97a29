// French put into one plain shape before any sign is looked for: lower case, accents folded
// ("suicidé" → "suicide"), elisions spelt out ("j'ai" → "je ai", "m'en" → "me en", "l'air" → "le
// air"), chat shorthand and common slips put right ("jveux" → "je veux", "mourrir" → "mourir"), and
// punctuation reduced to one clause mark.
import { CLAUSE_MARK } from '../language-findings.ts';

/** Elided words, with or without their apostrophe once the apostrophe is a space: "j ai", "jai". */
const ELISIONS: ReadonlyMap<string, string> = new Map([
  ['j', 'je'],
  ['m', 'me'],
  ['t', 'te'],
  ['s', 'se'],
  ['l', 'le'],
  ['n', 'ne'],
  ['d', 'de'],
  ['c', 'ce'],
  ['qu', 'que'],
  ['jusqu', 'jusque'],
  ['lorsqu', 'lorsque'],
  ['puisqu', 'puisque'],
]);

/** Chat shorthand and everyday slips, word for word. */
const SHORTHAND: ReadonlyMap<string, string> = new Map([
  ['jai', 'je ai'],
  ['g', 'je ai'],
  ['jen', 'je en'],
  ['jme', 'je me'],
  ['jm', 'je me'],
  ['jte', 'je te'],
  ['jne', 'je ne'],
  ['jsuis', 'je suis'],
  ['jsui', 'je suis'],
  ['chui', 'je suis'],
  ['chuis', 'je suis'],
  ['jss', 'je suis'],
  ['jveux', 'je veux'],
  ['jveu', 'je veux'],
  ['jvx', 'je veux'],
  ['jvais', 'je vais'],
  ['jvai', 'je vais'],
  ['jvé', 'je vais'],
  ['jpense', 'je pense'],
  ['jpeux', 'je peux'],
  ['jpp', 'je en peux plus'],
  ['jsp', 'je sais pas'],
  ['jsais', 'je sais'],
  ['jfais', 'je fais'],
  ['jaimerais', 'je aimerais'],
  ['veu', 'veux'],
  ['vx', 'veux'],
  ['envi', 'envie'],
  ['mourrir', 'mourir'],
  ['mourire', 'mourir'],
  ['mouri', 'mourir'],
  ['sucide', 'suicide'],
  ['sucider', 'suicider'],
  ['suiside', 'suicide'],
  ['suicid', 'suicide'],
  ['sucidaire', 'suicidaire'],
  ['suicidere', 'suicidaire'],
  ['suicidair', 'suicidaire'],
  ['frape', 'frappe'],
  ['frapé', 'frappe'],
  ['copin', 'copain'],
  ['suisidaire', 'suicidaire'],
  ['tt', 'tout'],
  ['pr', 'pour'],
  ['pk', 'pourquoi'],
  ['pq', 'pourquoi'],
  ['pcq', 'parce que'],
  ['bcp', 'beaucoup'],
  ['ds', 'dans'],
  ['qd', 'quand'],
  ['koi', 'quoi'],
  ['oci', 'aussi'],
  ['mm', 'meme'],
  ['tjrs', 'toujours'],
  ['tjs', 'toujours'],
  ['auj', 'aujourd hui'],
  ['ajd', 'aujourd hui'],
  ['slt', 'salut'],
  ['vrmt', 'vraiment'],
  ['vraimen', 'vraiment'],
  ['mtn', 'maintenant'],
  ['dmain', 'demain'],
  ['2main', 'demain'],
  ['plu', 'plus'],
  ['pa', 'pas'],
  ['ya', 'il y a'],
  ['cest', 'ce est'],
]);

/** Past participles after which "ma" is "m'a": "il ma frappée", "il ma dit". */
const MA_PARTICIPLE =
  /^(?:frappee?|menacee?|battue?|giflee?|dit|poussee?|etranglee?|violee?|tapee?|insultee?|fait|donne|jetee?|cognee?|agressee?|mordue?|casse|tuee?|blessee?|enfermee?|quittee?|trompee?|harcelee?|suivie?|forcee?|tire|tiree|secouee?|ecrit|envoye|appele|appelee)$/;

function foldAccents(text: string): string {
  return text
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** The plain shape of a French text (see the file comment). */
export function normaliseFrench(text: string): string {
  const words = foldAccents(text.toLowerCase())
    .replace(/[’‘`´]/g, "'")
    .replace(/[.!?;:,()[\]{}"«»…]+|\s[-–—]+\s|\s[-–—]+$|^[-–—]+\s/g, ` ${CLAUSE_MARK} `)
    // "est-ce", "peut-être", "y a-t-il": a hyphen joins words that read as words.
    .replace(/-t-/g, ' ')
    .replace(/(\w)-(?=\w)/g, '$1 ')
    .replace(/'/g, ' ')
    .replace(/[^\w. ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => (ELISIONS.get(word) ?? SHORTHAND.get(word) ?? word).split(' '));
  // "il ma frappé": "m'a" typed without its apostrophe, before a past participle.
  for (const [index, word] of words.entries()) {
    if (word === 'ma' && MA_PARTICIPLE.test(words[index + 1] ?? '')) words.splice(index, 1, 'me', 'a');
  }
  // Clause marks never repeat and never open or close the text.
  while (words[0] === CLAUSE_MARK) words.shift();
  while (words.at(-1) === CLAUSE_MARK) words.pop();
  return words.filter((word, index) => word !== CLAUSE_MARK || words[index - 1] !== CLAUSE_MARK).join(' ');
}
