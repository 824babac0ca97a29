import { z } from 'zod';
import { VALIDATION_TEXTS } from './validation-texts.ts';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/**
 * Text the database can store as given: PostgreSQL text cannot hold U+0000, and a lone surrogate
 * is not Unicode at all (PGlite can even send it as invalid UTF-8). Such text is refused with a
 * 400 rather than failing at the database with a 500.
 */
export const isStorableText = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/** Text that did not come from a user (a model's answer) made storable: U+0000 dropped, lone surrogates replaced. */
export const storableText = (text: string) => text.replaceAll('\u0000', '').replace(LONE_SURROGATES, '\uFFFD');

/** What a text field's check says: missing (or empty once trimmed), not a string, too long, unstorable (validation-texts.ts). */
export interface TextFieldTexts {
  required: string;
  notText: string;
  tooLong: string;
  notAllowed: string;
}

/** Trims first, then checks the length the user actually typed. */
export function trimmedText(max: number, texts: TextFieldTexts) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? texts.required : texts.notText) })
    .trim()
    .min(1, { error: texts.required })
    .max(max, { error: texts.tooLong })
    .refine(isStorableText, { error: texts.notAllowed });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids from a URL or a cursor, checked before they reach a uuid column (where a bad one is an error, not "not found"). */
export const isUuid = (text: string) => UUID.test(text);

export const UserIdSchema = z.string({ error: VALIDATION_TEXTS.userIdNotText }).min(1).max(100);
