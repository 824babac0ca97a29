import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { CARDS_PER_READING } from '../../../shared/constants.ts';
import type { DrawnCard } from '../../../shared/deck/types.ts';
import type { FairDrawDeck } from '../../../shared/fair-draw/deck-order.ts';
import { commitmentOf, drawFromSeeds, FAIR_DRAW_ALGORITHM, type FairDrawRecord } from '../../../shared/fair-draw/fair-draw.ts';
import { makeClientSeed, makeServerSeed } from '../../../shared/fair-draw/seeds.ts';
import type { DrawCommitResponse } from '../../../shared/schemas/fair-draw.ts';
import type { Executor } from '../../db/client.ts';
import { drawCommitment } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { resolveCards } from './cards.ts';

/** How long a commitment shown on the ask page can still be drawn with. */
export const COMMITMENT_MAX_AGE_SECONDS = 60 * 60;
export const COMMITMENT_NOT_USABLE = 'This draw’s commitment has expired or was already used. Please draw again.';

const committedSince = () => sql`now() - make_interval(secs => ${COMMITMENT_MAX_AGE_SECONDS})`;

/** Who may draw with a commitment: the account, or the visitor's browser (its ti_visitor cookie). */
export type DrawOwner = { userId: string } | { browserId: string };
const DELETED_OWNER = 'deleted';
const ownerKey = (owner: DrawOwner) => ('userId' in owner ? `user:${owner.userId}` : `browser:${owner.browserId}`);

/** The browser's half of a draw: the commitment it was shown and its own seed. */
export interface FairDrawChoice {
  commitmentId: string;
  clientSeed: string;
}

export interface FairDrawResult {
  cards: DrawnCard[];
  fairDraw: FairDrawRecord;
}

/** Makes and stores a fresh server seed for the owner, and answers only its hash. */
export async function commitToDraw(db: Executor, owner: DrawOwner): Promise<DrawCommitResponse> {
  const serverSeed = makeServerSeed();
  const commitment = await commitmentOf(serverSeed);
  const [row] = await db
    .insert(drawCommitment)
    .values({ serverSeed, commitment, owner: ownerKey(owner) })
    .returning({ id: drawCommitment.id });
  if (!row) throw new Error('The commitment was not stored');
  return { commitmentId: row.id, commitment };
}

/** Unused commitments past their hour can never be drawn with (the clean-up job); used ones stay as the record of spent seeds. */
export async function pruneExpiredCommitments(db: Executor): Promise<number> {
  const pruned = await db
    .delete(drawCommitment)
    .where(and(isNull(drawCommitment.usedAt), lt(drawCommitment.createdAt, committedSince())))
    .returning({ id: drawCommitment.id });
  return pruned.length;
}

/**
 * A deleted account's commitments lose its id but stay, spent: their seeds still may never be drawn
 * with again. Run inside the deletion's transaction.
 */
export async function forgetDrawOwner(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(drawCommitment)
    .set({ owner: DELETED_OWNER, usedAt: sql`coalesce(${drawCommitment.usedAt}, now())` })
    .where(eq(drawCommitment.owner, ownerKey({ userId })));
}

/** A deleted reading's commitment stays, spent, but no longer names its owner. Run inside the deletion's transaction. */
export async function forgetReadingDraw(tx: Executor, userId: string, commitment: string): Promise<void> {
  await tx
    .update(drawCommitment)
    .set({ owner: DELETED_OWNER, usedAt: sql`coalesce(${drawCommitment.usedAt}, now())` })
    .where(and(eq(drawCommitment.commitment, commitment), eq(drawCommitment.owner, ownerKey({ userId }))));
}

/** Marks the owner's unexpired, unused commitment used, in one statement so it is used once; 409 otherwise. */
async function spendCommitment(db: Executor, owner: DrawOwner, commitmentId: string) {
  const [spent] = await db
    .update(drawCommitment)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(drawCommitment.id, commitmentId),
        eq(drawCommitment.owner, ownerKey(owner)),
        isNull(drawCommitment.usedAt),
        gt(drawCommitment.createdAt, committedSince()),
      ),
    )
    .returning({ serverSeed: drawCommitment.serverSeed, commitment: drawCommitment.commitment });
  if (!spent) throw new AppError(409, COMMITMENT_NOT_USABLE);
  return spent;
}

/**
 * Draws from the committed server seed and the browser's seed. Without a choice (clients that never
 * asked for a commitment) the server commits and picks a client seed itself, so that draw is recorded
 * and verifiable too, though not protected from the server. `count` is the spread's number of
 * positions (the spec's three by default): the seeds commit to the whole shuffled order, so one
 * commitment covers any count, and a verifier draws as many as the cards shown.
 */
export async function drawFairly(
  db: Executor,
  owner: DrawOwner,
  choice: FairDrawChoice | undefined,
  options: { deck: FairDrawDeck; reversals: boolean; count?: number },
): Promise<FairDrawResult> {
  let seeds: { serverSeed: string; commitment: string; clientSeed: string };
  if (choice) {
    seeds = { ...(await spendCommitment(db, owner, choice.commitmentId)), clientSeed: choice.clientSeed };
  } else {
    const serverSeed = makeServerSeed();
    const commitment = await commitmentOf(serverSeed);
    await db.insert(drawCommitment).values({ serverSeed, commitment, owner: ownerKey(owner), usedAt: sql`now()` });
    seeds = { serverSeed, commitment, clientSeed: makeClientSeed() };
  }
  const fairDraw: FairDrawRecord = { algorithm: FAIR_DRAW_ALGORITHM, ...seeds, deck: options.deck, reversals: options.reversals };
  const drawn = await drawFromSeeds({ ...fairDraw, count: options.count ?? CARDS_PER_READING });
  return {
    cards: resolveCards(
      drawn.map((card) => card.name),
      drawn.map((card) => card.reversed),
    ),
    fairDraw,
  };
}
