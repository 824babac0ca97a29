// Small text helpers the composers share: quoting user text safely, lists, capitals, agreement and pronouns.

/** Longest excerpt of user text quoted back in a reading. */
export const QUOTE_MAX_LENGTH = 160;

export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Cuts at a word boundary so the result, with its ellipsis, is at most `max` characters. */
export function clipWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > max * 0.6 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\uD800-\uDBFF]$/, '').replace(/[\s,;:.—-]+$/, '')}…`;
}

/**
 * The person's own words, quoted back: whitespace collapsed, trimmed to QUOTE_MAX_LENGTH characters.
 * Plain text (the UI never renders it as HTML); runs of asterisks are reduced so user text can never
 * look like one of the reading's bold headings.
 */
export function quoteExcerpt(text: string, max = QUOTE_MAX_LENGTH): string {
  return clipWords(collapse(text).replace(/\*{2,}/g, '*'), max);
}

/**
 * Mends punctuation where slots meet templates: a reversed card's ", reversed," before a template's
 * own comma, a clause ending in a full stop before another. Quoted user text is never changed.
 */
export function tidy(text: string): string {
  return text
    .split(/(“[^”]*”)/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part
            .replace(/,(\s*,)+/g, ',')
            .replace(/,\s*([.:;!?])/g, '$1')
            .replace(/([.!?])\.(?!\.)/g, '$1')
            .replace(/([:;])\s*[:;,]/g, '$1')
            .replace(/ {2,}/g, ' '),
    )
    .join('');
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z']+/g) ?? [];
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** The sentences of a paragraph; a closing quotation mark stays with its sentence. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…]”?)\s+(?=[A-Z“"])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

const SINGULAR_ENDINGS = /(?:ss|ness|us|is|ics)$/;

/**
 * Whether a noun phrase such as "endings", "cycles" or "fresh beginnings" is plural, judged by the
 * last word of its first item ("endings, transformation and …" is about endings).
 */
export function isPlural(phrase: string): boolean {
  const first = collapse(phrase.toLowerCase().split(/,| and /)[0] ?? '');
  if (/^(?:many|several|two|three|both)\b/.test(first)) return true;
  const head = first.split(' ').pop() ?? '';
  return head.length > 2 && head.endsWith('s') && !SINGULAR_ENDINGS.test(head);
}

/** "endings are", "hope is": the verb `be` agreeing with its subject. */
export function withBe(subject: string): string {
  return `${subject} ${isPlural(subject) ? 'are' : 'is'}`;
}

/** "The Fool's", "Justice's", "the Two of Cups'". */
export function possessive(name: string): string {
  return name.endsWith('s') && !name.endsWith('ss') ? `${name}'` : `${name}'s`;
}

const REFLECTIONS: Readonly<Record<string, string>> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  "i'm": "you're",
  "i've": "you've",
  "i'll": "you'll",
  "i'd": "you'd",
  im: "you're",
  am: 'are',
  was: 'were',
};

/** Turns the person's "I" into the reader's "you": "I fail my exam" → "you fail your exam". */
export function reflectPronouns(text: string): string {
  const words = collapse(text.replace(/[\u2018\u2019]/g, "'")).split(' ');
  return words
    .map((word, index) => {
      // Punctuation around a word stays where it is: "serves me:" becomes "serves you:".
      const [, lead = '', core = word, trail = ''] = /^([^\w']*)(.*?)([^\w']*)$/.exec(word) ?? [];
      const lower = core.toLowerCase();
      const previous = (words[index - 1] ?? '').toLowerCase();
      // "am" and "was" change only after "I", so "it was late" stays as it is.
      if ((lower === 'am' || lower === 'was') && previous !== 'i') return word;
      const reflected = REFLECTIONS[lower];
      return reflected ? `${lead}${reflected}${trail}` : word;
    })
    .join(' ');
}
