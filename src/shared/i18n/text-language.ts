import type { Language } from './languages.ts';

// Which of our languages a text is written in, by its most common small words: a reading written
// by a model is in the language the person had when it was written, the built-in reader's is
// English, and both are read aloud and marked up by the language they are actually in.

/** Words frequent in one of our languages and rare in the others ("de", "la", "en", "du", "es", "no" are left out: they belong to several). */
const FUNCTION_WORDS: Readonly<Record<Language, ReadonlySet<string>>> = {
  en: new Set(['the', 'and', 'you', 'your', 'of', 'to', 'is', 'that', 'this', 'with', 'for', 'are', 'it', 'be', 'will', 'what', 'can', 'not']),
  es: new Set(['el', 'los', 'las', 'y', 'tu', 'tus', 'con', 'por', 'una', 'del', 'lo', 'más', 'pero', 'hay', 'muy', 'te', 'tú', 'su', 'sus', 'ti', 'sin']),
  'pt-BR': new Set(['o', 'os', 'e', 'você', 'seu', 'sua', 'é', 'com', 'uma', 'do', 'da', 'não', 'mais', 'mas', 'há', 'muito', 'em', 'na']),
  fr: new Set(['le', 'les', 'et', 'vous', 'votre', 'vos', 'est', 'avec', 'pour', 'une', 'pas', 'dans', 'qui', 'sur', 'mais', 'plus', 'ne', 'au', 'aux']),
  de: new Set(['der', 'die', 'das', 'und', 'dein', 'deine', 'ist', 'nicht', 'mit', 'für', 'ein', 'eine', 'zu', 'den', 'sich', 'auch', 'dich', 'dir', 'auf']),
};

/** The fewest telling words a text must have before it is judged at all. */
const MIN_EVIDENCE = 3;

/** The language `text` is written in, or `fallback` when it is too short or too mixed to tell. */
export function textLanguage(text: string, fallback: Language): Language {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const scores = (Object.entries(FUNCTION_WORDS) as [Language, ReadonlySet<string>][]).map(
    ([language, set]) => [language, words.filter((word) => set.has(word)).length] as const,
  );
  scores.sort((a, b) => b[1] - a[1]);
  const [best, second] = scores;
  if (!best || best[1] < MIN_EVIDENCE) return fallback;
  // Clearly ahead: a text quoting a few words of another language is still its own.
  return best[1] >= 1.5 * (second?.[1] ?? 0) ? best[0] : fallback;
}
