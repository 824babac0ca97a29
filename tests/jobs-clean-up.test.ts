import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { drawCommitment, rateCounter, session, verification } from '../src/server/db/schema.ts';
import { CLEAN_UP_CRON } from '../src/server/domain/jobs/background-work.ts';
import { cleanUpExpired } from '../src/server/domain/jobs/clean-up.ts';
import { COMMITMENT_MAX_AGE_SECONDS } from '../src/server/domain/draw/fair-draw.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signUp } from './support/users.ts';

// The hourly clean-up job (issue 25 §4): what can never be used again goes, what still can stays.

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the clean-up job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ cheapPasswords: true });
  });
  afterAll(async () => t?.close());

  it('is scheduled hourly in UTC, once across instances (a pg-boss cron)', async () => {
    const rows = z
      .object({ rows: z.array(z.object({ name: z.string(), cron: z.string(), timezone: z.string() })) })
      .parse(await t.db.execute(sql`select name, cron, timezone from pgboss.schedule`)).rows;
    expect(rows).toEqual([{ name: 'clean-up', cron: CLEAN_UP_CRON, timezone: 'UTC' }]);
  });

  it('deletes expired links, sessions, unused commitments and old counter windows, and keeps the rest', async () => {
    const who = await signUp(t);
    const expired = new Date(Date.now() - 60_000);
    const live = new Date(Date.now() + 60 * 60_000);
    const links = { expired: randomUUID(), live: randomUUID() };
    await t.db.insert(verification).values([
      { id: links.expired, identifier: `reset-password:${randomUUID()}`, value: who.id, expiresAt: expired },
      { id: links.live, identifier: `reset-password:${randomUUID()}`, value: who.id, expiresAt: live },
    ]);
    const sessions = { expired: randomUUID(), live: randomUUID() };
    await t.db.insert(session).values([
      { id: sessions.expired, token: randomUUID(), userId: who.id, expiresAt: expired },
      { id: sessions.live, token: randomUUID(), userId: who.id, expiresAt: live },
    ]);
    const oldWindow = Date.now() - 3 * DAY_MS;
    const todaysWindow = Date.now() - 60_000;
    await t.db.insert(rateCounter).values([
      { key: 'clean-up-test', windowStart: oldWindow, count: 3 },
      { key: 'clean-up-test', windowStart: todaysWindow, count: 1 },
    ]);
    const stale = sql`now() - make_interval(secs => ${COMMITMENT_MAX_AGE_SECONDS + 60})`;
    const [unused, used] = await t.db
      .insert(drawCommitment)
      .values([
        { commitment: randomUUID(), serverSeed: randomUUID(), owner: `user:${who.id}`, createdAt: stale },
        { commitment: randomUUID(), serverSeed: randomUUID(), owner: `user:${who.id}`, createdAt: stale, usedAt: stale },
      ])
      .returning({ id: drawCommitment.id });

    const result = await cleanUpExpired(t.db);
    expect(result).toMatchObject({ links: 1, sessions: 1, counters: 1, commitments: 1 });

    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
    expect(
      ids(
        await t.db
          .select({ id: verification.id })
          .from(verification)
          .where(inArray(verification.id, [links.expired, links.live])),
      ),
    ).toEqual([links.live]);
    expect(
      ids(
        await t.db
          .select({ id: session.id })
          .from(session)
          .where(inArray(session.id, [sessions.expired, sessions.live])),
      ),
    ).toEqual([sessions.live]);
    expect(
      (
        await t.db
          .select()
          .from(rateCounter)
          .where(inArray(rateCounter.key, ['clean-up-test']))
      ).map((row) => row.windowStart),
    ).toEqual([todaysWindow]);
    // A used commitment is the record of a spent seed: it stays.
    expect(
      ids(
        await t.db
          .select({ id: drawCommitment.id })
          .from(drawCommitment)
          .where(inArray(drawCommitment.id, [unused?.id ?? '', used?.id ?? ''])),
      ),
    ).toEqual([used?.id]);
    // Again: nothing is left to delete.
    expect(await cleanUpExpired(t.db)).toMatchObject({ links: 0, sessions: 0, counters: 0, commitments: 0 });
  });
});
