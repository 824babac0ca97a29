// Streaming in the server benchmark: the time the server adds before the first streamed token,
// and how the prompt grows with a conversation, against a local OpenAI-compatible server.
import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { OpenAIServer, RecordedRequest } from '../../tests/support/openai-server.ts';
import { fixed, int, percentile, withMark, type Table } from './report.ts';
import { followUpQuestion, insertConversation, insertReadings, nextAddress, type BenchUser, type Sql } from './server-data.ts';
import { processCpuMs, TARGET } from './server-load.ts';

export const PROVIDER_DELAY_MS = 200;
/** What the provider answers every call with: a fixed text keeps the prompt-size figures comparable between runs. */
export const PROVIDER_REPLY =
  '**Guidance**\nThe Star asks you to trust the slow return of hope. Let the answer come in its own time, and notice what already feels lighter.';

interface StreamTiming {
  sentAt: number;
  firstDeltaAt: number;
  endAt: number;
}

/** POSTs and reads the NDJSON answer, noting when the first `delta` line arrived. */
function streamOnce(agent: Agent, baseUrl: string, pathname: string, body: unknown, cookie: string): Promise<StreamTiming> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const url = new URL(pathname, baseUrl);
    let text = '';
    let firstDeltaAt = Number.NaN;
    const sentAt = performance.now();
    const req = httpRequest(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
          Accept: 'application/x-ndjson',
          Origin: baseUrl,
          Cookie: cookie,
          'X-Forwarded-For': nextAddress(),
        },
      },
      (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (Number.isNaN(firstDeltaAt) && (text + chunk).includes('"type":"delta"')) firstDeltaAt = performance.now();
          text += chunk;
        });
        response.on('end', () => {
          const endAt = performance.now();
          const lines = text.trim().split('\n');
          const last = JSON.parse(lines.at(-1) ?? '{}') as { type?: string; error?: string };
          if (response.statusCode !== 200 || last.type !== 'done' || Number.isNaN(firstDeltaAt)) {
            reject(new Error(`${pathname}: status ${response.statusCode}, last line ${lines.at(-1)}`));
            return;
          }
          resolve({ sentAt, firstDeltaAt, endAt });
        });
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

interface FirstTokenSample {
  clientMs: number;
  providerMs: number;
  overheadMs: number;
  beforeUpstreamMs: number;
  relayMs: number;
}

export interface FirstTokenRun {
  route: string;
  samples: FirstTokenSample[];
  /** The server's CPU time per measured request (the whole request, stream included). */
  serverCpuMs: number;
}

async function firstTokenRun(
  route: string,
  count: number,
  warmup: number,
  llm: OpenAIServer,
  sql: Sql,
  serverPid: number | undefined,
  send: (index: number) => Promise<StreamTiming>,
): Promise<FirstTokenRun> {
  const samples: FirstTokenSample[] = [];
  let cpuStart = Number.NaN;
  for (let i = 0; i < warmup + count; i++) {
    if (i === warmup) cpuStart = processCpuMs(serverPid);
    // The per-user LLM limit (LIMITS.llmPerUser) would stop a long run: cleared outside the timing.
    await sql(`DELETE FROM rate_counter WHERE key LIKE 'llm:%'`);
    const before = llm.requests.length;
    const timing = await send(i);
    if (llm.requests.length !== before + 1) throw new Error('expected exactly one provider request per call');
    const provider = llm.requests.at(-1) as RecordedRequest;
    if (i < warmup) continue;
    const clientMs = timing.firstDeltaAt - timing.sentAt;
    const providerMs = provider.firstTokenAt - provider.arrivedAt;
    samples.push({
      clientMs,
      providerMs,
      overheadMs: clientMs - providerMs,
      beforeUpstreamMs: provider.arrivedAt - timing.sentAt,
      relayMs: timing.firstDeltaAt - provider.firstTokenAt,
    });
  }
  return { route, samples, serverCpuMs: (processCpuMs(serverPid) - cpuStart) / count };
}

export function firstTokenTable(runs: FirstTokenRun[]): Table {
  return {
    title: `Server time before the first streamed token (sequential requests; provider waits ${PROVIDER_DELAY_MS} ms before its first token)`,
    columns: [
      'Route',
      'n',
      'client TTFT p50',
      'provider own p50',
      'overhead p50',
      'overhead p95',
      'overhead max',
      'before upstream p50',
      'relay p50',
      'server CPU ms/req',
    ],
    rows: runs.map(({ route, samples, serverCpuMs }) => {
      const overhead = samples.map((sample) => sample.overheadMs);
      const p95 = percentile(overhead, 95);
      return [
        route,
        int(samples.length),
        fixed(
          percentile(
            samples.map((sample) => sample.clientMs),
            50,
          ),
        ),
        fixed(
          percentile(
            samples.map((sample) => sample.providerMs),
            50,
          ),
        ),
        fixed(percentile(overhead, 50)),
        withMark(fixed(p95), p95 <= TARGET.ttftOverheadP95Ms),
        fixed(Math.max(...overhead)),
        fixed(
          percentile(
            samples.map((sample) => sample.beforeUpstreamMs),
            50,
          ),
        ),
        fixed(
          percentile(
            samples.map((sample) => sample.relayMs),
            50,
          ),
        ),
        fixed(serverCpuMs, 2),
      ];
    }),
    notes: [
      `All times in ms. overhead = client's time to the first delta − the provider's own time (arrival → first token); target p95 ≤ ${TARGET.ttftOverheadP95Ms} ms.`,
      'before upstream = request sent → provider saw it (session, lease, credit, rate limits, prompt, SDK); relay = provider wrote its first token → client read the first delta.',
    ],
  };
}

/** The server and what the streaming phases drive it with. */
export interface StreamingSetup {
  baseUrl: string;
  serverPid: number | undefined;
  llm: OpenAIServer;
  sql: Sql;
  /** One kept-alive connection, as a browser tab would have. */
  agent: Agent;
}

/** `count` streamed interpretations and `count` streamed follow-ups by a subscriber, after `warmup` of each. */
export async function measureFirstToken(setup: StreamingSetup, streamer: BenchUser, count: number, warmup: number): Promise<FirstTokenRun[]> {
  const { agent, baseUrl, llm, sql, serverPid } = setup;
  await sql('UPDATE "user" SET subscription = true WHERE id = $1', [streamer.id]);
  const fresh = await insertReadings(sql, streamer.id, count + warmup, '1 second', false);
  const [followUpReading] = await insertReadings(sql, streamer.id, 1, '1 second', true);
  if (!followUpReading) throw new Error('no reading for follow-ups');
  await insertConversation(sql, followUpReading, 0);
  const interpret = await firstTokenRun('POST /api/openai/interpret', count, warmup, llm, sql, serverPid, (i) =>
    streamOnce(agent, baseUrl, '/api/openai/interpret', { readingId: fresh[i] }, streamer.cookie),
  );
  const followUps = await firstTokenRun('POST /api/openai/follow-up', count, warmup, llm, sql, serverPid, (i) =>
    streamOnce(
      agent,
      baseUrl,
      '/api/openai/follow-up',
      { userId: streamer.id, readingId: followUpReading, question: `Question ${i}: what should I keep in mind?` },
      streamer.cookie,
    ),
  );
  return [interpret, followUps];
}

export function firstTokenMet(runs: FirstTokenRun[]): boolean {
  return runs.every(
    ({ samples }) =>
      percentile(
        samples.map((sample) => sample.overheadMs),
        95,
      ) <= TARGET.ttftOverheadP95Ms,
  );
}

/** The prompt the model receives for the 1st, 10th and 50th follow-up of a conversation. */
export async function measurePromptSize(setup: StreamingSetup, streamer: BenchUser): Promise<Table> {
  const { agent, baseUrl, llm, sql } = setup;
  const promptRows: { nth: number; before: number; chars: number; bytes: number; messages: number }[] = [];
  for (const nth of [1, 10, 50]) {
    const [id] = await insertReadings(sql, streamer.id, 1, '1 second', true);
    if (!id) throw new Error('no reading for the prompt test');
    await insertConversation(sql, id, nth - 1);
    await sql(`DELETE FROM rate_counter WHERE key LIKE 'llm:%'`);
    await streamOnce(agent, baseUrl, '/api/openai/follow-up', { userId: streamer.id, readingId: id, question: followUpQuestion(nth) }, streamer.cookie);
    const sent = llm.requests.at(-1) as RecordedRequest;
    promptRows.push({
      nth,
      before: (nth - 1) * 2 + 1,
      chars: sent.body.messages.reduce((sum, item) => sum + item.content.length, 0),
      bytes: sent.bodyBytes,
      messages: sent.body.messages.length,
    });
  }
  const tenth = promptRows.find((row) => row.nth === 10)?.chars ?? Number.NaN;
  return {
    title: 'Prompt size sent to the model (as the local provider received it)',
    columns: ['Follow-up', 'messages stored before', 'prompt chars', 'request bytes', 'vs 10th'],
    rows: promptRows.map((row) => [
      `${row.nth}${row.nth === 1 ? 'st' : 'th'}`,
      int(row.before),
      int(row.chars),
      int(row.bytes),
      row.nth === 50
        ? withMark(`${fixed((row.chars / tenth - 1) * 100)}%`, row.chars <= tenth * (1 + TARGET.promptGrowth))
        : `${fixed((row.chars / tenth - 1) * 100)}%`,
    ]),
    notes: [
      `Target: 50th ≤ 10th + ${TARGET.promptGrowth * 100}%. Stored answers are ~1,160 characters, questions ~130, the interpretation ~2,700 (the lengths the system prompt asks for).`,
    ],
  };
}
