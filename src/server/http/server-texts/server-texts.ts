import type { Language } from '../../../shared/i18n/languages.ts';
import { de } from './de.ts';
import { ENGLISH, TRANSLATED_TEXTS, type ServerTextName, type ServerTexts } from './english.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { ptBR } from './pt-BR.ts';

const TEXTS: Record<Exclude<Language, 'en'>, ServerTexts> = { es, 'pt-BR': ptBR, fr, de };
const NAME_OF: ReadonlyMap<string, ServerTextName> = new Map(Object.entries(ENGLISH).map(([name, text]) => [text, name as ServerTextName]));

/**
 * A text the server sends (a refusal, a notice), in the request's language where it has the
 * words, as it is otherwise. A notice made of two known texts ("…must wait. Readings are paused…")
 * is said part by part.
 */
export function serverTextIn(message: string, language: Language): string {
  if (language === 'en') return message;
  const name = NAME_OF.get(message);
  if (name) return TEXTS[language][name];
  const first = TRANSLATED_TEXTS.find((text) => message.startsWith(`${text} `));
  return first ? `${serverTextIn(first, language)} ${serverTextIn(message.slice(first.length + 1), language)}` : message;
}
