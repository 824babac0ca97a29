import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { isLanguage, LANGUAGE_COOKIE, type Language } from '../../shared/i18n/languages.ts';
import { browserLanguage } from '../domain/accounts/browser-language.ts';
import type { RequestContext } from './request-context.ts';

/**
 * Issue 28 §1: the account's choice, else the language a visitor picked in the footer (a cookie),
 * else the browser's Accept-Language, else English.
 */
export function requestLanguage(c: Context<RequestContext>): Language {
  const picked = getCookie(c, LANGUAGE_COOKIE);
  return c.get('viewer')?.language ?? (isLanguage(picked) ? picked : browserLanguage(c.req.header('accept-language')));
}
