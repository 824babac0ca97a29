// The server benchmark's data: users signed up through the API, readings and conversations of
// realistic length written directly with SQL, on PostgreSQL or PGlite alike.
import { randomBytes } from 'node:crypto';

/** A query on either engine: node-postgres' pool and PGlite both answer `query(text, values)` with rows. */
export type Sql = <Row extends Record<string, unknown>>(text: string, values?: unknown[]) => Promise<{ rows: Row[] }>;

const CARDS = JSON.stringify(['The Fool', 'The Star', 'The Sun']);

const SENTENCES = [
  'The Fool in your past speaks of a leap you took without a map, and of the courage it asked of you.',
  'The Star in your present brings a quieter hope, the kind that grows when you stop forcing the answer.',
  'The Sun in your future promises warmth and clarity once you let others see what you are building.',
  'Notice where you already feel lighter, and give that feeling more room in the weeks ahead.',
  'A conversation you have been postponing may open a door that has stayed closed for too long.',
];

function prose(chars: number, seed: number): string {
  let text = '';
  for (let i = seed; text.length < chars; i++) text += `${SENTENCES[i % SENTENCES.length]} `;
  return text.slice(0, chars).trim();
}

const INTERPRETATION = `**The Past: The Fool**\n${prose(800, 0)}\n\n**The Present: The Star**\n${prose(800, 1)}\n\n**The Future: The Sun**\n${prose(700, 2)}\n\n**Guidance**\n${prose(300, 3)}`;
export const followUpQuestion = (n: number) =>
  `Follow-up ${n}: what does the Star say about the conversation I keep postponing with my manager, and how should I prepare?`;
const followUpAnswer = (n: number) => `**Guidance**\n${prose(1_150, n)}`;

function unique(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

let addressCounter = 0;
/** A fresh client address (TRUST_PROXY=1), so per-address limits never bite. */
export const nextAddress = () => {
  addressCounter++;
  return `198.18.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
};

export interface BenchUser {
  id: string;
  cookie: string;
}

export async function signUp(baseUrl: string, label: string): Promise<BenchUser> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl, 'X-Forwarded-For': nextAddress() },
    body: JSON.stringify({ email: `${unique(label)}@bench.test`, password: 'bench-password-42', name: 'Bench Seeker', birthday: 14, birthMonth: 8 }),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const json = (await response.json()) as { user: { id: string } };
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
  if (!cookie) throw new Error('sign-up set no session cookie');
  return { id: json.user.id, cookie };
}

// ── Seeding (plain SQL on the server's database) ──

/**
 * Inserts `count` readings, newest first, and returns their ids, or none with `ids: false`: the
 * big history's 100,000 ids would only burden the heap of this process, which also runs the load
 * generator.
 */
export async function insertReadings(sql: Sql, userId: string, count: number, spacing: string, complete: boolean, ids = true): Promise<string[]> {
  const result = await sql<{ id: string }>(
    `INSERT INTO reading (user_id, question, cards, interpretation, is_complete, message_count, created_at)
     SELECT $1, 'What should I focus on this season? (' || g || ')', $2::jsonb, $3, $4, $5, now() - g * $6::interval
     FROM generate_series(1, $7) AS g
     ${ids ? 'RETURNING id' : ''}`,
    [userId, CARDS, complete ? INTERPRETATION : '', complete, complete ? 1 : 0, spacing, count],
  );
  return result.rows.map((row) => row.id);
}

/** Gives a complete reading its interpretation (seq 0) and `followUps` earlier question/answer pairs. */
export async function insertConversation(sql: Sql, readingId: string, followUps: number): Promise<void> {
  await sql(
    `INSERT INTO message (reading_id, seq, role, content, created_at)
     SELECT $1, g, CASE WHEN g = 0 THEN 'assistant' WHEN g % 2 = 1 THEN 'user' ELSE 'assistant' END,
            CASE WHEN g = 0 THEN $2 WHEN g % 2 = 1 THEN $3 || ' #' || g ELSE $4 || ' #' || g END,
            now() - interval '1 day' + g * interval '1 minute'
     FROM generate_series(0, $5) AS g`,
    [readingId, INTERPRETATION, followUpQuestion(0), followUpAnswer(0), followUps * 2],
  );
  await sql('UPDATE reading SET message_count = $2 WHERE id = $1', [readingId, followUps * 2 + 1]);
}

/** The history cursor of the row at `offset`, in the format history.ts writes. */
export async function cursorAt(sql: Sql, userId: string, offset: number): Promise<string> {
  const result = await sql<{ created_at: string; id: string }>(
    `SELECT to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at, id
     FROM reading WHERE user_id = $1 ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT 1`,
    [userId, offset],
  );
  const row = result.rows[0];
  if (!row) throw new Error(`no reading at offset ${offset}`);
  return Buffer.from(`${row.created_at}|${row.id}`).toString('base64url');
}
