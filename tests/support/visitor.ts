import { randomUUID } from 'node:crypto';
import { BROWSER_COOKIE } from '../../src/server/http/visitor-browser.ts';
import { DrawResponseSchema } from '../../src/shared/schemas/reading.ts';
import { nextClientAddress } from './readings.ts';
import type { TestApp } from './test-app.ts';

/** A visitor's browser after its draw, as the ask page holds it. */
export interface VisitorDraw {
  /** The drawn cards, as the page sends them back to interpret-temp. */
  cards: { name: string }[];
  names: string[];
  /** The browser's ti_visitor cookie pair, for a Cookie header. */
  cookie: string;
  address: string;
}

/** The ti_visitor cookie pair a response sets, or ''. */
export function visitorCookieOf(response: Response): string {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${BROWSER_COOKIE}=`));
  return line?.split(';')[0] ?? '';
}

/** POST /api/draw as a visitor's browser (a new one unless `cookie` names it). */
export async function drawAsVisitor(t: TestApp, options: { address?: string; cookie?: string; headers?: Record<string, string> } = {}): Promise<VisitorDraw> {
  const address = options.address ?? nextClientAddress();
  const response = await t.request('/api/draw', {
    body: {},
    headers: { 'X-Forwarded-For': address, ...(options.cookie ? { Cookie: options.cookie } : {}), ...options.headers },
  });
  if (response.status !== 200) throw new Error(`the draw failed: ${response.status} ${await response.text()}`);
  const { cards } = DrawResponseSchema.parse(await response.json());
  const names = cards.map((card) => card.name);
  return { cards: names.map((name) => ({ name })), names, cookie: visitorCookieOf(response) || (options.cookie ?? ''), address };
}

/** A visitor's free reading as the ask page asks for it: a draw, then interpret-temp from the same browser. */
export async function visitorReading(
  t: TestApp,
  options: { question?: string; tempUserId?: string; address?: string; headers?: Record<string, string> } = {},
): Promise<{ response: Response; draw: VisitorDraw; tempUserId: string; question: string }> {
  const draw = await drawAsVisitor(t, { address: options.address, headers: options.headers });
  const tempUserId = options.tempUserId ?? randomUUID();
  const question = options.question ?? 'What should I focus on this month?';
  const response = await t.request('/api/openai/interpret-temp', {
    body: { question, cards: draw.cards, tempUserId },
    // A cookie of the caller's (the language picked in the footer) goes beside the draw's own.
    headers: { 'X-Forwarded-For': draw.address, ...options.headers, Cookie: [draw.cookie, options.headers?.Cookie].filter(Boolean).join('; ') },
  });
  return { response, draw, tempUserId, question };
}
