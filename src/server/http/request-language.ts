import type { Context } from 'hono';
import type { Language } from '../../shared/i18n/languages.ts';
import { browserLanguage } from '../domain/accounts/browser-language.ts';
import type { RequestContext } from './request-context.ts';

/** Issue 28 §1: the account's choice, else the browser's Accept-Language, else English. */
export function requestLanguage(c: Context<RequestContext>): Language {
  return c.get('viewer')?.language ?? browserLanguage(c.req.header('accept-language'));
}
