import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { creditLedger, reading } from '../../db/schema.ts';
import { grantCredits } from '../billing/credits.ts';
import { log } from '../../observe/log.ts';

// The leases on writing a reading's interpretation and its follow-up answers, kept short and
// renewed while the answer is written, and the sweeper that settles the replies of a writer that
// died (docs/decisions/0003).

/** A lease's end, on the database's clock (the one clock every instance shares). */
export const leaseFor = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

export const leaseFree = (column: typeof reading.generationLeaseUntil | typeof reading.replyLeaseUntil) => or(isNull(column), lt(column, sql`now()`));

/** Renewals per lease: two may fail (a slow database) before the lease lapses under a live writer. */
const RENEWALS_PER_LEASE = 3;

export interface KeptLease {
  /** Aborted when the claim is found to be someone else's: the answer can no longer be kept. */
  lost: AbortSignal;
  stop(): void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Renews a lease while its answer is being written, so a short lease holds for as long as the
 * model takes and lapses soon after its writer dies. `renew` answers whether the claim is still
 * ours. A renewal that fails (the database unreachable) is tried again at the next tick: if the
 * database stays away, the answer cannot be stored either and the sweeper settles it.
 */
export function keepLeaseAlive(renew: () => Promise<boolean>, leaseSeconds: number, label: string): KeptLease {
  const lost = new AbortController();
  let stopped = false;
  let renewing = false;
  const timer = setInterval(
    () => {
      if (renewing) return;
      renewing = true;
      renew()
        .then(
          (held) => {
            if (!held && !stopped) lost.abort(new Error(`${label}: the lease was taken over`));
          },
          (error: unknown) => {
            if (!stopped) log.warn(`[lease] renewing ${label} failed: ${messageOf(error)}`);
          },
        )
        .finally(() => (renewing = false));
    },
    (leaseSeconds * 1000) / RENEWALS_PER_LEASE,
  );
  timer.unref();
  return {
    lost: lost.signal,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}

/**
 * Gives back the credit a follow-up took, if it took one (a subscriber's took none). Once only:
 * the ledger's unique (reason, reference) makes a second refund of the same follow-up a no-op.
 */
export async function refundFollowUp(tx: Transaction, followUpId: string): Promise<boolean> {
  const [charge] = await tx
    .select({ userId: creditLedger.userId, delta: creditLedger.delta })
    .from(creditLedger)
    .where(and(eq(creditLedger.reason, 'follow_up'), eq(creditLedger.reference, followUpId)));
  // A deleted account's charge has no one left to refund.
  if (!charge?.userId) return false;
  return grantCredits(tx, charge.userId, -charge.delta, 'refund', followUpId);
}

export interface SweepResult {
  /** Replies whose writer stopped before their answer was stored, now released. */
  released: number;
  /** Of those, the ones that had taken a credit, now given back. */
  refunded: number;
}

/** At most this many per sweep; a next sweep takes the rest. */
const SWEEP_BATCH = 100;

/**
 * Settles every reply whose lease has lapsed without its answer being stored (its writer was
 * killed, or lost the database): the credit comes back and the reading takes the next question.
 * Each reading in a transaction of its own that re-checks the claim under a row lock, so a sweep
 * racing the writer's own store or refund, or another instance's sweep, settles it once.
 */
export async function sweepAbandonedReplies(db: Database): Promise<SweepResult> {
  const result: SweepResult = { released: 0, refunded: 0 };
  const expired = await db
    .select({ id: reading.id })
    .from(reading)
    .where(and(isNotNull(reading.replyId), lt(reading.replyLeaseUntil, sql`now()`)))
    .limit(SWEEP_BATCH);
  for (const { id } of expired) {
    await db.transaction(async (tx) => {
      const [stale] = await tx
        .select({ replyId: reading.replyId })
        .from(reading)
        .where(and(eq(reading.id, id), isNotNull(reading.replyId), lt(reading.replyLeaseUntil, sql`now()`)))
        .for('update');
      if (!stale?.replyId) return;
      if (await refundFollowUp(tx, stale.replyId)) result.refunded++;
      await tx.update(reading).set({ replyId: null, replyLeaseUntil: null }).where(eq(reading.id, id));
      result.released++;
    });
  }
  return result;
}
