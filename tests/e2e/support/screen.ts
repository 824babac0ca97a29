import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';

// What a person sees: things on screen, layout settled, readings written without the UI.

export const LAPTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;
export const VIEWPORTS = [
  { name: 'laptop', ...LAPTOP },
  { name: 'phone', ...PHONE },
] as const;

/**
 * Whether the element is wholly inside the viewport and is what a tap at its centre reaches (not
 * covered by a bar, not scrolled out of its box, not clipped away).
 */
export async function isOnScreen(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    if (rect.width < 2 || rect.height < 2) return false;
    if (rect.top < 0 || rect.left < 0 || rect.bottom > window.innerHeight || rect.right > window.innerWidth) return false;
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/** Scrolls the page at once (no smooth scrolling), as a flick of the finger would end. */
export async function scrollPageTo(page: Page, top: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
}

/**
 * Waits until the page stands still: no transition or animation running and the page not
 * scrolling (smooth scrolls included) for ten frames in a row, so what is measured is where
 * things stay.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const state = ((window as unknown as { __settle?: { y: number; still: number } }).__settle ??= { y: -1, still: 0 });
      const moving = document.getAnimations().some((animation) => animation.playState === 'running') || window.scrollY !== state.y;
      state.y = window.scrollY;
      state.still = moving ? 0 : state.still + 1;
      return state.still >= 10;
    },
    undefined,
    { polling: 'raf', timeout: 15_000 },
  );
  await page.evaluate(() => delete (window as unknown as { __settle?: unknown }).__settle);
}

/** The page's full height and the footer's bottom edge, both in document coordinates. */
export async function pageAndFooterBottom(page: Page): Promise<{ page: number; footer: number }> {
  return page.evaluate(() => {
    const footer = document.querySelector('footer');
    if (!footer) throw new Error('no footer');
    return { page: document.documentElement.scrollHeight, footer: footer.getBoundingClientRect().bottom + window.scrollY };
  });
}

/** Boxes inside the page's main area that scroll on their own (content taller than the box). */
export async function innerScrollBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => {
        const overflow = getComputedStyle(element).overflowY;
        return (overflow === 'auto' || overflow === 'scroll') && element.scrollHeight > element.clientHeight + 1;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`),
  );
}

/** Mean relative luminance (0 dark … 1 white) of the element's pixels as painted. */
export async function meanLuminance(page: Page, locator: Locator): Promise<number> {
  const png = (await locator.screenshot()).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(image, 0, 0);
    const { data: pixels } = context.getImageData(0, 0, canvas.width, canvas.height);
    const linear = (channel: number) => {
      const value = channel / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    };
    let sum = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      sum += 0.2126 * linear(pixels[i] ?? 0) + 0.7152 * linear(pixels[i + 1] ?? 0) + 0.0722 * linear(pixels[i + 2] ?? 0);
    }
    return sum / (pixels.length / 4);
  }, png);
}

/** Reads a streamed (ndjson) answer to its end; throws on an error status or line. */
async function postStream(page: Page, path: string, body: unknown): Promise<void> {
  const outcome = await page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, failed: !response.ok || text.includes('"type":"error"'), text: text.slice(-300) };
    },
    { path, body },
  );
  if (outcome.failed) throw new Error(`${path} answered ${outcome.status}: ${outcome.text}`);
}

/**
 * Writes a reading with its interpretation and follow-ups for the signed-in user of `page`, through
 * the same API the app uses but without its screens (each follow-up spends a credit). Returns its id.
 */
export async function writeReading(page: Page, question: string, followUps: readonly string[]): Promise<string> {
  const { id, uid } = await page.evaluate(async (text) => {
    const me = (await (await fetch('/api/me')).json()) as { user: { uid: string } | null };
    if (!me.user) throw new Error('not signed in');
    const created = await fetch('/api/readings', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ question: text }) });
    const { id } = (await created.json()) as { id: string };
    return { id, uid: me.user.uid };
  }, question);
  await postStream(page, '/api/openai/interpret', { readingId: id });
  for (const followUp of followUps) await postStream(page, '/api/openai/follow-up', { question: followUp, userId: uid, readingId: id });
  return id;
}

/**
 * Saves a screenshot for a person to look at, under E2E_SHOTS_DIR/<section>/ when that is set
 * (a run for review); otherwise takes none.
 */
export async function saveShot(target: Page | Locator, section: string, file: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(path.join(dir, section), { recursive: true });
  await target.screenshot({ path: path.join(dir, section, file), ...options });
}
