import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoViolations } from './support/axe.ts';
import { launchBrowser, newVisitor } from './support/browser.ts';
import {
  askFollowUp,
  expectText,
  formRuns,
  hidden,
  signUp,
  startSignedInReading,
  unexpectedErrors,
  visible,
  waitForInterpretation,
  waitForPath,
} from './support/flows.ts';

// Issue: public pages & accessibility. axe-core on every page and dialog, and keyboard-only use.

const ASK = '/ask-your-tarot-question';

async function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return `${element.tagName.toLowerCase()}#${element.id}|${(element.textContent ?? '').trim().slice(0, 40)}`;
  });
}

/** Presses Tab until `matches` holds for the focused element; fails after `limit` presses. */
async function tabUntil(page: Page, matches: (focused: string) => boolean, limit = 30): Promise<string[]> {
  const visited: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const focused = await focusedDescription(page);
    visited.push(focused);
    if (matches(focused)) return visited;
  }
  throw new Error(`Tab never reached the element; visited: ${visited.join(' → ')}`);
}

async function focusIsInside(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.contains(document.activeElement));
}

describe('accessibility', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('has no axe violations on the public pages, signed out', async () => {
    const { context, page, errors } = await newVisitor(browser);
    const pages: { path: string; ready: (page: Page) => Locator }[] = [
      { path: ASK, ready: (p) => p.getByRole('button', { name: 'Draw My Cards' }) },
      { path: '/welcome', ready: (p) => p.getByRole('heading', { level: 1 }) },
      { path: '/login', ready: (p) => p.getByRole('heading', { name: 'Welcome back' }) },
      { path: '/signup', ready: (p) => p.getByRole('button', { name: 'Begin My Journey' }) },
      { path: '/privacy', ready: (p) => p.getByRole('heading', { level: 1 }) },
      { path: '/terms', ready: (p) => p.getByRole('heading', { level: 1 }) },
      { path: '/cards', ready: (p) => p.getByRole('heading', { name: 'The Card Library' }) },
      { path: '/cards/the-fool', ready: (p) => p.getByRole('heading', { level: 1, name: 'The Fool' }) },
      { path: '/not-a-real-page', ready: (p) => p.getByRole('heading', { name: 'This page is not in the cards' }) },
    ];
    for (const { path, ready } of pages) {
      await page.goto(path);
      await visible(ready(page));
      await expectNoViolations(page, path);
    }

    // With a category open, its suggestions are checked too.
    await page.goto(ASK);
    await page.getByRole('button', { name: /Career & Success/ }).click();
    await visible(page.getByRole('list', { name: 'Career & Success questions' }));
    await expectNoViolations(page, `${ASK} with suggestions open`);

    // The signup form showing its errors and the live sign.
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Begin My Journey' }).click();
    await visible(page.getByText('Please fill in all fields'));
    await page.getByLabel('Day', { exact: true }).fill('31');
    await page.getByLabel('Month', { exact: true }).selectOption({ label: 'February' });
    await visible(page.getByText('Please enter a valid date'));
    await expectNoViolations(page, '/signup with errors');
    await page.getByLabel('Day', { exact: true }).fill('14');
    await page.getByLabel('Month', { exact: true }).selectOption({ label: 'August' });
    await visible(page.getByText('Leo', { exact: true }));
    await expectNoViolations(page, '/signup with a sign');

    // The mobile layout of the signup page, with the nav menu open.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/signup');
    await visible(page.getByRole('button', { name: 'Begin My Journey' }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' }).click();
    await expectNoViolations(page, '/signup at 375 px with the menu open');
    expect(unexpectedErrors(errors, [404])).toEqual([]);
    await context.close();
  }, 120_000);

  it('has no axe violations on the free reading preview and the signup dialog', async () => {
    const { context, page, errors } = await newVisitor(browser);
    await page.goto(ASK);
    await page.getByLabel('Your question').fill('What will help me rest more deeply?');
    await page.getByRole('button', { name: 'Draw My Cards' }).click();
    await visible(page.locator('.preview-gate'), 30_000);
    await expect.poll(() => page.getByTestId('card-future').getAttribute('data-revealed')).toBe('true');
    // Let the last card finish turning before colours are measured.
    await page.waitForTimeout(1_000);
    await expectNoViolations(page, `${ASK} with the preview`);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoViolations(page, `${ASK} with the preview at 375 px`);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'New Reading' }).click();
    await page.getByLabel('Your question').fill('One more?');
    await page.getByRole('button', { name: 'Draw My Cards' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ready for More Insights?' });
    await visible(dialog);
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    await expectNoViolations(page, 'the signup dialog');
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('has no axe violations on the signed-in pages, the checkout and the out-of-credits modal', async () => {
    const { context, page, errors } = await newVisitor(browser);
    await signUp(page);
    await expectNoViolations(page, '/account (empty history)');

    await startSignedInReading(page, 'What do the coming weeks hold for my work?');
    await waitForInterpretation(page);
    await expect.poll(() => page.getByTestId('card-future').getAttribute('data-revealed')).toBe('true');
    await page.waitForTimeout(1_000);
    await expectNoViolations(page, '/reading/{id}');
    const readingPath = new URL(page.url()).pathname;

    await page.locator('.reading-toolbar').getByRole('button', { name: 'Menu' }).click();
    await visible(page.locator('.reading-toolbar').getByRole('button', { name: 'Back to Top' }));
    await expectNoViolations(page, '/reading/{id} with its menu open');

    await page.goto('/account');
    await visible(page.getByRole('list', { name: 'Your readings, newest first' }));
    await expectNoViolations(page, '/account with a reading');
    await page.getByRole('button', { name: 'Edit name' }).click();
    await expectNoViolations(page, '/account editing the name');

    // The test checkout and its result pages.
    await page.goto('/account');
    await page.getByRole('button', { name: 'Buy 10 Credits' }).click();
    await waitForPath(page, /^\/checkout\/[0-9a-f-]{36}$/i);
    await visible(page.getByRole('button', { name: 'Pay $4.99' }));
    await expectNoViolations(page, 'the checkout page');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await waitForPath(page, '/checkout/cancel');
    await visible(page.getByTestId('credits-badge'));
    await expectNoViolations(page, '/checkout/cancel');

    // Spend the credits, then ask again: the out-of-credits modal.
    await page.goto(readingPath);
    await waitForInterpretation(page);
    for (let i = 1; i <= 5; i++) await askFollowUp(page, `Question ${i}, a little deeper?`);
    await expectText(page.getByTestId('credits-badge'), 'Credits: 0');
    await page.getByPlaceholder('What would you like to explore further?').fill('And one more?');
    await page.getByRole('button', { name: 'Continue' }).click();
    const modal = page.getByRole('dialog', { name: 'Unlock Deeper Insights' });
    await visible(modal);
    await expectNoViolations(page, 'the out-of-credits modal');
    await page.keyboard.press('Escape');
    await hidden(modal);

    // A subscriber's portal page.
    await page.goto('/account');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await waitForPath(page, /^\/checkout\/[0-9a-f-]{36}$/i);
    await page.getByRole('button', { name: 'Pay $9' }).click();
    await waitForPath(page, '/checkout/success');
    await expectText(page.getByRole('status'), /^Unlimited is active/);
    await expectNoViolations(page, '/checkout/success');
    await page.goto('/checkout/portal');
    await visible(page.getByRole('button', { name: 'Cancel Subscription' }));
    await expectNoViolations(page, '/checkout/portal');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('can ask a question with the keyboard alone', async () => {
    const { context, page, errors } = await newVisitor(browser);
    await page.goto(ASK);
    await formRuns(page, '#ask-form');
    await visible(page.getByLabel('Your question'));

    // The first stop is the skip link.
    await page.keyboard.press('Tab');
    expect(await focusedDescription(page)).toContain('Skip to content');
    await tabUntil(page, (focused) => focused.startsWith('textarea#question'));
    await page.keyboard.type('What do I need to hear today?');
    await expectText(page.locator('#question-counter'), '29/400');
    const path = await tabUntil(page, (focused) => focused.endsWith('|Draw My Cards'), 5);
    expect(path.length, `reached Draw My Cards via ${path.join(' → ')}`).toBeLessThanOrEqual(3);
    await page.keyboard.press('Enter');
    await visible(page.getByTestId('card-past'));
    await visible(page.locator('.preview-gate'), 30_000);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps Tab inside an open dialog, and Escape gives focus back', async () => {
    const { context, page, errors } = await newVisitor(browser);
    // This visitor has already had the free reading: the next draw opens the signup dialog.
    await context.addInitScript(() => localStorage.setItem('firstReadingDone', 'true'));
    await page.goto(ASK);
    await formRuns(page, '#ask-form');
    await page.getByLabel('Your question').focus();
    await page.keyboard.type('Another question');
    await tabUntil(page, (focused) => focused.endsWith('|Draw My Cards'), 5);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Ready for More Insights?' });
    await visible(dialog);
    expect(await focusIsInside(dialog)).toBe(true);

    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await focusIsInside(dialog), `Tab ${i + 1} left the dialog for ${await focusedDescription(page)}`).toBe(true);
      seen.add(await focusedDescription(page));
    }
    // Both of its controls take turns.
    expect([...seen].some((focused) => focused.endsWith('|Maybe Later'))).toBe(true);
    expect([...seen].some((focused) => focused.endsWith('|Sign Up Free'))).toBe(true);
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusIsInside(dialog), `Shift+Tab ${i + 1} left the dialog`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await hidden(dialog);
    expect(await focusedDescription(page)).toMatch(/\|Draw My Cards$/);

    // Enter on Sign Up Free follows the link.
    await page.keyboard.press('Enter');
    await visible(dialog);
    await tabUntil(page, (focused) => focused.endsWith('|Sign Up Free'), 3);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/login');
    expect(errors).toEqual([]);
    await context.close();
  });
});
