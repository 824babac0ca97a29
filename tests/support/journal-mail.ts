import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { createSmtpMailer } from '../../src/server/adapters/email/mailer.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { reading, user } from '../../src/server/db/schema.ts';
import { createTestDatabase } from './database.ts';
import { until } from './readings.ts';
import { parseMail, startSmtpSink, type ReceivedMail, type SmtpSink } from './smtp-sink.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { signUp, type SignedInUser } from './users.ts';

// Two instances of the app on one database and one hand-driven clock (pg-boss's TestClock), for
// the journal mails (issue 27 §2, §6): instance A sends through SMTP (a local sink), instance B
// writes to its outbox folder, so every mail either sent can be read with its headers.

export interface JournalMailRig {
  a: TestApp;
  b: TestApp;
  clock: TestClock;
  sink: SmtpSink;
  database: DatabaseHandle;
  /** Every mail either instance sent to `address`, as received. */
  mailsTo(address: string): Promise<ReceivedMail[]>;
  /** Jumps the clock to `at` (as a process that slept would), then lets the queue catch up. */
  jumpTo(at: Date | number): Promise<void>;
  /** Moves the clock forward by `ms`, firing the timers on the way. */
  advance(ms: number): Promise<void>;
  close(): Promise<void>;
}

export async function startJournalMailRig(): Promise<JournalMailRig> {
  const sink = await startSmtpSink();
  const database = await createTestDatabase();
  const clock = new TestClock(Date.now());
  // A closes its queue and store only; B closes the shared database last.
  const a = await createTestApp({
    database: { ...database, close: async () => undefined },
    clock,
    mailer: createSmtpMailer(sink.url, 'Tarot Insights <mail@localhost>'),
  });
  const b = await createTestApp({ database, clock });
  const outbox = path.join(b.dataDir, 'outbox');
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
  return {
    a,
    b,
    clock,
    sink,
    database,
    async mailsTo(address) {
      const files = await readdir(outbox).catch(() => [] as string[]);
      const written = await Promise.all(
        files.filter((file) => file.endsWith('.eml')).map(async (file) => parseMail(await readFile(path.join(outbox, file), 'utf8'))),
      );
      return [...sink.received, ...written].filter((mail) => (mail.headers.to ?? '').toLowerCase().includes(address.toLowerCase()));
    },
    async jumpTo(at) {
      await clock.setTime(new Date(at).getTime() - 2_000);
      await clock.tick(2_000);
      await settle();
    },
    async advance(ms) {
      await clock.tick(ms);
      await settle();
    },
    async close() {
      await a.close();
      await b.close();
      await sink.close();
    },
  };
}

/** A new account whose mail is timed in `timeZone`. */
export async function signUpIn(t: TestApp, timeZone: string | null): Promise<SignedInUser> {
  const me = await signUp(t);
  await t.db.update(user).set({ timeZone }).where(eq(user.id, me.id));
  return me;
}

export async function drawReading(t: TestApp, me: SignedInUser, question: string): Promise<{ id: string; createdAt: Date }> {
  const response = await t.request('/api/readings', { body: { question }, headers: { Cookie: me.cookie } });
  if (response.status !== 201) throw new Error(`draw failed: ${response.status} ${await response.text()}`);
  const { id } = (await response.json()) as { id: string };
  const [row] = await t.db.select({ createdAt: reading.createdAt }).from(reading).where(eq(reading.id, id));
  if (!row) throw new Error('the reading was not stored');
  return { id, createdAt: row.createdAt };
}

/** Waits for `count` mails to `address`, then a moment more to see that no further one comes. */
export async function exactlyMailsTo(rig: JournalMailRig, address: string, count: number): Promise<ReceivedMail[]> {
  await until(async () => (await rig.mailsTo(address)).length >= count, 10_000);
  await new Promise((resolve) => setTimeout(resolve, 500));
  return rig.mailsTo(address);
}

/** The links in a mail's plain-text part whose path starts with `prefix`. */
export function linksIn(mail: ReceivedMail, prefix: string): URL[] {
  return [...mail.text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((match) => new URL(match[0])).filter((url) => url.pathname.startsWith(prefix));
}

/** The unsubscribe URL of a mail's List-Unsubscribe header. */
export function unsubscribeUrlOf(mail: ReceivedMail): URL {
  const header = (mail.headers['list-unsubscribe'] ?? '').replace(/\s+/g, '');
  const match = /^<(https?:\/\/[^>]+)>$/.exec(header);
  if (!match?.[1]) throw new Error(`no List-Unsubscribe URL: ${header}`);
  return new URL(match[1]);
}
