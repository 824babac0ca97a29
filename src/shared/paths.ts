// Every app URL in one place, used by the router, links, the server's page metadata and redirects.

import type { JournalFilter } from './schemas/journal.ts';

/** `?a=1&b=2` from the values that are set, in the object's order; empty when none is. */
function queryString(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
/**
 * The page a service worker answers instead of one that needs the network, and the app's own page
 * to run offline (issue 28 §3): built per language, served in the request's.
 */
export const OFFLINE_PAGE = '/offline.html';
export const APP_SHELL = '/index.html';

export const paths = {
  root: '/',
  ask: '/ask-your-tarot-question',
  welcome: '/welcome',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** Where the reset page sends the user once the new password is set: /login shows a note. */
  loginAfterPasswordReset: '/login?password=changed',
  account: '/account',
  /** Where the browser goes once the account is deleted: what happened, said plainly. */
  accountDeleted: '/account-deleted',
  /** The card of the day's panel on /account (issue 17 §4). */
  accountDailyCard: '/account#card-of-the-day',
  /** Where "Back to History" on a reading leads. */
  accountHistory: '/account#reading-history',
  /** The admin console (issue 18): admins only, a 404 page for everyone else. */
  admin: '/admin',
  reading: (id: string) => `/reading/${encodeURIComponent(id)}`,
  readingPattern: '/reading/:readingId',
  /** /reading with no id: spec §4 sends the visitor to /. */
  readingWithoutId: '/reading',
  privacy: '/privacy',
  terms: '/terms',
  checkout: (id: string) => `/checkout/${encodeURIComponent(id)}`,
  checkoutPattern: '/checkout/:checkoutId',
  checkoutSuccess: '/checkout/success',
  checkoutCancel: '/checkout/cancel',
  checkoutPortal: '/checkout/portal',
  /** A card's picture, in English; `cardImageIn` (i18n/language-paths.ts) writes it in another language. */
  cardImage: (slug: string) => `/cards/${slug}.svg`,
  /** A shared reading (issue 17 §5): public, noindex, its preview image beside it. */
  shared: (token: string) => `/s/${encodeURIComponent(token)}`,
  sharedPattern: '/s/:token',
  sharedImage: (token: string) => `/s/${encodeURIComponent(token)}/image.png`,
  sharedImagePattern: '/s/:token/image.png',
  /** The public verifier of draws (issue 17 §3), and the algorithm it checks, served from docs/fair-draw.md. */
  verify: '/verify',
  fairDrawSpec: '/fair-draw.md',
  /** The same algorithm as a page to read, built from docs/fair-draw.md. */
  fairDraw: '/fair-draw',
  /** A signed-in person's own spreads (issue 26 §1): list, design, edit, delete. */
  spreads: '/spreads',
  /** A signed-in person's journal (issue 27 §1): every reading, searchable and filtered by `JournalFilter`. */
  journal: '/journal',
  journalWith: (filter: JournalFilter) => `/journal${queryString(filter)}`,
  /** What the person's readings show over time (issue 27 §3). */
  patterns: '/patterns',
  /** What the reader remembers, each item deletable (issue 27 §5). */
  memory: '/memory',
  /** A check-back mail's one-tap answer (issue 27 §2): no sign-in; the token is the reading's, signed and expiring. */
  checkBack: (token: string, answer?: string) => `/check-back/${encodeURIComponent(token)}${answer ? `?answer=${encodeURIComponent(answer)}` : ''}`,
  checkBackPattern: '/check-back/:token',
  /** The one-tap page's script: it saves the tapped answer, so a link scanner that fetches the page records nothing. */
  checkBackScript: '/check-back.js',
  /** The journal mails' one-click unsubscribe (RFC 8058): GET asks to confirm, POST unsubscribes. */
  mailUnsubscribe: (token: string) => `/mail/unsubscribe/${encodeURIComponent(token)}`,
  mailUnsubscribePattern: '/mail/unsubscribe/:token',
  /** The card library (issue 17 §2): every card, by suit; each card's own page is `card(slug)`. */
  cards: '/cards',
  card: (slug: string) => `/cards/${encodeURIComponent(slug)}`,
  cardPattern: '/cards/:slug',
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
} as const;

/**
 * Every API path the browser calls, beside the page paths. A path with a parameter has a builder
 * for the browser and a `…Pattern` in Hono's route syntax for the server.
 */
export const apiPaths = {
  health: '/api/health',
  me: '/api/me',
  draw: '/api/draw',
  /** A commitment to the next draw's server seed, asked for before the draw (docs/fair-draw.md). */
  drawCommit: '/api/draw/commit',
  readings: '/api/readings',
  /** POST: the most recent reading of the same question within a day, shown before a new draw (issue 27 §4). */
  readingsSimilar: '/api/readings/similar',
  readingsAfter: (cursor: string) => `/api/readings?cursor=${encodeURIComponent(cursor)}`,
  reading: (id: string) => `/api/readings/${encodeURIComponent(id)}`,
  readingPattern: '/api/readings/:readingId',
  /** Deletes one reading for good (issue 25 §1). */
  readingDelete: (id: string) => `/api/readings/${encodeURIComponent(id)}/delete`,
  readingDeletePattern: '/api/readings/:readingId/delete',
  /** The signed-in person's patterns (issue 27 §3): `?days=30|90`, absent for all time. */
  patterns: '/api/patterns',
  patternsFor: (days: 30 | 90 | null) => (days === null ? '/api/patterns' : `/api/patterns?days=${days}`),
  /** A reading's cards that keep returning (owner only). */
  readingReturningCards: (id: string) => `/api/readings/${encodeURIComponent(id)}/returning-cards`,
  readingReturningCardsPattern: '/api/readings/:readingId/returning-cards',
  /** How a reading landed, and when to ask about it (issue 27 §2): owner only. */
  readingOutcome: (id: string) => `/api/readings/${encodeURIComponent(id)}/outcome`,
  readingOutcomePattern: '/api/readings/:readingId/outcome',
  readingCheckBack: (id: string) => `/api/readings/${encodeURIComponent(id)}/check-back`,
  readingCheckBackPattern: '/api/readings/:readingId/check-back',
  /** GET: the account's journal mail settings; PUT: turn journal mails back on (or off). */
  accountJournalMail: '/api/account/journal-mail',
  accountCheckBackDefault: '/api/account/check-back-default',
  accountDailyReminder: '/api/account/daily-reminder',
  /** GET: the built-in spreads and the person's own; POST: save a new own spread (issue 26 §1). */
  spreads: '/api/spreads',
  /** PUT: replace an own spread; DELETE: remove it. */
  spread: (id: string) => `/api/spreads/${encodeURIComponent(id)}`,
  spreadPattern: '/api/spreads/:spreadId',
  /** PUT: a reading's note, moods and tags (issue 27 §1), any of them. */
  readingJournal: (id: string) => `/api/readings/${encodeURIComponent(id)}/journal`,
  readingJournalPattern: '/api/readings/:readingId/journal',
  /** GET: one page of the journal, filtered by `JournalFilter` and a `cursor`. */
  journal: '/api/journal',
  interpret: '/api/openai/interpret',
  interpretTemp: '/api/openai/interpret-temp',
  followUp: '/api/openai/follow-up',
  transferTempReading: '/api/openai/transfer-temp-reading',
  confirmationEmail: '/api/email/confirmation',
  accountName: '/api/account/name',
  accountDeck: '/api/account/deck',
  accountLanguage: '/api/account/language',
  accountExport: '/api/account/export',
  accountDelete: '/api/account/delete',
  /** A reading's share links (owner only), one link's revocation, and the public data of a shared page. */
  readingShares: (id: string) => `/api/readings/${encodeURIComponent(id)}/shares`,
  readingSharesPattern: '/api/readings/:readingId/shares',
  /** What a link would show, before it is made: `?showQuestion=true|false`. */
  readingSharePreview: (id: string, showQuestion: boolean) => `/api/readings/${encodeURIComponent(id)}/shares/preview?showQuestion=${String(showQuestion)}`,
  readingSharePreviewPattern: '/api/readings/:readingId/shares/preview',
  readingShareRevoke: (id: string, shareId: string) => `/api/readings/${encodeURIComponent(id)}/shares/${encodeURIComponent(shareId)}/revoke`,
  readingShareRevokePattern: '/api/readings/:readingId/shares/:shareId/revoke',
  sharedReading: (token: string) => `/api/shared/${encodeURIComponent(token)}`,
  sharedReadingPattern: '/api/shared/:token',
  /** POST: draw (or get) today's card of the day; GET: the last 30 (issue 17 §4). */
  dailyCard: '/api/daily-card',
  /** GET: what the reader remembers and the switch (issue 27 §5); PUT …/settings: turn it on or off (off forgets everything). */
  memory: '/api/memory',
  memorySettings: '/api/memory/settings',
  /** DELETE: forget one item. */
  memoryItem: (id: string) => `/api/memory/${encodeURIComponent(id)}`,
  memoryItemPattern: '/api/memory/:itemId',
  creditCheckout: '/api/stripe/create-checkout-session',
  subscriptionCheckout: '/api/stripe/create-subscription-checkout-session',
  customerPortal: '/api/stripe/create-customer-portal-session',
  confirmCheckout: '/api/stripe/confirm-checkout',
  stripeWebhook: '/api/stripe/webhook',
  localCheckout: (id: string) => `/api/checkout/${encodeURIComponent(id)}`,
  localCheckoutPattern: '/api/checkout/:checkoutId',
  localCheckoutAction: (id: string, action: 'pay' | 'cancel') => `/api/checkout/${encodeURIComponent(id)}/${action}`,
  localCheckoutPayPattern: '/api/checkout/:checkoutId/pay',
  localCheckoutCancelPattern: '/api/checkout/:checkoutId/cancel',
  localPortalCancel: '/api/checkout/portal/cancel-subscription',
  /** The admin console's API (issue 18): 404 to anyone but a signed-in admin. */
  admin: {
    dashboard: (days: number) => `/api/admin/dashboard?days=${days}`,
    dashboardPattern: '/api/admin/dashboard',
    users: (query: string) => `/api/admin/users?query=${encodeURIComponent(query)}`,
    usersPattern: '/api/admin/users',
    user: (id: string) => `/api/admin/users/${encodeURIComponent(id)}`,
    userPattern: '/api/admin/users/:userId',
    userCredits: (id: string) => `/api/admin/users/${encodeURIComponent(id)}/credits`,
    userCreditsPattern: '/api/admin/users/:userId/credits',
    audit: (before?: string) => (before ? `/api/admin/audit?before=${encodeURIComponent(before)}` : '/api/admin/audit'),
    auditPattern: '/api/admin/audit',
    /** Mails that used up their retries (issue 25 §4), and the button that sends one again. */
    failedMails: '/api/admin/mails/failed',
    retryMail: (jobId: string) => `/api/admin/mails/failed/${encodeURIComponent(jobId)}/retry`,
    retryMailPattern: '/api/admin/mails/failed/:jobId/retry',
  },
  /** Better Auth's own endpoints (mounted under /api/auth). */
  auth: {
    signInEmail: '/api/auth/sign-in/email',
    signUpEmail: '/api/auth/sign-up/email',
    signInSocial: '/api/auth/sign-in/social',
    signOut: '/api/auth/sign-out',
    requestPasswordReset: '/api/auth/request-password-reset',
    resetPassword: '/api/auth/reset-password',
    sendVerificationEmail: '/api/auth/send-verification-email',
    changePassword: '/api/auth/change-password',
    revokeOtherSessions: '/api/auth/revoke-other-sessions',
    verifyPassword: '/api/auth/verify-password',
    setPassword: '/api/auth/set-password',
    deleteUser: '/api/auth/delete-user',
  },
} as const;

/**
 * Pages whose signed-out content is the same for everyone, rendered into their HTML at build
 * time. Not the ask page: what it shows depends on the visitor's own browser storage.
 */
export const PRERENDERED_PAGES: readonly string[] = [
  paths.welcome,
  paths.login,
  paths.signup,
  paths.forgotPassword,
  paths.resetPassword,
  paths.privacy,
  paths.terms,
  paths.fairDraw,
  // The 78 card pages are prerendered too; their list needs the deck (shared/deck/library.ts cardPagePaths).
  paths.cards,
];

/**
 * Every page's title and description, by a key: the texts are the pages' messages, in each
 * language (src/web/i18n/page-meta-texts.ts), and each language's build writes its own for the
 * server (scripts/build.ts, <build>/.vite/page-meta.json).
 */
export const PAGE_META_KEYS = [
  'ask',
  'welcome',
  'login',
  'signup',
  'forgotPassword',
  'resetPassword',
  'account',
  'journal',
  'spreads',
  'patterns',
  'accountDeleted',
  'admin',
  'memory',
  'privacy',
  'verify',
  'fairDraw',
  'terms',
  'cards',
  'reading',
  'checkout',
  'shared',
  'notFound',
] as const;
export type PageMetaKey = (typeof PAGE_META_KEYS)[number];

export interface PageMeta {
  title: string;
  description: string;
}

const META_KEYS: Record<string, PageMetaKey> = {
  [paths.ask]: 'ask',
  [paths.welcome]: 'welcome',
  [paths.login]: 'login',
  [paths.signup]: 'signup',
  [paths.forgotPassword]: 'forgotPassword',
  [paths.resetPassword]: 'resetPassword',
  [paths.account]: 'account',
  [paths.journal]: 'journal',
  [paths.spreads]: 'spreads',
  [paths.patterns]: 'patterns',
  [paths.accountDeleted]: 'accountDeleted',
  [paths.admin]: 'admin',
  [paths.memory]: 'memory',
  [paths.privacy]: 'privacy',
  [paths.verify]: 'verify',
  [paths.fairDraw]: 'fairDraw',
  [paths.terms]: 'terms',
  [paths.cards]: 'cards',
};

/** Pages that exist for admins only: anyone else gets the not-found page, with its status (issue 18). */
const ADMIN_ONLY_PAGES: readonly string[] = [paths.admin];

/** The key of the page's title and description, and whether the page exists for this viewer. */
export function pageMetaKey(pathname: string, viewer: { isAdmin: boolean } = { isAdmin: false }): { key: PageMetaKey; found: boolean } {
  if (ADMIN_ONLY_PAGES.includes(pathname) && !viewer.isAdmin) return { key: 'notFound', found: false };
  const exact = META_KEYS[pathname];
  if (exact) return { key: exact, found: true };
  if (pathname === paths.readingWithoutId || pathname.startsWith('/reading/')) return { key: 'reading', found: true };
  if (pathname.startsWith('/checkout/')) return { key: 'checkout', found: true };
  // The server writes the shared page's own head (http/shared-page-head.ts); this is the app's title once it runs.
  if (/^\/s\/[^/]+$/.test(pathname)) return { key: 'shared', found: true };
  if (pathname === paths.root) return { key: 'ask', found: true };
  return { key: 'notFound', found: false };
}
