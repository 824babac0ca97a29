import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES, paths } from '../../src/shared/paths.ts';
import { launchBrowser, newVisitor } from './support/browser.ts';
import { appRuns, signUp, waitForPath } from './support/flows.ts';

// Issue: public pages and front-end speed. The static public pages arrive as HTML and the app adopts
// that HTML (hydration) instead of drawing the page a second time.

/** Marks the page's heading as the parser built it, before any script ran. */
const MARK_PARSED_HEADING = () =>
  document.addEventListener('DOMContentLoaded', () => {
    const heading = document.querySelector('main h1');
    if (heading) heading.setAttribute('data-parsed', 'yes');
    (window as unknown as { __parsedHeading: Element | null }).__parsedHeading = heading;
  });

/** What the app attaches a handler to: a link or a button of the page's content, or the footer's language choice (the fair-draw page has no handler of its own). */
const RUNS_ON = 'main a[href], main button, footer select';

/** The static public pages, and one of the 78 card pages (prerendered the same way, from the deck). */
const PAGES = [...PRERENDERED_PAGES, paths.card('the-fool')];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('prerendered public pages', () => {
  it.each(PAGES)('%s paints its content from the HTML, and the app adopts those very elements without an error', async (route) => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await page.addInitScript(MARK_PARSED_HEADING);
      const response = await page.goto(route, { waitUntil: 'networkidle' });
      const html = (await response?.text()) ?? '';
      expect(html).toContain('<div id="root" data-prerendered>');
      expect(html).toMatch(/<main[^>]*>.*<h1/s);
      // Adopted: the app runs the page's own links and buttons, and the parsed heading is still the one on screen.
      await expect.poll(() => appRuns(page, RUNS_ON)).toBe(true);
      const sameHeading = await page.evaluate(() => {
        const parsed = (window as unknown as { __parsedHeading: Element | null }).__parsedHeading;
        return parsed !== null && parsed === document.querySelector('main h1') && parsed.isConnected;
      });
      expect(sameHeading).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  // The ask page too: its shell holds its welcome, which needs no code.
  it.each([...PAGES, paths.ask])('%s paints before it fetches any of the app beyond its small loader', async (route) => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await page.goto(route, { waitUntil: 'networkidle' });
      await expect.poll(() => appRuns(page, RUNS_ON)).toBe(true);
      const timing = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
      }));
      const [loader, ...rest] = timing.scripts;
      expect(loader?.name).toMatch(/^\/assets\/load-after-paint-[\w-]+\.js$/);
      expect(rest.length).toBeGreaterThan(0);
      for (const script of rest) expect(script.start, script.name).toBeGreaterThanOrEqual(timing.firstPaint);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('marks the prerendered form for its loader until the app runs it (before-start.e2e.ts holds its submit), then validates', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      const html = await (await page.goto(paths.login, { waitUntil: 'networkidle' }))?.text();
      expect(html).toContain('<form id="login-form" data-before-start="" class="auth-form"');
      expect(html).not.toContain('disabled=""><label');
      // Google's button stays off: a click before the app runs would do nothing.
      expect(html).toMatch(/<button type="button" class="button google-button" disabled="">/);
      await expect.poll(() => page.locator('#login-form').evaluate((element) => element.hasAttribute('data-before-start'))).toBe(false);
      expect(await page.getByRole('button', { name: 'Continue with Google' }).isEnabled()).toBe(true);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect.poll(() => page.getByRole('alert').textContent()).toBe('Please fill in all fields');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('is not used for a signed-in visitor or a URL with a query', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await signUp(page);
      const signedIn = await page.request.get(paths.welcome);
      expect(await signedIn.text()).not.toContain('data-prerendered');
      await page.goto(paths.login);
      await waitForPath(page, paths.account);
      const withQuery = await (await context.request.get(`${paths.privacy}?from=footer`)).text();
      expect(withQuery).not.toContain('data-prerendered');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
