import type { PageMeta, PageMetaKey } from '../../shared/paths.ts';
import { m } from './paraglide/messages.js';

/** Every page's title and description in the page's language (the keys: shared/paths.ts pageMetaKey). */
const PAGE_META_TEXTS: Record<PageMetaKey, { title: () => string; description: () => string }> = {
  ask: { title: m.meta_ask_title, description: m.meta_ask_description },
  welcome: { title: m.meta_welcome_title, description: m.meta_welcome_description },
  login: { title: m.meta_login_title, description: m.meta_login_description },
  signup: { title: m.meta_signup_title, description: m.meta_signup_description },
  forgotPassword: { title: m.meta_forgot_password_title, description: m.meta_forgot_password_description },
  resetPassword: { title: m.meta_reset_password_title, description: m.meta_reset_password_description },
  account: { title: m.meta_account_title, description: m.meta_account_description },
  journal: { title: m.meta_journal_title, description: m.meta_journal_description },
  spreads: { title: m.meta_spreads_title, description: m.meta_spreads_description },
  patterns: { title: m.meta_patterns_title, description: m.meta_patterns_description },
  accountDeleted: { title: m.meta_account_deleted_title, description: m.meta_account_deleted_description },
  admin: { title: m.meta_admin_title, description: m.meta_admin_description },
  memory: { title: m.meta_memory_title, description: m.meta_memory_description },
  privacy: { title: m.meta_privacy_title, description: m.meta_privacy_description },
  verify: { title: m.meta_verify_title, description: m.meta_verify_description },
  fairDraw: { title: m.meta_fair_draw_title, description: m.meta_fair_draw_description },
  terms: { title: m.meta_terms_title, description: m.meta_terms_description },
  cards: { title: m.meta_cards_title, description: m.meta_cards_description },
  reading: { title: m.meta_reading_title, description: m.meta_reading_description },
  checkout: { title: m.meta_checkout_title, description: m.meta_checkout_description },
  shared: { title: m.meta_shared_title, description: m.meta_shared_description },
  notFound: { title: m.meta_not_found_title, description: m.meta_not_found_description },
};

export function pageMetaText(key: PageMetaKey): PageMeta {
  const texts = PAGE_META_TEXTS[key];
  return { title: texts.title(), description: texts.description() };
}
