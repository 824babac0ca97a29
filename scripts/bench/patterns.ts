// `npm run bench -- --only patterns`: the patterns page's figures (issue 27 §3) and a reading's
// returning cards, for a person with 5,000 readings among others', on PGlite and on PostgreSQL.
import { DECK } from '../../src/shared/deck/cards.ts';
import { seededRandomInt } from '../../src/shared/deck/draw.ts';
import { OUTCOME_VALUES } from '../../src/shared/journal/journal.ts';
import { BUILT_IN_SPREADS } from '../../src/shared/spreads/built-in.ts';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts';
import { desc, eq } from 'drizzle-orm';
import { reading, user } from '../../src/server/db/schema.ts';
import { readPatterns, readReturningCards } from '../../src/server/domain/patterns/patterns.ts';
import { createPostgresDatabase } from '../../tests/support/postgres-database.ts';
import { fixed, int, withMark, type Section } from './report.ts';

const READINGS = 5_000;
const PERSON = 'bench-person';
/** Others' readings in the same table, so the person's are found by the index, not by being all there is. */
const OTHER_USERS = 2;
const DAYS_OF_HISTORY = 730;
const WARM_UP = 5;
const DAY_MS = 24 * 60 * 60 * 1000;
const TAGS = ['work', 'love', 'family', 'money', 'health', 'move', 'study', 'friends'];
/** The page asks once per visit and per range switch; a quarter of a second stays unnoticed. */
const TARGET_P95_MS = 250;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

/** A person's history: mostly three cards, some one-card, five-card and Celtic Cross readings; tags and outcomes on some. */
async function seed(handle: DatabaseHandle, userId: string, seed: number): Promise<void> {
  const random = seededRandomInt(1_000 + seed);
  await handle.db.insert(user).values({ id: userId, name: 'Bench', email: `${userId}@bench.example` });
  const now = Date.now();
  const rows = Array.from({ length: READINGS }, () => {
    const spread = BUILT_IN_SPREADS[random(BUILT_IN_SPREADS.length)] ?? BUILT_IN_SPREADS[0];
    const count = spread?.positions.length ?? 3;
    const cards = new Set<string>();
    while (cards.size < count) cards.add(DECK[random(DECK.length)]?.name ?? 'The Fool');
    const answered = random(3) > 0;
    return {
      userId,
      question: 'What should I know?',
      cards: [...cards],
      reversed: [...cards].map(() => random(3) === 0),
      spread: spread?.id === 'three-card' ? null : spread,
      interpretation: 'Benchmark.',
      isComplete: true,
      tags: TAGS.filter(() => random(5) === 0),
      outcome: answered ? OUTCOME_VALUES[random(OUTCOME_VALUES.length)] : null,
      createdAt: new Date(now - random(DAYS_OF_HISTORY * 24) * (DAY_MS / 24)),
    };
  });
  for (let start = 0; start < rows.length; start += 500) await handle.db.insert(reading).values(rows.slice(start, start + 500));
}

async function timings(rounds: number, work: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARM_UP; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times;
}

export async function runPatternsBench({ quick, log }: { quick: boolean; log: (line: string) => void }): Promise<Section> {
  const rounds = quick ? 20 : 100;
  const section: Section = { title: `Patterns (${int(READINGS)} readings of one person, ${OTHER_USERS} others as many)`, tables: [], notes: [] };
  const engines: [string, () => Promise<{ handle: DatabaseHandle; drop(): Promise<void> }>][] = [
    ['PGlite (memory)', async () => ({ handle: await openDatabase({ kind: 'pglite', dataDir: undefined }), drop: async () => undefined })],
    [
      'PostgreSQL',
      async () => {
        const database = await createPostgresDatabase('tarot_bench_patterns');
        return { handle: await openDatabase({ kind: 'postgres', url: database.url }), drop: database.drop };
      },
    ],
  ];
  const rows: string[][] = [];
  for (const [name, open] of engines) {
    try {
      const { handle, drop } = await open();
      try {
        log(`patterns: seeding ${int(READINGS * (OTHER_USERS + 1))} readings on ${name}`);
        for (let other = 1; other <= OTHER_USERS; other++) await seed(handle, `bench-other-${other}`, other);
        await seed(handle, PERSON, 0);
        const [latest] = await handle.db.select({ id: reading.id }).from(reading).where(eq(reading.userId, PERSON)).orderBy(desc(reading.createdAt)).limit(1);
        const cases: [string, () => Promise<unknown>][] = [
          ['GET /api/patterns?days=30', () => readPatterns(handle.db, PERSON, 30)],
          ['GET /api/patterns?days=90', () => readPatterns(handle.db, PERSON, 90)],
          ['GET /api/patterns (all time)', () => readPatterns(handle.db, PERSON, null)],
          ['GET /api/readings/:id/returning-cards', () => readReturningCards(handle.db, PERSON, latest?.id ?? '')],
        ];
        for (const [label, work] of cases) {
          log(`patterns: ${label} on ${name}`);
          const times = await timings(rounds, work);
          const p95 = percentile(times, 0.95);
          rows.push([name, label, fixed(percentile(times, 0.5)), withMark(fixed(p95), p95 <= TARGET_P95_MS)]);
        }
      } finally {
        await handle.close();
        await drop();
      }
    } catch (error) {
      section.notes.push(`${name}: could not run (${error instanceof Error ? error.message : String(error)}).`);
    }
  }
  section.tables.push({
    title: `The domain's reads, ${rounds} each after ${WARM_UP} to warm up (ms)`,
    columns: ['Database', 'Read', 'p50', 'p95'],
    rows,
    notes: [`Target: p95 ≤ ${TARGET_P95_MS} ms. Readings over ${DAYS_OF_HISTORY} days; the returning cards are the person's latest reading's.`],
  });
  return section;
}
