import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAIReader, type OpenAIReaderOptions } from '../src/server/adapters/llm/openai-reader.ts';
import { ReaderError, type Reader, type ReaderRequest } from '../src/server/domain/ports/reader.ts';
import { buildPrompt } from '../src/server/domain/readings/prompt.ts';
import { MAJOR_ARCANA } from '../src/shared/deck/cards.ts';
import type { DrawnCard as Card } from '../src/shared/deck/types.ts';
import { startOpenAIServer, type OpenAIServer } from './support/openai-server.ts';
import { THREE_CARD_SPREAD, type SpreadPosition } from '../src/shared/spreads/spread.ts';
import { CELTIC_CROSS_SPREAD } from '../src/shared/spreads/built-in.ts';
import { assessForReader } from '../src/server/domain/safety/reader-safety.ts';

const API_KEY = 'sk-test-key-123';
const MODEL = 'gpt-test-mini';
const MAX_TOKENS = 321;

function card(index: number, reversed = false): Card {
  const found = MAJOR_ARCANA[index];
  if (!found) throw new Error(`No major arcana card at ${index}`);
  return { ...found, reversed };
}

const CARDS: readonly Card[] = [card(0), card(17), card(19)];

const INTERPRETATION: ReaderRequest = {
  kind: 'interpretation',
  positions: THREE_CARD_SPREAD.positions,
  question: 'Will my new bakery find its customers?',
  cards: CARDS,
  horoscopeSign: 'Virgo',
  safety: assessForReader('Will my new bakery find its customers?'),
};

let server: OpenAIServer;

beforeAll(async () => {
  server = await startOpenAIServer();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.setBehaviour({ kind: 'ok' });
  server.requests.length = 0;
});

function reader(overrides: Partial<OpenAIReaderOptions> = {}): Reader {
  return createOpenAIReader({ apiKey: API_KEY, baseURL: server.baseURL, model: MODEL, timeoutMs: 5_000, maxTokens: MAX_TOKENS, ...overrides });
}

/** Consumes the stream into `deltas`; rejects as the stream does. */
async function drain(stream: AsyncIterable<string>, deltas: string[] = []): Promise<string[]> {
  for await (const delta of stream) deltas.push(delta);
  return deltas;
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the stream to reject');
}

function lastRequest() {
  const request = server.requests.at(-1);
  if (!request) throw new Error('the server received no request');
  return request;
}

describe('createOpenAIReader', () => {
  it('streams the deltas and sends a well-formed chat-completions request', async () => {
    const text = '**The Past: The Fool**\nYou leapt.\n\n**Guidance**\nKeep baking with love.';
    server.setBehaviour({ kind: 'ok', text });

    const deltas = await drain(reader().stream(INTERPRETATION, new AbortController().signal));

    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('')).toBe(text);

    expect(server.requests).toHaveLength(1);
    const request = lastRequest();
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.body.stream).toBe(true);
    expect(request.body.model).toBe(MODEL);
    expect(request.body.max_tokens).toBe(MAX_TOKENS);
    expect(request.body.messages).toEqual(buildPrompt(INTERPRETATION));

    const [system, language, user, ...others] = request.body.messages;
    expect(others).toEqual([]);
    expect(system?.role).toBe('system');
    expect(system?.content).not.toContain(INTERPRETATION.question);
    expect(language).toEqual({ role: 'system', content: expect.stringContaining('Write your whole answer in English,') });
    expect(user?.role).toBe('user');
    const content = user?.content ?? '';
    const open = content.indexOf('<<<');
    const close = content.indexOf('>>>');
    const at = content.indexOf(INTERPRETATION.question);
    expect(open).toBeGreaterThanOrEqual(0);
    expect(at).toBeGreaterThan(open);
    expect(close).toBeGreaterThan(at);
    expect(content.split(INTERPRETATION.question)).toHaveLength(2);
  });

  it('exposes the model in its id', () => {
    expect(reader().id).toBe(`openai:${MODEL}`);
  });

  it.each([500, 401])('rejects with ReaderError when the provider answers %i', async (status) => {
    server.setBehaviour({ kind: 'error', status });
    const deltas: string[] = [];
    const error = await failure(drain(reader().stream(INTERPRETATION, new AbortController().signal), deltas));
    expect(error).toBeInstanceOf(ReaderError);
    expect(deltas).toEqual([]);
    expect(server.requests).toHaveLength(1);
  });

  it('rejects with a "timed out" ReaderError when the provider hangs', async () => {
    server.setBehaviour({ kind: 'hang' });
    const started = Date.now();
    const error = await failure(drain(reader({ timeoutMs: 300 }).stream(INTERPRETATION, new AbortController().signal)));
    expect(error).toBeInstanceOf(ReaderError);
    expect((error as ReaderError).message).toContain('timed out');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('rejects with ReaderError when the stream is cut mid-way, after partial deltas', async () => {
    server.setBehaviour({ kind: 'cut', afterChunks: 4 });
    // The cut behaviour streams the server's default text; only its first pieces arrive.
    const deltas: string[] = [];
    const error = await failure(drain(reader().stream(INTERPRETATION, new AbortController().signal), deltas));
    expect(error).toBeInstanceOf(ReaderError);
    expect(deltas.length).toBeLessThanOrEqual(4);
    expect(deltas.length).toBeGreaterThan(0);
    // A prefix of the default reading, not the whole of it.
    expect(deltas.join('')).toMatch(/^\*\*The Past/);
    expect(deltas.join('')).not.toContain('**Guidance**');
  });

  it('stops with an abort error (not ReaderError) when the caller aborts mid-stream', async () => {
    const words = Array.from({ length: 50_000 }, (_, index) => `word${index}`);
    server.setBehaviour({ kind: 'ok', text: words.join(' '), delayMs: 20 });
    const controller = new AbortController();
    const iterator = reader().stream(INTERPRETATION, controller.signal)[Symbol.asyncIterator]();

    const first = await iterator.next();
    expect(first.done).toBe(false);
    expect(first.value).toBe('word0 ');

    controller.abort();
    const abortedAt = Date.now();
    let received = 1;
    const error = await failure(
      (async () => {
        while (!(await iterator.next()).done) received++;
      })(),
    );

    expect(error).not.toBeInstanceOf(ReaderError);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('AbortError');
    expect(received).toBeLessThan(words.length);
    expect(Date.now() - abortedAt).toBeLessThan(2_000);

    // The server is still healthy afterwards: the aborted connection did not wedge it.
    server.setBehaviour({ kind: 'ok', text: 'Still here.' });
    const deltas = await drain(reader().stream(INTERPRETATION, new AbortController().signal));
    expect(deltas.join('')).toBe('Still here.');
  });

  it('stops with an abort error when the caller aborts while the provider hangs', async () => {
    server.setBehaviour({ kind: 'hang' });
    const controller = new AbortController();
    const pending = failure(drain(reader({ timeoutMs: 10_000 }).stream(INTERPRETATION, controller.signal)));
    setTimeout(() => controller.abort(), 50);
    const started = Date.now();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ReaderError);
    expect((error as Error).name).toBe('AbortError');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('sends a follow-up prompt with the question, upright meanings, conversation and follow-up', async () => {
    const request: ReaderRequest = {
      kind: 'follow-up',
      positions: THREE_CARD_SPREAD.positions,
      question: 'Will my new bakery find its customers?',
      cards: CARDS,
      history: [
        { role: 'assistant', content: 'Your reading: the Fool invites a fresh start.' },
        { role: 'user', content: 'What about the autumn?' },
        { role: 'assistant', content: 'Autumn brings steady footfall.' },
      ],
      followUp: 'Should I hire a second baker?',
      safety: assessForReader('Should I hire a second baker?'),
    };
    server.setBehaviour({ kind: 'ok', text: 'Yes, when the Sun shines.' });

    const deltas = await drain(reader().stream(request, new AbortController().signal));
    expect(deltas.join('')).toBe('Yes, when the Sun shines.');

    const sent = lastRequest().body.messages;
    expect(sent).toEqual(buildPrompt(request));
    expect(sent[0]?.role).toBe('system');
    const user = sent.find((message) => message.role === 'user')?.content ?? '';
    expect(user).toContain(request.question);
    for (const drawn of CARDS) {
      expect(user).toContain(drawn.name);
      expect(user).toContain(drawn.meaning_up);
    }
    expect(user).toContain('assistant: Your reading: the Fool invites a fresh start.\nuser: What about the autumn?\nassistant: Autumn brings steady footfall.');
    expect(user).toContain(request.followUp);
    expect(user.indexOf(request.followUp)).toBeGreaterThan(user.indexOf('assistant: Autumn brings steady footfall.'));
  });
});

describe('the prompt of any spread (issue 26 §1)', () => {
  const CUSTOM: readonly SpreadPosition[] = [
    { name: 'Root', meaning: 'what this grows from, further back than I usually look' },
    { name: 'What to release', meaning: 'the habit or hope I am ready to put down' },
    { name: 'What to keep', meaning: 'what still serves me and deserves my care' },
    { name: 'First step', meaning: 'one small thing to do this week' },
  ];

  /** The user message the model received, in order, with every card in its named position. */
  async function sentFor(request: ReaderRequest): Promise<string> {
    await drain(reader().stream(request, new AbortController().signal));
    const sent = lastRequest().body.messages;
    expect(sent).toEqual(buildPrompt(request));
    return sent.find((message) => message.role === 'user')?.content ?? '';
  }

  function expectEveryPosition(user: string, cards: readonly Card[], positions: readonly SpreadPosition[]): void {
    let from = 0;
    for (const [index, position] of positions.entries()) {
      const line = `${position.name} (${position.meaning}): ${cards[index]?.name ?? ''}`;
      const at = user.indexOf(line, from);
      expect(at, line).toBeGreaterThanOrEqual(from);
      from = at + line.length;
    }
  }

  it("sends a Celtic Cross reading's ten position names and meanings, each with its card, in the spread's order", async () => {
    const cards = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((index) => card(index + 10, index % 3 === 0));
    const question = 'What do I need to understand about the move?';
    const user = await sentFor({
      kind: 'interpretation',
      question,
      cards,
      positions: CELTIC_CROSS_SPREAD.positions,
      safety: assessForReader(question),
    });
    expect(CELTIC_CROSS_SPREAD.positions).toHaveLength(10);
    expectEveryPosition(user, cards, CELTIC_CROSS_SPREAD.positions);
    for (const drawn of cards) expect(user).toContain(drawn.reversed ? drawn.meaning_rev : drawn.meaning_up);
  });

  it("sends a person's own positions to the reading and to its follow-ups", async () => {
    const cards = [card(3), card(12, true), card(18), card(21)];
    const question = 'How do I start again after the year I had?';
    expectEveryPosition(await sentFor({ kind: 'interpretation', question, cards, positions: CUSTOM, safety: assessForReader(question) }), cards, CUSTOM);
    const followUp = 'What does the card in What to release ask of me?';
    expectEveryPosition(
      await sentFor({
        kind: 'follow-up',
        question,
        cards,
        positions: CUSTOM,
        safety: assessForReader(followUp),
        history: [{ role: 'assistant', content: 'Your reading.' }],
        followUp,
      }),
      cards,
      CUSTOM,
    );
  });
});
