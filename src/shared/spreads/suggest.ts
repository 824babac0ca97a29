// The spread the ask page suggests for a question (issue 26 §1), by a few rules on its wording, so it
// costs nothing with a model and works the same with the offline reader. It ships in the ask page's
// bundle, so it stays a handful of patterns; anything not clearly matched keeps the spec's three cards.
import type { BuiltInSpreadId } from './built-in.ts';

/** Two or more options weighed against each other: "should I A or B", "which", "torn between", "when: A, or B". */
const DECISION =
  /\b(?:should|shall|do|can|could|would|will|must) (?:i|we)\b.*\bor\b|\b(?:is it|would it be) (?:better|wiser|best)\b|\bwhich\b|\b(?:choose between|decide|deciding|decision|torn between|pick between)\b|:[^:]*\bor\b/;

/** A partner, an ex, a crush, a relationship, or the other person's feelings. */
const PARTNER =
  /\b(?:partners?|boyfriend|girlfriend|husband|wife|spouse|fianc\w*|ex|crush|lover|soulmate|twin flame|dating|marriage|friendship|relationship|love me|in love with)\b|\b(?:he|she|they) (?:really )?(?:feels?|thinks?) (?:about|of|for) me\b/;
/** "he", "she", "him" and "her" speak of a partner unless the question names someone else. */
const PRONOUN = /\b(?:he|she|him|her|his)\b/;
const SOMEONE_ELSE =
  /\b(?:boss|manager|colleague|coworker|client|teacher|doctor|mother|mom|mum|father|dad|parents?|son|daughter|brother|sister|friend|family|kids?|child)\b/;
/** "My relationship with money" is not about a person. */
const NOT_A_PERSON = /\brelationship with (?:money|food|myself|my body|my work|work|alcohol)\b/;

/** Asking what is happening, or what is in the way. */
const SITUATION = /\b(?:situation|going on|obstacles?|stuck|in my way|standing in the way)\b/;

/** A plain yes/no question of a few words, with no options: one card gives its lean. */
const YES_NO = /^(?:will|is|are|am|does|do|did|can|could|would|should|has|have)\b/;
const SHORT_WORDS = 7;

export function suggestSpread(question: string): BuiltInSpreadId {
  const text = question
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (DECISION.test(text)) return 'decision';
  if (!NOT_A_PERSON.test(text) && (PARTNER.test(text) || (PRONOUN.test(text) && !SOMEONE_ELSE.test(text)))) return 'relationship';
  if (SITUATION.test(text)) return 'situation';
  const words = text.replace(/[?!.]+$/, '').split(' ');
  if (YES_NO.test(text) && words.length <= SHORT_WORDS && !/\bor\b/.test(text)) return 'one-card';
  return 'three-card';
}
