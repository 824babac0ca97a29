// What every language other than English needs around its own signs (see other-language.ts): whom a
// sign is about, and the context that turns it off (a denial before it, a story, a past that is
// over). The words differ per language; the reasoning is the one of ../sign.ts and
// ../context-mutes.ts, which are written over English words.
import { forEachSignMatch, type About, type Finding, type Sign } from '../sign.ts';

/** The mark the languages' normalisers put between clauses, as in ../normalise-text.ts. */
export const CLAUSE_MARK = '.';
const MARK = ` ${CLAUSE_MARK} `;

export interface PersonWords {
  /** The writer as subject or object: "je", "me", "ich", "mich". */
  self: ReadonlySet<string>;
  /** "My": before a thing ("ma poitrine") it is the writer; before a person, that person. */
  myWords: ReadonlySet<string>;
  /** Another person: pronouns ("il", "sie") and relations ("sœur", "Freund"). */
  others: ReadonlySet<string>;
  /** The writer's partner, parent or ex: when they harm, the writer is the one at risk. */
  harmers: ReadonlySet<string>;
  animals: ReadonlySet<string>;
}

export interface ContextWords {
  /** A word that denies what follows within reach ("pas", "nicht"). */
  denial: RegExp;
  /** A denial that affirms, checked on the words from the denial on ("kann nicht mehr leben"). */
  affirmingDenial: RegExp;
  /** A word that starts another statement, ending a denial's reach ("mais", "aber"). */
  clauseJoin: RegExp;
  /** A subject after the denial: another statement ("sans lui je veux mourir"). */
  subject: RegExp;
  fiction: RegExp;
  realLife: RegExp;
  longPast: RegExp;
  resolved: RegExp;
  recurring: RegExp;
  /**
   * A denial closing right after the sign, as French "ne … pas" ("il ne me frappe pas", `before`
   * then the opening half) or German "nicht" ("er schlägt mich nicht").
   */
  negationAround?: { before?: RegExp; after: RegExp; reach: number };
  /** A denial word that denies only after the opening half of `negationAround`: French "plus" ("ne … plus", not "plus heureuse"). */
  needsOpening?: RegExp;
}

/** How many words before a sign a denial still reaches. */
const DENIAL_REACH = 4;

function clauseWordsBefore(text: string, start: number): string[] {
  const from = text.lastIndexOf(MARK, start);
  return text
    .slice(from < 0 ? 0 : from + MARK.length, start)
    .split(' ')
    .filter(Boolean);
}

function clauseFrom(text: string, start: number): string {
  const to = text.indexOf(MARK, start);
  return text.slice(start, to < 0 ? text.length : to);
}

function pointsAt(word: string, words: PersonWords, withAnimals: boolean): About | undefined {
  if (words.self.has(word)) return 'self';
  if (words.others.has(word) || words.harmers.has(word)) return 'someone-else';
  if (withAnimals && words.animals.has(word)) return 'animal';
  return undefined;
}

/** The nearest person before the sign in its clause, else the first inside it, else the writer. */
function aboutAt(text: string, start: number, end: number, words: PersonWords, withAnimals: boolean): About {
  for (const word of clauseWordsBefore(text, start).reverse()) {
    const found = pointsAt(word, words, withAnimals) ?? (words.myWords.has(word) ? 'self' : undefined);
    if (found) return found;
  }
  for (const word of text.slice(start, end).split(' ')) {
    const found = pointsAt(word, words, withAnimals);
    if (found) return found;
  }
  return 'self';
}

/**
 * Whom a danger is to: inside the words first ("me frappe", "schlägt meine Mutter"), else the one
 * who harms: the writer's own partner or parent puts the writer at risk, anyone else someone else.
 */
function victimAt(text: string, start: number, end: number, words: PersonWords): About {
  const inside = text.slice(start, end).split(' ');
  // "peur qu'il me tue": the one named inside is often the one who harms, so the writer comes first.
  if (inside.some((word) => words.self.has(word))) return 'self';
  if (inside.some((word) => words.others.has(word) || words.harmers.has(word))) return 'someone-else';
  for (const word of clauseWordsBefore(text, start).reverse()) {
    if (words.self.has(word) || words.harmers.has(word)) return 'self';
    if (words.others.has(word)) return 'someone-else';
  }
  return 'self';
}

/** A finding and where its words end, for a negation that closes after them ("ne me frappe pas"). */
export interface LanguageFinding extends Finding {
  end: number;
}

/** Every sign that shows in the normalised text, with whom each is about. */
export function findLanguageSigns(text: string, signs: readonly Sign[], words: PersonWords): LanguageFinding[] {
  const findings: LanguageFinding[] = [];
  forEachSignMatch(text, signs, (sign, match) => {
    const end = match.index + match[0].length;
    const about = sign.concern === 'danger' ? victimAt(text, match.index, end, words) : aboutAt(text, match.index, end, words, sign.concern !== 'self-harm');
    findings.push({ sign, about, start: match.index, end });
  });
  return findings;
}

/** A negation whose two halves stand around the sign's first words, one that does not affirm. */
function deniedAround(text: string, finding: LanguageFinding, before: readonly string[], context: ContextWords): boolean {
  const around = context.negationAround;
  if (!around) return false;
  const opening = around.before;
  if (opening && !before.slice(-2).some((word) => opening.test(word))) return false;
  const after = clauseFrom(text, finding.end).split(' ').filter(Boolean);
  // Another statement starts at a joining word or a new subject ("ich bring mich um ich halte das nicht aus").
  const joined = after.findIndex((word) => context.clauseJoin.test(word) || context.subject.test(word));
  const index = after.slice(0, joined < 0 ? around.reach : Math.min(around.reach, joined)).findIndex((word) => around.after.test(word));
  return index >= 0 && !context.affirmingDenial.test(after.slice(index).join(' '));
}

/** A denial within reach before the sign in its clause, one that does not affirm. */
function denied(text: string, finding: LanguageFinding, context: ContextWords): boolean {
  const { start } = finding;
  const before = clauseWordsBefore(text, start);
  if (deniedAround(text, finding, before, context)) return true;
  const reach = before.slice(-DENIAL_REACH);
  const joined = reach.findLastIndex((word) => context.clauseJoin.test(word));
  for (const [index, word] of reach.entries()) {
    if (index <= joined || !context.denial.test(word)) continue;
    const opening = context.negationAround?.before;
    if (opening && context.needsOpening?.test(word) && !reach.slice(Math.max(0, index - 3), index).some((earlier) => opening.test(earlier))) continue;
    if (context.affirmingDenial.test([...reach.slice(index), clauseFrom(text, start)].join(' '))) continue;
    if (reach.slice(index + 1).some((between) => context.subject.test(between))) continue;
    return true;
  }
  return false;
}

/** The findings that still count once the context has spoken (see ../context-mutes.ts). */
export function unmutedLanguageFindings(text: string, findings: readonly LanguageFinding[], context: ContextWords): Finding[] {
  if (findings.length === 0 || mutedAsAWhole(text, context)) return [];
  return findings.filter((finding) => !denied(text, finding, context));
}

/** A past that is over and resolved, or a story: nothing in the text is an emergency now. */
export function mutedAsAWhole(text: string, context: ContextWords): boolean {
  if (context.longPast.test(text) && context.resolved.test(text) && !context.recurring.test(text)) return true;
  // A story's character is no one's emergency; unlike English, French and German sets showed no
  // writer hiding their own wish behind a story, so the story mutes every concern.
  return context.fiction.test(text) && !context.realLife.test(text);
}

/** How many of the words are in the set. */
export function countWords(words: readonly string[], set: ReadonlySet<string>): number {
  let count = 0;
  for (const word of words) if (set.has(word)) count += 1;
  return count;
}

/** The English everyday words that are also in `own`. */
export function sharedWith(own: ReadonlySet<string>): ReadonlySet<string> {
  return new Set([...ENGLISH_MARKERS].filter((word) => own.has(word)));
}

/** Everyday English words, to tell an English text from one in another language. */
export const ENGLISH_MARKERS: ReadonlySet<string> = new Set(
  'i me my you your he she it we they the and to is am are was were of that this with for not do does did have has be been what will would can just want'.split(
    ' ',
  ),
);
