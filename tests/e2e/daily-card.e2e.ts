import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECK } from '../../src/shared/deck/cards.ts';
import { createAccount, expectNoSideScroll } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { launchBrowser, newVisitor } from './support/browser.ts';
import { hidden, unexpectedErrors, visible, waitForPath } from './support/flows.ts';
import { VIEWPORTS, saveShot } from './support/screen.ts';

// Issue 17 §4: the card of the day on /account: drawn once, turned over, read; the same card after a
// reload; the last 30 days as a strip whose days open their card and reading.

const DECK_NAMES = new Set(DECK.map((card) => card.name));

describe('the card of the day', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it.each(VIEWPORTS)('$name: draw, the card turns with its reading, a reload shows the same card, the strip opens it', async (viewport) => {
    const { context, page, errors } = await newVisitor(browser, viewport);
    await createAccount(context);
    // The ask page's small entry point leads to the panel.
    await page.goto('/ask-your-tarot-question');
    await page.getByRole('link', { name: 'Your card of the day' }).click();
    await waitForPath(page, '/account');
    const panel = page.locator('section.daily-panel');
    await visible(panel.getByRole('heading', { name: 'Card of the Day' }));
    await saveShot(panel, 'daily', `before-${viewport.name}.png`);

    // Notes, as the card's name appears, whether the card is still turning.
    await page.evaluate(() => {
      const target = document.querySelector('section.daily-panel');
      const observer = new MutationObserver(() => {
        if (!target?.querySelector('.daily-today-title')) return;
        const inner = target.querySelector('.tarot-card-inner');
        target.setAttribute('data-turning-when-named', String((inner?.getAnimations() ?? []).some((animation) => animation.playState === 'running')));
        observer.disconnect();
      });
      if (target) observer.observe(target, { childList: true, subtree: true });
    });
    await panel.getByRole('button', { name: 'Draw today’s card' }).click();
    const title = panel.locator('.daily-today-title');
    await visible(title, 20_000);
    expect(await panel.getAttribute('data-turning-when-named'), 'the name waits until the card has turned').toBe('false');
    const name = (await title.textContent()) ?? '';
    expect(await panel.getByText(name, { exact: true }).count(), 'the card is named once').toBe(1);
    expect(DECK_NAMES.has(name.replace(/ \(reversed\)$/, '')), name).toBe(true);
    await visible(panel.getByRole('img', { name, exact: true }));
    await expect.poll(() => panel.locator('.tarot-card').getAttribute('data-revealed')).toBe('true');
    expect(await panel.locator('.daily-reading p').count()).toBe(3);
    const reading = (await panel.locator('.daily-reading').textContent()) ?? '';
    expect(reading.length).toBeGreaterThan(150);
    await hidden(panel.getByRole('button', { name: 'Draw today’s card' }));
    await expectNoViolations(page, `/account with the card of the day (${viewport.name})`);
    await expectNoSideScroll(page);
    await saveShot(panel, 'daily', `drawn-${viewport.name}.png`);

    // A reload (or another tab) shows the same card and reading, face up, with no draw button.
    await page.reload();
    await visible(panel.locator('.daily-today-title'), 20_000);
    expect(await panel.locator('.daily-today-title').textContent()).toBe(name);
    expect(await panel.locator('.daily-reading').textContent()).toBe(reading);
    expect(await panel.getByRole('button', { name: 'Draw today’s card' }).count()).toBe(0);

    // The strip holds today's card; it opens in a dialog with its reading, and Escape closes it.
    const day = panel.getByRole('list', { name: 'Your cards of the day, newest first' }).getByRole('button');
    expect(await day.count()).toBe(1);
    expect(((await day.first().textContent()) ?? '').endsWith(`: ${name}`)).toBe(true);
    await day.first().click();
    const dialog = page.getByRole('dialog');
    await visible(dialog);
    expect(await dialog.getByRole('heading', { level: 3 }).textContent()).toBe(name);
    expect(await dialog.locator('.daily-reading').textContent()).toBe(reading);
    await expectNoViolations(page, `a day of the card of the day, opened (${viewport.name})`);
    await saveShot(page, 'daily', `dialog-${viewport.name}.png`);
    await page.keyboard.press('Escape');
    await hidden(dialog);

    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
