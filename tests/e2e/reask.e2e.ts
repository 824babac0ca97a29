import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, expectNoSideScroll } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { launchBrowser, newVisitor } from './support/browser.ts';
import { expectText, pathOf, startSignedInReading, unexpectedErrors, visible, waitForInterpretation, waitForPath } from './support/flows.ts';
import { saveShot, VIEWPORTS } from './support/screen.ts';

// Issue 27 §4, "Asking again": a signed-in person asks, comes back and asks nearly the same words;
// the earlier reading is shown first (its cards, when, its first lines) with a gentle word, and
// "Reflect on that reading" opens it while "Draw anyway" draws as usual. A different question draws
// straight away. On a phone (390×844) and a laptop (1280×800), with axe and screenshots.

const ASK = '/ask-your-tarot-question';

const readingIdOf = (page: Page) => decodeURIComponent(pathOf(page).split('/')[2] ?? '');

/** Types the question on the ask page and presses "Draw My Cards". */
async function ask(page: Page, question: string): Promise<void> {
  await page.goto(ASK);
  await page.getByLabel('Your question').fill(question);
  await page.getByRole('button', { name: 'Draw My Cards' }).click();
}

describe('asking again', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it.each(VIEWPORTS)('$name: the same question within the day shows the earlier reading first', async (viewport) => {
    const { context, page, errors } = await newVisitor(browser, viewport);
    await createAccount(context);

    const first = await startSignedInReading(page, `Will I get the job at the bakery on Elm Street? (${viewport.name})`);
    await waitForInterpretation(page);

    // Back on the ask page, nearly the same words.
    await ask(page, `am i going to get that job at the bakery on elm street (${viewport.name})`);
    const panel = page.getByRole('region', { name: /You asked this/ });
    await visible(panel);
    await expectText(panel.getByRole('heading', { level: 2 }), /^You asked this (just now|\d+ minutes? ago)$/);
    await expectText(panel, 'Asking again so soon often mirrors the worry more than the situation; the first reading still stands.');
    await expectText(panel, `“Will I get the job at the bakery on Elm Street? (${viewport.name})”`);
    expect(await panel.locator('.reask-cards img').count()).toBe(3);
    expect((await panel.locator('.reask-preview').innerText()).length).toBeGreaterThan(20);
    // The panel took the form's place, and the keyboard's focus with it.
    expect(await page.getByLabel('Your question').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('reask-heading');
    expect(pathOf(page)).toBe(ASK);
    await expectNoViolations(page, `the earlier reading shown first (${viewport.name})`);
    if (viewport.name === 'phone') await expectNoSideScroll(page);
    await saveShot(panel, 'reask', `earlier-reading-${viewport.name}.png`);

    // "Reflect on that reading" opens it.
    await panel.getByRole('link', { name: 'Reflect on that reading' }).click();
    await waitForPath(page, `/reading/${first}`);
    await waitForInterpretation(page);

    // "Draw anyway" draws a new reading of the question as typed.
    const again = `Will I get the job at the bakery on Elm Street?? (${viewport.name})`;
    await ask(page, again);
    await visible(page.getByRole('region', { name: /You asked this/ }));
    await page.getByRole('button', { name: 'Draw anyway' }).click();
    await waitForPath(page, /^\/reading\/[^/]+$/);
    expect(readingIdOf(page)).not.toBe(first);
    await expectText(page.locator('main'), again);

    // A different question draws straight away.
    await ask(page, `Will I get the apartment on Oak Street? (${viewport.name})`);
    await waitForPath(page, /^\/reading\/[^/]+$/);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
