import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/shared/paths.ts';
import { launchBrowser, newVisitor } from './support/browser.ts';

// Issue 16, "Words on screen": headings in a self-hosted display typeface, with no layout shift.

const FAMILY = 'Cormorant Garamond';
const PRELOADED = /<link rel="preload" href="(\/assets\/cormorant-garamond-latin-[56]00-normal-[^"]+\.woff2)" as="font" type="font\/woff2" crossorigin>/g;

/** Sums every layout shift of the page from its first paint on, as CLS counts them. */
const RECORD_SHIFTS = () => {
  const state = { total: 0 };
  (window as unknown as { __shifts: typeof state }).__shifts = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) state.total += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('the display typeface', () => {
  // Every page whose headings use the typeface, /welcome and /signup with the slanted accent text.
  it.each([paths.welcome, paths.login, paths.signup, paths.ask])('%s preloads it, sets its headings in it and does not shift while it loads', async (route) => {
    const { context, page, errors } = await newVisitor(browser, { width: 390, height: 844 });
    try {
      await page.addInitScript(RECORD_SHIFTS);
      const response = await page.goto(route, { waitUntil: 'networkidle' });
      const html = (await response?.text()) ?? '';
      const preloaded = [...html.matchAll(PRELOADED)].map((match) => match[1]);
      expect(preloaded).toHaveLength(2);
      await page.locator('main h1').waitFor();
      const heading = await page.locator('main h1').evaluate((element) => getComputedStyle(element).fontFamily);
      expect(heading.startsWith(`"${FAMILY}"`)).toBe(true);
      const loaded = await page.evaluate(async (family) => {
        await document.fonts.ready;
        return [...document.fonts]
          .filter((face) => face.family.replace(/"/g, '') === family && face.status === 'loaded')
          .map((face) => `${face.weight} ${face.style}`);
      }, FAMILY);
      // Only the two preloaded faces: a face fetched when the layout first needs it (an italic)
      // arrived after the first layout and moved the text under it.
      expect(loaded.sort()).toEqual(['500 normal', '600 normal']);
      // Three animation frames after everything loaded: any swap would have shifted by now.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
      expect(await page.evaluate(() => (window as unknown as { __shifts: { total: number } }).__shifts.total)).toBe(0);
      for (const file of preloaded) {
        const font = await page.request.get(file ?? '');
        expect(font.status()).toBe(200);
        expect(font.headers()['content-type']).toBe('font/woff2');
        expect(font.headers()['cache-control']).toContain('immutable');
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
