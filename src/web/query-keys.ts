import type { JournalFilter } from '../shared/schemas/journal.ts';

// Every query's key in one place: a call that changes server state invalidates by these, never by a literal.

export const queryKeys = {
  /** The session's user (GET /api/me): credits, subscription, preferences. */
  me: ['me'] as const,
  reading: (id: string) => ['reading', id] as const,
  history: ['history'] as const,
  shareLinks: (readingId: string) => ['share-links', readingId] as const,
  sharePreview: (readingId: string, showQuestion: boolean) => ['share-preview', readingId, showQuestion] as const,
  sharedReading: (token: string) => ['shared-reading', token] as const,
  dailyCard: ['daily-card'] as const,
  /** What the reader remembers, and the switch (GET /api/memory). */
  memory: ['memory'] as const,
  /** The account's check-back default, journal mail switch and reminder hour (GET /api/account/journal-mail). */
  journalMail: ['journal-mail'] as const,
  /** The built-in spreads and the person's own (GET /api/spreads). */
  spreads: ['spreads'] as const,
  /** The person's patterns over a range (issue 27 §3), and a reading's cards that keep returning. */
  patterns: (days: number | null) => ['patterns', days] as const,
  returningCards: (readingId: string) => ['returning-cards', readingId] as const,
  /** The journal's pages (GET /api/journal), one list per filter; `journal.all` invalidates every one. */
  journal: {
    all: ['journal'] as const,
    list: (filter: JournalFilter) => ['journal', 'list', filter] as const,
    /** The person's tags, suggested on the reading page. */
    tags: ['journal', 'tags'] as const,
  },
  /** The person's reading of the same question within the day (POST /api/readings/similar). */
  earlierReading: (question: string) => ['earlier-reading', question] as const,
  /** The commitment shown before a page's `round`th draw (POST /api/draw/commit): a new round, a new commitment. */
  drawCommitment: (round: number) => ['draw-commitment', round] as const,
  checkout: (checkoutId: string) => ['checkout', checkoutId] as const,
  admin: {
    all: ['admin'] as const,
    dashboard: (days: number) => ['admin', 'dashboard', days] as const,
    users: ['admin', 'users'] as const,
    userSearch: (query: string) => ['admin', 'users', query] as const,
    user: (userId: string) => ['admin', 'user', userId] as const,
    audit: ['admin', 'audit'] as const,
    failedMails: ['admin', 'failed-mails'] as const,
  },
};
