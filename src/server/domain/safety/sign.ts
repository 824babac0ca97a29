// A sign is one way a concern shows in words: a pattern over the normalised text, with the context
// that must or must not surround it. The signs themselves live in one file per concern.
import type { SafetyConcern } from '../../../shared/safety.ts';
import { ANIMALS, OTHER_PEOPLE_WORDS, RELATIONS, SELF_WORDS } from './word-classes.ts';
import { CLAUSE_MARK } from './normalise-text.ts';

export interface Sign {
  concern: SafetyConcern;
  /** Global, over the normalised text. A `who` group names the person it is about. */
  pattern: RegExp;
  /** Must match somewhere in the text too (a pregnancy for pregnancy bleeding). */
  requires?: RegExp;
  /** Context that changes the meaning: when it matches anywhere in the text, the sign does not count. */
  unless?: RegExp;
  /** A weak sign ("I can't take it anymore") counts only beside another weak sign of its concern. */
  weak?: true;
}

export type About = 'self' | 'someone-else' | 'animal';

export interface Finding {
  sign: Sign;
  about: About;
  /** Where in the normalised text the sign was found. */
  start: number;
}

const SELF = new Set<string>(SELF_WORDS);
const OTHERS = new Set<string>(OTHER_PEOPLE_WORDS);
const RELATION_WORDS = new Set<string>(RELATIONS.filter((word) => !word.includes(' ')));
const ANIMAL_WORDS = new Set<string>(ANIMALS.filter((word) => !word.includes(' ')));

/** Whom one word points at, if anyone. "me", "her" and "you" are objects more often than subjects. */
function pointsAt(word: string, withAnimals: boolean): About | undefined {
  if (SELF.has(word)) return 'self';
  if (OTHERS.has(word) || RELATION_WORDS.has(word)) return 'someone-else';
  if (withAnimals && ANIMAL_WORDS.has(word)) return 'animal';
  return undefined;
}

/** Whom a named `who` group is: "me", "myself" and "my family" are the writer, "my sister" and "him" are not. */
function classifyWho(who: string): About {
  const words = who.split(' ');
  if (words.some((word) => ANIMAL_WORDS.has(word))) return 'animal';
  if (words[0] === 'my' && words.at(-1) === 'family') return 'self';
  if (words.some((word) => OTHERS.has(word) || RELATION_WORDS.has(word) || word === 'her' || word === 'him' || word === 'them')) return 'someone-else';
  return 'self';
}

/** A threat to the writer's pet is a threat to the writer ("he'll hurt my dog if I leave"). */
function whoFor(sign: Sign, who: string): About {
  const about = classifyWho(who);
  return about === 'animal' && sign.concern === 'danger' ? 'self' : about;
}

/** The words of the clause before `start`, nearest first (in any language's plain text, whose clause mark is the same). */
export function clauseBefore(text: string, start: number): string[] {
  const clauseStart = text.lastIndexOf(` ${CLAUSE_MARK} `, start);
  return text
    .slice(clauseStart < 0 ? 0 : clauseStart + 3, start)
    .split(' ')
    .filter(Boolean)
    .reverse();
}

/**
 * Whom the words at [start, end) are about: the nearest person named before them in the same clause
 * ("my son has been cutting himself", "I think my son is suicidal"), else the first inside them,
 * else the writer. A lone "my" before a thing ("my chest") is the writer. Animals count only for
 * symptoms ("my cat has a lump"), never for feelings ("my dog is the only reason I'm still alive").
 */
function aboutAt(text: string, start: number, end: number, withAnimals: boolean): About {
  for (const word of clauseBefore(text, start)) {
    const found = pointsAt(word, withAnimals) ?? (word === 'my' || word === 'our' ? 'self' : undefined);
    if (found) return found;
  }
  for (const word of text.slice(start, end).split(' ')) {
    const found = pointsAt(word, withAnimals);
    if (found) return found;
  }
  return 'self';
}

/**
 * Whom a danger is to: the one harmed, not the one who harms. Inside the words first ("threw things
 * at me", "watching my house"; a named person there is more often the one who harms); else the one
 * who harms tells: the writer's own partner or parent ("my husband is violent") puts the writer at
 * risk, someone else's ("my sister s husband") does not.
 */
function victimAt(text: string, start: number, end: number): About {
  const words = text.slice(start, end).split(' ');
  for (const [index, word] of words.entries()) {
    if (word === 'me' || word === 'us' || SELF.has(word)) return 'self';
    if ((word === 'my' || word === 'our') && !RELATION_WORDS.has(words[index + 1] ?? '')) return 'self';
    if (word === 'her' || word === 'him' || word === 'them') return 'someone-else';
  }
  const before = clauseBefore(text, start);
  for (const [index, word] of before.entries()) {
    if (SELF.has(word) || OTHERS.has(word)) return 'self';
    if (RELATION_WORDS.has(word)) return before[index + 1] === 'my' || before[index + 1] === 'our' ? 'self' : 'someone-else';
  }
  return 'self';
}

/** Whom a whole text is about, for a concern no sign placed in it (the safety model's). */
export function whomTheTextIsAbout(text: string, concern: SafetyConcern): About {
  return concern === 'danger' ? victimAt(text, 0, text.length) : aboutAt(text, 0, text.length, concern !== 'self-harm');
}

/**
 * Calls `found` for every match of every sign in a plain text (any language's), where its
 * `requires` holds and its `unless` does not.
 */
export function forEachSignMatch(text: string, signs: readonly Sign[], found: (sign: Sign, match: RegExpExecArray) => void): void {
  for (const sign of signs) {
    if (sign.requires && !sign.requires.test(text)) continue;
    // exec on the shared global pattern rather than matchAll, which copies the pattern every call.
    const { pattern } = sign;
    pattern.lastIndex = 0;
    let unlessChecked = false;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      if (!unlessChecked) {
        unlessChecked = true;
        if (sign.unless?.test(text)) break;
      }
      found(sign, match);
      if (match[0].length === 0) pattern.lastIndex += 1;
    }
    pattern.lastIndex = 0;
  }
}

/** The `who` group a match named, if any (a pattern with two alternatives names them `who` and `who2`). */
export function whoOf(match: RegExpExecArray): string | undefined {
  return Object.entries(match.groups ?? {}).find(([name, value]) => name.startsWith('who') && value !== undefined)?.[1];
}

/** Every sign that shows in the normalised text, with whom each is about. */
export function findSigns(text: string, signs: readonly Sign[]): Finding[] {
  const findings: Finding[] = [];
  forEachSignMatch(text, signs, (sign, match) => {
    const who = whoOf(match);
    const end = match.index + match[0].length;
    const about = who
      ? whoFor(sign, who)
      : sign.concern === 'danger'
        ? victimAt(text, match.index, end)
        : aboutAt(text, match.index, end, sign.concern !== 'self-harm');
    findings.push({ sign, about, start: match.index });
  });
  return findings;
}
