import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { isUuid } from '../../../shared/schemas/common.ts';
import { ShareTokenSchema, type ShareLink, type SharedReading } from '../../../shared/schemas/share.ts';
import type { Database } from '../../db/client.ts';
import type { Reader } from '../ports/reader.ts';
import { reading, shareLink } from '../../db/schema.ts';
import { AppError, notFound, READING_NOT_FOUND } from '../../errors.ts';
import { resolveCards } from '../draw/cards.ts';
import { withoutQuestion } from './hide-question.ts';
import { spreadOrDefault, type Spread } from '../../../shared/spreads/spread.ts';

export const SHARE_NOT_FOUND = 'This shared reading does not exist or is no longer shared';
const SHARE_LINK_NOT_FOUND = 'Share link not found';
const TOKEN_BYTES = 32;
/** A reading where the risk assessment recognised a crisis stays private (issue 23 §1); the page offers no share button. */
export const NOT_SHAREABLE = 'This reading cannot be shared.';

/** Only the hash is stored: the table alone cannot open a shared reading. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const toShareLink = (row: typeof shareLink.$inferSelect): ShareLink => ({
  id: row.id,
  showQuestion: row.showQuestion,
  createdAt: row.createdAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** Another user's reading is a 404, as everywhere else. */
async function requireOwnReading(db: Database, userId: string, readingId: string): Promise<{ shareable: boolean }> {
  if (!isUuid(readingId)) throw notFound(READING_NOT_FOUND);
  const [row] = await db
    .select({ safety: reading.safety })
    .from(reading)
    .where(and(eq(reading.id, readingId), eq(reading.userId, userId)));
  if (!row) throw notFound(READING_NOT_FOUND);
  return { shareable: row.safety.length === 0 };
}

export async function createShareLink(db: Database, userId: string, readingId: string, showQuestion: boolean): Promise<{ link: ShareLink; token: string }> {
  const { shareable } = await requireOwnReading(db, userId, readingId);
  if (!shareable) throw new AppError(409, NOT_SHAREABLE);
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const [row] = await db
    .insert(shareLink)
    .values({ tokenHash: hashToken(token), readingId, userId, showQuestion })
    .returning();
  if (!row) throw new Error('The share link was not stored');
  return { link: toShareLink(row), token };
}

/** Newest first, revoked ones included (shown as revoked). */
export async function listShareLinks(db: Database, userId: string, readingId: string): Promise<ShareLink[]> {
  await requireOwnReading(db, userId, readingId);
  const rows = await db
    .select()
    .from(shareLink)
    .where(and(eq(shareLink.readingId, readingId), eq(shareLink.userId, userId)))
    .orderBy(desc(shareLink.createdAt), desc(shareLink.id));
  return rows.map(toShareLink);
}

/** Revoking twice is harmless: the first time is kept. */
export async function revokeShareLink(db: Database, userId: string, readingId: string, shareId: string): Promise<ShareLink> {
  await requireOwnReading(db, userId, readingId);
  if (!isUuid(shareId)) throw notFound(SHARE_LINK_NOT_FOUND);
  const owned = and(eq(shareLink.id, shareId), eq(shareLink.readingId, readingId), eq(shareLink.userId, userId));
  await db
    .update(shareLink)
    .set({ revokedAt: new Date() })
    .where(and(owned, isNull(shareLink.revokedAt)));
  const [row] = await db.select().from(shareLink).where(owned);
  if (!row) throw notFound(SHARE_LINK_NOT_FOUND);
  return toShareLink(row);
}

interface ShareableReading {
  question: string;
  cards: string[];
  reversed: boolean[];
  interpretation: string;
  createdAt: Date;
  spread: Spread | null;
  ownDeck: boolean;
}

/** The one place the public view is made: the shared page and the owner's preview show the same. */
function toSharedReading(row: ShareableReading, showQuestion: boolean, reader: Pick<Reader, 'quotesOf'>): SharedReading {
  return {
    question: showQuestion ? row.question : null,
    cards: resolveCards(row.cards, row.reversed),
    interpretation: showQuestion ? row.interpretation : withoutQuestion(row.interpretation, row.question, reader.quotesOf?.(row.question)),
    createdAt: row.createdAt.toISOString(),
    spread: spreadOrDefault(row.spread),
    ownDeck: row.ownDeck,
  };
}

const shareableColumns = {
  question: reading.question,
  cards: reading.cards,
  reversed: reading.reversed,
  interpretation: reading.interpretation,
  createdAt: reading.createdAt,
  spread: reading.spread,
  ownDeck: reading.ownDeck,
};

/** What a link made now would show, for its owner to see before making it; a reading that cannot be shared answers as making the link would. */
export async function previewSharedReading(
  db: Database,
  reader: Pick<Reader, 'quotesOf'>,
  userId: string,
  readingId: string,
  showQuestion: boolean,
): Promise<SharedReading> {
  const { shareable } = await requireOwnReading(db, userId, readingId);
  if (!shareable) throw new AppError(409, NOT_SHAREABLE);
  const [row] = await db
    .select(shareableColumns)
    .from(reading)
    .where(and(eq(reading.id, readingId), eq(reading.userId, userId)));
  if (!row) throw notFound(READING_NOT_FOUND);
  return toSharedReading(row, showQuestion, reader);
}

/** The public view of a live link; an unknown, malformed or revoked token is the same 404. */
export async function findSharedReading(db: Database, reader: Pick<Reader, 'quotesOf'>, token: string): Promise<SharedReading> {
  if (!ShareTokenSchema.safeParse(token).success) throw notFound(SHARE_NOT_FOUND);
  const [row] = await db
    .select({ showQuestion: shareLink.showQuestion, ...shareableColumns })
    .from(shareLink)
    .innerJoin(reading, eq(reading.id, shareLink.readingId))
    // A follow-up that raised a crisis after the link was made closes the link too.
    .where(and(eq(shareLink.tokenHash, hashToken(token)), isNull(shareLink.revokedAt), sql`${reading.safety} = '[]'::jsonb`));
  if (!row) throw notFound(SHARE_NOT_FOUND);
  return toSharedReading(row, row.showQuestion, reader);
}
