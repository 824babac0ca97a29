import { sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startPgBossQueue } from '../src/server/adapters/jobs/pg-boss-queue.ts';
import type { DatabaseHandle } from '../src/server/db/client.ts';
import { jobPolicies } from '../src/server/domain/jobs/jobs.ts';
import { instantOfLocalTime } from '../src/server/domain/jobs/local-time.ts';
import { createOutgoingMail, type AppMail } from '../src/server/domain/mail/outgoing-mail.ts';
import type { JobQueue } from '../src/server/domain/ports/job-queue.ts';
import type { MailMessage } from '../src/server/domain/ports/mailer.ts';
import { createTestDatabase } from './support/database.ts';
import { until } from './support/readings.ts';

// The queue's scheduling API through the real queue (pg-boss on this file's database), with time
// driven by hand: pg-boss's TestClock moves the workers' timers and the database's idea of now
// together. This is how a mail for later (issue 27's check-back) is tested.

describe('instantOfLocalTime', () => {
  it('reads a wall-clock time in its zone, on either side of a change of offset', () => {
    expect(instantOfLocalTime('2026-12-03T09:00', 'Europe/Lisbon').toISOString()).toBe('2026-12-03T09:00:00.000Z');
    expect(instantOfLocalTime('2026-07-03T09:00', 'Europe/Lisbon').toISOString()).toBe('2026-07-03T08:00:00.000Z');
    expect(instantOfLocalTime('2026-12-03T09:00:30', 'Asia/Kolkata').toISOString()).toBe('2026-12-03T03:30:30.000Z');
    expect(instantOfLocalTime('2026-12-03T09:00', 'America/New_York').toISOString()).toBe('2026-12-03T14:00:00.000Z');
  });

  it('takes a time skipped by spring-forward on the new offset, and a time shown twice at its first showing', () => {
    // Lisbon, 29 March 2026: 01:00 jumps to 02:00; 25 October 2026: 02:00 goes back to 01:00.
    expect(instantOfLocalTime('2026-03-29T01:30', 'Europe/Lisbon').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(instantOfLocalTime('2026-10-25T01:30', 'Europe/Lisbon').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('refuses what is not a local time', () => {
    expect(() => instantOfLocalTime('2026-12-03 9am', 'Europe/Lisbon')).toThrow(RangeError);
  });
});

describe('scheduling through the real queue, with a clock driven by hand', () => {
  const START = '2026-12-01T12:00:00.000Z';
  let database: DatabaseHandle;
  let clock: TestClock;
  let jobs: JobQueue;
  let mail: AppMail;
  const sent: { at: string; message: MailMessage }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    clock = new TestClock(START);
    jobs = await startPgBossQueue(database, { policies: jobPolicies(1), pollSeconds: 1, clock });
    mail = createOutgoingMail(jobs, 'a-secret-for-sealing-links-0123456789abcdef');
    await jobs.work(
      'mail',
      mail.deliverWith({
        mailer: {
          id: 'capture',
          send: async (message) => {
            sent.push({ at: new Date(clock.now()).toISOString(), message });
          },
        },
        db: database.db,
        publicUrl: 'http://localhost:3000',
        now: () => new Date(clock.now()),
      }),
    );
  });
  afterAll(async () => {
    await jobs?.stop(5_000);
    await database?.close();
  });

  /** Moves the queue's time forward, then gives the worker a moment of real time to finish what that started. */
  const advance = async (ms: number) => {
    await clock.tick(ms);
    await new Promise((resolve) => setTimeout(resolve, 200));
  };
  /** Jumps far ahead (as a process that slept would), then lets the timers of the last seconds fire. */
  const jump = async (ms: number) => {
    await clock.setTime(clock.now() + ms - 2_000);
    await advance(2_000);
  };
  const sentTo = (to: string) => sent.filter((entry) => entry.message.to === to);
  const changed = (to: string) => ({ kind: 'password-changed' as const, to, name: 'Luna', userId: null, changedAt: new Date(START) });

  it('sends a mail at 09:00 in Lisbon on the day it names, not before', async () => {
    const to = 'lisbon@example.com';
    await mail.send(changed(to), { runAt: { localTime: '2026-12-03T09:00', timeZone: 'Europe/Lisbon' }, key: 'check-back:lisbon' });
    await clock.setTime('2026-12-03T08:58:00.000Z');
    await advance(60_000);
    expect(sentTo(to)).toEqual([]);
    await advance(65_000);
    expect(await until(() => sentTo(to).length === 1, 5_000)).toBe(true);
    // Taken at the first poll after 09:00 Lisbon time (09:00 UTC in December).
    const at = sentTo(to)[0]?.at ?? '';
    expect(at >= '2026-12-03T09:00:00.000Z' && at <= '2026-12-03T09:00:10.000Z').toBe(true);
    await advance(120_000);
    expect(sentTo(to)).toHaveLength(1);
  });

  it('keeps one waiting mail per key: a second send replaces the first, and cancel removes it', async () => {
    const early = 'early@example.com';
    const late = 'late@example.com';
    await mail.send(changed(early), { runAt: { afterSeconds: 3_600 }, key: 'check-back:entry-7' });
    await mail.send(changed(late), { runAt: { afterSeconds: 7_200 }, key: 'check-back:entry-7' });
    await jump(3_700_000);
    expect(sentTo(early)).toEqual([]);
    await jump(3_600_000);
    expect(await until(() => sentTo(late).length === 1, 5_000)).toBe(true);
    expect(sentTo(early)).toEqual([]);

    const cancelled = 'cancelled@example.com';
    await mail.send(changed(cancelled), { runAt: { afterSeconds: 60 }, key: 'check-back:entry-8' });
    expect(await mail.cancel('check-back:entry-8')).toBe(true);
    expect(await mail.cancel('check-back:entry-8')).toBe(false);
    await advance(120_000);
    expect(sentTo(cancelled)).toEqual([]);
  });

  it('writes a job with the transaction that causes it: a rolled-back one leaves none', async () => {
    const kept = 'kept@example.com';
    const dropped = 'dropped@example.com';
    await database.db.transaction(async (tx) => {
      await mail.send(changed(kept), { tx });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await mail.send(changed(dropped), { tx });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await advance(2_000);
    expect(await until(() => sentTo(kept).length === 1, 5_000)).toBe(true);
    await advance(2_000);
    expect(sentTo(dropped)).toEqual([]);
  });

  it('runs a periodic job once a period, however many instances offer it', async () => {
    // A second queue on the same database: another instance, on the same hand-driven clock.
    const other = await startPgBossQueue(database, { policies: jobPolicies(1), pollSeconds: 1, clock });
    const runs: string[] = [];
    const sweep = async (_data: unknown, job: { id: string }) => {
      runs.push(job.id);
    };
    try {
      await jobs.work('sweep-replies', sweep);
      await other.work('sweep-replies', sweep);
      await jobs.every('sweep-replies', 10);
      await other.every('sweep-replies', 10);
      for (let i = 0; i < 6; i++) await advance(10_000);
      await until(() => runs.length >= 6, 5_000);
      // Two offers a period (one per instance), one run: 6 or 7 periods began in 60 s.
      expect(runs.length).toBeGreaterThanOrEqual(6);
      expect(runs.length).toBeLessThanOrEqual(7);
      expect(new Set(runs).size).toBe(runs.length);
      // Each run is the one job of its own period. (A job of one period may start in the next, when
      // the clock moved on before a worker polled, so the time it ran at does not name its period.)
      const slots = z.object({ rows: z.array(z.unknown()) }).parse(
        await database.db.execute(
          sql`select distinct singleton_on from pgboss.job where name = 'sweep-replies' and id in (${sql.join(
            runs.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        ),
      );
      expect(slots.rows).toHaveLength(runs.length);
    } finally {
      await other.stop(5_000);
    }
  });
});
