/**
 * The language a reading is written in, as a BCP 47 tag: the page's own language, which is
 * English today. The read-aloud picks its voice from this alone, so a reading in another
 * language needs only this to change.
 */
export function readingLanguage(): string {
  return document.documentElement.lang || 'en';
}
