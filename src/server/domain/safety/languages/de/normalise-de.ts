// German put into one plain shape before any sign is looked for: lower case, umlauts and ß folded
// whether typed or written out ("müde", "muede" → "mude"; "Gefühl", "Gefuehl" → "gefuhl"; "ß" →
// "ss"), chat shorthand and common slips put right ("nich" → "nicht", "hab" → "habe", "umbrigen" →
// "umbringen"), and punctuation reduced to one clause mark. Not the comma German sets before every
// "zu", relative or "dass" clause ("ich denke daran, mich umzubringen"): that clause belongs to its
// sentence.
import { CLAUSE_MARK } from '../language-findings.ts';

/** Chat shorthand and everyday slips, word for word, over the folded text. */
const SHORTHAND: ReadonlyMap<string, string> = new Map([
  ['nich', 'nicht'],
  ['net', 'nicht'],
  ['ned', 'nicht'],
  ['nix', 'nichts'],
  ['hab', 'habe'],
  ['habs', 'habe es'],
  ['ne', 'eine'],
  ['nen', 'einen'],
  ['n', 'ein'],
  ['gehts', 'geht es'],
  ['gibts', 'gibt es'],
  ['wars', 'war es'],
  ['ists', 'ist es'],
  ['isses', 'ist es'],
  ['is', 'ist'],
  ['vllt', 'vielleicht'],
  ['grad', 'gerade'],
  ['bissl', 'bisschen'],
  ['umbrigen', 'umbringen'],
  ['umbrinngen', 'umbringen'],
  ['umbingen', 'umbringen'],
  ['umbringn', 'umbringen'],
  ['sterbn', 'sterben'],
  ['lebn', 'leben'],
  ['sterbem', 'sterben'],
  ['umbrngen', 'umbringen'],
  ['geschlagn', 'geschlagen'],
  ['selbstmort', 'selbstmord'],
  ['suzid', 'suizid'],
  ['suicid', 'suizid'],
  ['suizit', 'suizid'],
  ['suicidal', 'suizidal'],
  ['suizital', 'suizidal'],
  ['lebensmuede', 'lebensmude'],
  ['kb', 'keinen bock'],
  ['kp', 'keinen plan'],
  ['ka', 'keine ahnung'],
  // Austrian and Bavarian spellings.
  ['hob', 'habe'],
  ['kan', 'keinen'],
]);

/** Umlauts written out ("ue"), but not where the vowels meet by chance ("neue", "Bauer", "Quelle"). */
function foldUmlauts(text: string): string {
  return text
    .replace(/ß/g, 'ss')
    .replace(/ä/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/ü/g, 'u')
    .replace(/(?<![aeiouq])([aou])e(?![ei])/g, '$1')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** The plain shape of a German text (see the file comment). */
export function normaliseGerman(text: string): string {
  const words = foldUmlauts(text.toLowerCase())
    .replace(/[’‘`´']/g, '')
    // A comma before a "zu", relative or "dass" clause, or before "für immer", joins what follows to
    // its sentence ("ein Muttermal, das blutet"); any other comma ends a clause.
    .replace(
      /,(?=\s*(?:(?:\S+\s+){0,5}?(?:zu\s+\S|\S+zu\S+en\b)|(?:der|die|das|den|dem|deren|dessen|welche\w*|wenn|dass|ob|für immer|fur immer|endgültig|endgultig)\b))/gi,
      ' ',
    )
    .replace(/(\d)\.(?= ?\w)/g, '$1')
    .replace(/[.,!?;:()[\]{}"„“”«»…]+|\s[-–—]+\s|\s[-–—]+$|^[-–—]+\s/g, ` ${CLAUSE_MARK} `)
    .replace(/(\w)-(?=\w)/g, '$1 ')
    .replace(/[^\w. ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => (SHORTHAND.get(word) ?? word).split(' '));
  // Clause marks never repeat and never open or close the text.
  while (words[0] === CLAUSE_MARK) words.shift();
  while (words.at(-1) === CLAUSE_MARK) words.pop();
  const joined = words.filter((word, index) => word !== CLAUSE_MARK || words[index - 1] !== CLAUSE_MARK).join(' ');
  // "Wenn er nicht zurückkommt, bring ich mich um": the "wenn" clause's denial is not the main clause's.
  return joined.replace(
    /\b((?:wenn|falls|sobald) (?:\w+ ){1,8}?)((?:bringe?|bringt|tue?|tut|mache?|macht|springe?|springt|hange?|werde|wird|bin|ist) (?:ich|er|sie))\b/g,
    (all, before: string, after: string) => (before.endsWith(`${CLAUSE_MARK} `) ? all : `${before}${CLAUSE_MARK} ${after}`),
  );
}
