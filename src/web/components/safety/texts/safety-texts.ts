import type { Language } from '../../../../shared/i18n/languages.ts';
import type { SafetyConcern } from '../../../../shared/safety.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { ptBR } from './pt-BR.ts';

/**
 * Every word of the crisis panel in one language (issue 28 §1). Written to safe-messaging
 * guidance: direct and warm, help named plainly, no method, no promise that all will be well.
 */
export interface SafetyTexts {
  /** What each concern's block says first; `emergencyLater` ends with a colon: the emergency button follows. */
  concerns: Readonly<Record<SafetyConcern, { heading: string; intro: string; emergencyLater?: string }>>;
  /** The panel's accessible name. */
  label: string;
  call(number: string): string;
  /** `body` is the word the service asks to be sent, when it asks for one. */
  text(number: string, body: string | undefined): string;
  visit(site: string): string;
  /** Beside the emergency button; `country` is the country's name in this language. */
  emergencyIn(country: string): string;
  emergencyAnywhere: string;
  /** The country picker's label. */
  showingHelpFor: string;
  anotherCountry: string;
  /** Said aloud after the panel's words, in place of its numbers. */
  helpOnScreen: string;
  /** Each line's description (`HelpLine.about`, written in English in help-lines.ts) in this language. */
  about: Readonly<Record<string, string>>;
}

const TEXTS: Readonly<Record<Language, SafetyTexts>> = { en, es, 'pt-BR': ptBR, fr, de };

export function safetyTexts(language: Language): SafetyTexts {
  return TEXTS[language];
}
