// The shared part of a language other than English: its plain shape of text and whom a sign is
// about, told from that language's own words (findSigns in ../sign.ts knows only English pronouns).
// Each language brings its words and signs; what is done with them is the same for each.
import { clauseBefore, forEachSignMatch, whoOf, type About, type Finding, type Sign } from '../sign.ts';

/** What separates clauses, as in the English normalised text. */
export const CLAUSE_MARK = '.';

/** Whom words point at, in one language. */
export interface PersonWords {
  /** The writer: "me", "yo", "eu", "mim", "mi" (a lone "my" before a thing is the writer's). */
  self: ReadonlySet<string>;
  /** Someone else: pronouns, reflexive "se", relations ("hermana", "amigo"), characters. */
  others: ReadonlySet<string>;
  /** Pets: their symptoms are the vet's, not an emergency for the writer. */
  animals: ReadonlySet<string>;
  /**
   * Words that are someone else only inside a named `who` group: object pronouns that are articles
   * elsewhere (Spanish "la", "lo"), reflexive "se" that is also "I know" once accents are gone.
   */
  objects: ReadonlySet<string>;
}

export interface PlainTextRules {
  /** Whole-word replacements: chat shorthand ("q" → "que", "vc" → "voce") and common slips. */
  words: ReadonlyMap<string, string>;
  /** Replacements over the folded text, in order: spelling variants, idioms set aside. */
  phrases: ReadonlyArray<readonly [RegExp, string]>;
}

/**
 * Lower case, accents folded ("suicídio" = "suicidio"), letters held for effect cut short
 * ("quierooo"), punctuation turned into one clause mark, then the language's own replacements.
 */
export function plainText(text: string, rules: PlainTextRules): string {
  const folded = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/(\p{L})\1{2,}/gu, '$1')
    .replace(/[.,;:!?¡¿…()[\]{}"“”«»|/\\\n\r]+/g, ` ${CLAUSE_MARK} `)
    .replace(/[^a-z0-9. ]+/g, ' ');
  const words = folded
    .split(' ')
    .filter(Boolean)
    .map((word) => rules.words.get(word) ?? word)
    .join(' ');
  const replaced = rules.phrases.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), ` ${words} `);
  return replaced
    .replace(/(?: \.)+/g, ' .')
    .replace(/\s+/g, ' ')
    .replace(/^(?: ?\. ?)+|(?: ?\. ?)+$/g, '')
    .trim();
}

function pointsAt(word: string, people: PersonWords, withAnimals: boolean): About | undefined {
  if (withAnimals && people.animals.has(word)) return 'animal';
  if (people.others.has(word)) return 'someone-else';
  if (people.self.has(word)) return 'self';
  return undefined;
}

/** A named `who` group: an animal, someone else, or else the writer. */
function classifyWho(who: string, people: PersonWords, sign: Sign): About {
  const words = who.split(' ');
  // A threat to the writer's pet is a threat to the writer.
  if (words.some((word) => people.animals.has(word))) return sign.concern === 'danger' ? 'self' : 'animal';
  if (words.some((word) => people.others.has(word) || people.objects.has(word))) return 'someone-else';
  return 'self';
}

/**
 * Whom the words at `start` are about: a `who` group names it; else the nearest person before them
 * in the clause ("mi hija se corta" is the daughter, "mi novio me dejó y me quiero morir" the
 * writer); else the writer. Animals count only for symptoms, never for feelings.
 */
function aboutAt(text: string, start: number, people: PersonWords, withAnimals: boolean): About {
  for (const word of clauseBefore(text, start)) {
    const found = pointsAt(word, people, withAnimals);
    if (found) return found;
  }
  return 'self';
}

/**
 * Whom a danger is to: the writer when the words themselves name them ("abusa de mí", "me obliga",
 * "vigilando mi casa"), else as for any sign; the one named before is more often the one who harms,
 * so signs name the one harmed in a `who` group where they can ("la golpea").
 */
function victimAt(text: string, start: number, words: string, people: PersonWords): About {
  if (words.split(' ').some((word) => people.self.has(word))) return 'self';
  return aboutAt(text, start, people, false);
}

/** Every sign that shows in the plain text, with whom each is about. */
export function findSignsByWords(text: string, signs: readonly Sign[], people: PersonWords): Finding[] {
  const findings: Finding[] = [];
  forEachSignMatch(text, signs, (sign, match) => {
    const who = whoOf(match);
    const about = who
      ? classifyWho(who, people, sign)
      : sign.concern === 'danger'
        ? victimAt(text, match.index, match[0], people)
        : aboutAt(text, match.index, people, sign.concern !== 'self-harm');
    findings.push({ sign, about, start: match.index });
  });
  return findings;
}
