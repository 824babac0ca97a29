import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor } from './support/browser.ts';
import { expectText, formRuns, hidden, pathOf, visible, waitForPath } from './support/flows.ts';
import { PHONE } from './support/screen.ts';

// Issue: foundation. The anonymous visitor's path through the ask page.

const ASK = '/ask-your-tarot-question';
const SLOTS = ['past', 'present', 'future'] as const;

interface RevealLog {
  submittedAt: number | null;
  revealedAt: Record<string, number>;
  /** data-revealed of every slot the first time the slots were seen. */
  firstSeen: Record<string, string | null> | null;
}

/** Records, in the page's own clock, when the form was submitted and when each card slot turned face up. */
async function recordReveals(page: Page): Promise<void> {
  await page.evaluate(
    (slots) => {
      const log: RevealLog = { submittedAt: null, revealedAt: {}, firstSeen: null };
      (window as unknown as { __reveals: RevealLog }).__reveals = log;
      document.addEventListener('submit', () => (log.submittedAt ??= performance.now()), true);
      const tick = () => {
        const now = performance.now();
        const found = slots.map((slot) => document.querySelector(`[data-testid="card-${slot}"]`));
        if (!log.firstSeen && found.every(Boolean)) {
          log.firstSeen = Object.fromEntries(slots.map((slot, index) => [slot, found[index]?.getAttribute('data-revealed') ?? null]));
        }
        slots.forEach((slot, index) => {
          if (found[index]?.getAttribute('data-revealed') === 'true' && log.revealedAt[slot] === undefined) log.revealedAt[slot] = now;
        });
      };
      new MutationObserver(tick).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-revealed'] });
    },
    [...SLOTS],
  );
}

async function reveals(page: Page): Promise<RevealLog> {
  return page.evaluate(() => (window as unknown as { __reveals: RevealLog }).__reveals);
}

async function askAsVisitor(page: Page, question: string): Promise<void> {
  await page.getByLabel('Your question').fill(question);
  await page.getByRole('button', { name: 'Draw My Cards' }).click();
}

/** Waits until the free reading's preview is complete (the Sign Up invitation shows once it is done). */
async function waitForPreview(page: Page): Promise<void> {
  await visible(page.locator('.preview-gate'), 30_000);
}

describe('visitor (foundation)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends / to the ask page, replacing the history entry', async () => {
    const { context, page, errors } = await newVisitor(browser);
    await page.goto('/welcome');
    await visible(page.getByRole('heading', { level: 1 }));
    await page.goto('/');
    await waitForPath(page, ASK);
    await visible(page.getByLabel('Your question'));
    await page.goBack();
    // '/' was replaced, so going back skips it and lands on the page before.
    await waitForPath(page, '/welcome');
    expect(pathOf(page)).toBe('/welcome');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('counts the question against 400 and only enables Draw My Cards with text; Sign In is offered', async () => {
    const { context, page, errors } = await newVisitor(browser);
    await page.goto(ASK);
    await formRuns(page, '#ask-form');
    const question = page.getByLabel('Your question');
    const draw = page.getByRole('button', { name: 'Draw My Cards' });
    const counter = page.locator('#question-counter');
    await visible(question);
    expect((await counter.innerText()).trim()).toBe('0/400');
    expect(await draw.isDisabled()).toBe(true);

    await question.fill('Will I find my way?');
    await expectText(counter, '19/400');
    expect(await draw.isEnabled()).toBe(true);

    // Only spaces count as empty.
    await question.fill('   ');
    await expectText(counter, '3/400');
    expect(await draw.isDisabled()).toBe(true);

    expect(await question.getAttribute('maxlength')).toBe('400');
    await visible(page.locator('form').getByRole('link', { name: 'Sign In' }));
    expect(await page.locator('form').getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives one free reading: cards reveal Past, Present, Future; the preview appears; then the signup dialog', async () => {
    const { context, page, errors } = await newVisitor(browser);
    await page.goto(ASK);
    await visible(page.getByLabel('Your question'));
    await recordReveals(page);
    const question = 'What should I focus on this month?';
    await askAsVisitor(page, question);

    // The three cards, face down at first, then turned in order.
    await visible(page.getByTestId('card-past'));
    await expect.poll(async () => Object.keys((await reveals(page)).revealedAt).length, { timeout: 15_000 }).toBe(3);
    const log = await reveals(page);
    expect(log.firstSeen).toEqual({ past: 'false', present: 'false', future: 'false' });
    const { past, present, future } = log.revealedAt as Record<(typeof SLOTS)[number], number>;
    expect(log.submittedAt).not.toBeNull();
    expect(past, 'Past turns before Present').toBeLessThan(present);
    expect(present, 'Present turns before Future').toBeLessThan(future);
    // Spec: 0.8 / 1.6 / 2.4 s after the draw; allow for timer and paint jitter, but not an instant reveal.
    expect(future - (log.submittedAt ?? 0), 'Future is revealed about 2.4 s after the draw').toBeGreaterThanOrEqual(2_000);
    expect(present - past, 'the cards turn one after another').toBeGreaterThanOrEqual(500);
    for (const slot of SLOTS) expect(await page.getByTestId(`card-${slot}`).getAttribute('data-revealed')).toBe('true');
    // Each revealed card is named.
    for (const slot of SLOTS) expect((await page.getByTestId(`card-${slot}`).locator('.card-name').innerText()).trim()).not.toBe('');

    // The chat panel: title, label, streamed text and a time of day.
    const panel = page.locator('section.chat-panel');
    await visible(panel.getByRole('heading', { name: 'Your Tarot Reading' }));
    await visible(panel.getByText('Tarot Interpretation', { exact: true }));
    await waitForPreview(page);
    const body = (await panel.locator('.message-assistant .message-body').innerText()).trim();
    expect(body.length).toBeGreaterThan(100);
    expect((await panel.locator('.message-assistant time').innerText()).trim()).toMatch(/^\d{1,2}:\d{2}(\s?[AP]M)?$/i);
    expect(await page.getByText(`“${question}”`, { exact: true }).count()).toBe(1);

    // The preview invites the visitor to sign up or sign in.
    const gate = page.locator('.preview-gate');
    expect(await gate.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
    expect(await gate.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');

    // Local storage keeps the visitor's temporary id and the free-reading flag.
    const stored = await page.evaluate(() => ({ temp: localStorage.getItem('tempUserId'), done: localStorage.getItem('firstReadingDone') }));
    expect(stored.temp).toMatch(/^[0-9a-f-]{36}$/i);
    expect(stored.done).toBe('true');

    // New Reading puts the page back to the start.
    await page.getByRole('button', { name: 'New Reading' }).click();
    await visible(page.getByLabel('Your question'));
    expect(await page.getByLabel('Your question').inputValue()).toBe('');
    expect((await page.locator('#question-counter').innerText()).trim()).toBe('0/400');
    expect(await page.getByTestId('card-past').count()).toBe(0);

    // A second attempt opens the signup dialog instead of drawing.
    await askAsVisitor(page, 'And what about next month?');
    const dialog = page.getByRole('dialog', { name: 'Ready for More Insights?' });
    await visible(dialog);
    expect(await page.getByTestId('card-past').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await hidden(dialog);

    // Escape closes it too, and focus goes back to where it was.
    await page.getByRole('button', { name: 'Draw My Cards' }).click();
    await visible(dialog);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await hidden(dialog);
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Draw My Cards');

    // Its two choices weigh the same: equal widths side by side, and on a phone stacked, each the full width.
    const actions = async () =>
      dialog.locator('.dialog-actions').evaluate((row) => ({
        row: row.getBoundingClientRect().width,
        items: [...row.children].map((child) => {
          const rect = child.getBoundingClientRect();
          return { width: Math.round(rect.width), top: Math.round(rect.top) };
        }),
      }));
    await page.getByRole('button', { name: 'Draw My Cards' }).click();
    await visible(dialog);
    const wide = await actions();
    expect(wide.items[0]?.width).toBe(wide.items[1]?.width);
    expect(wide.items[0]?.top).toBe(wide.items[1]?.top);
    await page.setViewportSize(PHONE);
    const narrow = await actions();
    expect(narrow.items.map((item) => item.width)).toEqual([Math.round(narrow.row), Math.round(narrow.row)]);
    expect(narrow.items[1]?.top ?? 0).toBeGreaterThan(narrow.items[0]?.top ?? 0);

    // Sign Up Free goes to /login.
    await dialog.getByRole('link', { name: 'Sign Up Free' }).click();
    await waitForPath(page, '/login');
    await hidden(dialog);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('starts a reading at once when a suggested question is picked', async () => {
    const { context, page, errors } = await newVisitor(browser);
    await page.goto(ASK);
    const love = page.getByRole('button', { name: /Love & Relationships/ });
    await visible(love);
    expect(await love.getAttribute('aria-expanded')).toBe('false');
    await love.click();
    expect(await love.getAttribute('aria-expanded')).toBe('true');
    const suggestions = page.getByRole('list', { name: 'Love & Relationships questions' });
    await visible(suggestions);
    expect(await suggestions.getByRole('button').count()).toBe(4);
    const suggestion = 'What is blocking me from finding love?';
    await suggestions.getByRole('button', { name: suggestion }).click();

    // No Draw My Cards click needed: the cards and the reading panel come straight away.
    await visible(page.getByTestId('card-past'));
    await visible(page.getByText(`“${suggestion}”`, { exact: true }));
    await visible(page.getByRole('heading', { name: 'Your Tarot Reading' }));
    await expect.poll(() => page.getByTestId('card-future').getAttribute('data-revealed'), { timeout: 15_000 }).toBe('true');
    await waitForPreview(page);
    expect(await page.evaluate(() => localStorage.getItem('firstReadingDone'))).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a friendly page for an unknown route', async () => {
    const { context, page, errors } = await newVisitor(browser);
    const response = await page.goto('/no-such-page/here');
    expect(response?.status()).toBe(404);
    await visible(page.getByRole('heading', { name: 'This page is not in the cards' }));
    const home = page.getByRole('link', { name: 'Ask your question' });
    expect(await home.getAttribute('href')).toBe(ASK);
    // The nav and footer are still there to find the way back.
    await visible(page.getByRole('navigation', { name: 'Main' }));
    await visible(page.getByRole('link', { name: 'Privacy Policy' }));
    await home.click();
    await waitForPath(page, ASK);
    expect(unexpected404(errors)).toEqual([]);
    await context.close();
  });
});

/** The 404 document itself is the point of the last test; anything else is an error. */
function unexpected404(errors: string[]): string[] {
  return errors.filter((error) => !/status of 404/.test(error));
}
