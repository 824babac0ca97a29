/** A card's words in another language (issue 28 §1): its traditional name there, its meanings and keywords. */
export interface CardTranslation {
  name: string;
  up: string;
  rev: string;
  keywords: readonly string[];
}
