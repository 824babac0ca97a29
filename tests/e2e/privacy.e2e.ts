import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharedReadingSchema } from '../../src/shared/schemas/share.ts';
import { createAccount } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { launchBrowser, newVisitor } from './support/browser.ts';
import { expectText, hidden, unexpectedErrors, visible, waitForInterpretation, waitForPath } from './support/flows.ts';
import { writeReading } from './support/screen.ts';
import { pageTexts } from './support/page-texts.ts';

// Issue 25 §1 in the browser: the owner sees the public page before making a link, and deletes one
// reading from its page or from the history, with a confirmation that the keyboard can answer.

const QUESTION = 'Should I leave Marcus or stay with him in Lisbon?';
const OTHER = 'What does my new job at the harbour hold for me?';

describe('privacy of a reading', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('previews the shared page before the link, then deletes the reading from its menu and another from the history', async () => {
    const owner = await newVisitor(browser, { width: 1280, height: 800 });
    await createAccount(owner.context);
    await owner.page.goto('/account');
    const id = await writeReading(owner.page, QUESTION, ['And if I stay?']);
    await writeReading(owner.page, OTHER, []);
    await owner.page.goto(`/reading/${id}`);
    await waitForInterpretation(owner.page);

    // The preview, with the question hidden: the note, and none of the question's words that the reader quoted.
    await owner.page.getByRole('button', { name: 'Share' }).click();
    const share = owner.page.getByRole('dialog', { name: 'Share this reading' });
    const preview = share.getByRole('region', { name: 'What the public page will show' });
    await expectText(preview, /Question: not shown/);
    await visible(share.getByText(pageTexts('en')('share_paraphrase_note')));
    const previewText = await preview.innerText();
    for (const detail of ['Marcus', 'Lisbon', 'marcus', 'lisbon']) expect(previewText).not.toContain(detail);
    // What the link then shows is what the preview showed.
    await share.getByRole('button', { name: 'Create link' }).click();
    const field = share.getByLabel(/Your new link/);
    await expect.poll(() => field.inputValue()).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);
    const url = await field.inputValue();
    const token = url.slice(url.lastIndexOf('/') + 1);
    const shared = SharedReadingSchema.parse(await (await owner.context.request.get(`/api/shared/${token}`)).json());
    expect(previewText).toContain(shared.interpretation.slice(0, 120));
    await share.getByRole('checkbox', { name: 'Show my question' }).check();
    await expectText(preview, QUESTION);
    await hidden(share.getByText(pageTexts('en')('share_paraphrase_note')));
    await share.getByRole('button', { name: 'Close' }).click();

    // Delete from the page's menu: Escape first gives the focus back to the menu.
    const menu = owner.page.locator('.reading-toolbar').getByRole('button', { name: 'Menu' });
    await menu.click();
    await owner.page.getByRole('button', { name: 'Delete this reading' }).click();
    const confirm = owner.page.getByRole('dialog', { name: 'Delete this reading?' });
    await visible(confirm);
    expect(await owner.page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await expectNoViolations(owner.page, 'the delete dialog');
    await owner.page.keyboard.press('Escape');
    await hidden(confirm);
    expect(await menu.evaluate((button) => button === document.activeElement)).toBe(true);
    await menu.click();
    await owner.page.getByRole('button', { name: 'Delete this reading' }).click();
    await confirm.getByRole('button', { name: 'Delete reading' }).click();

    await waitForPath(owner.page, '/account');
    const status = owner.page.getByRole('status').filter({ hasText: pageTexts('en')('delete_reading_done') });
    await visible(status);
    expect(await status.evaluate((element) => element === document.activeElement)).toBe(true);
    const history = owner.page.getByRole('list', { name: 'Your readings, newest first' });
    await expectText(history, OTHER);
    expect(await history.innerText()).not.toContain(QUESTION);
    expect((await owner.context.request.get(`/api/shared/${token}`)).status()).toBe(404);
    expect((await owner.context.request.get(`/api/readings/${id}`)).status()).toBe(404);

    // Delete from the history, by keyboard: Cancel has the focus, Tab reaches Delete reading.
    await history.getByRole('button', { name: `Delete this reading: ${OTHER}` }).click();
    await visible(confirm);
    await owner.page.keyboard.press('Tab');
    await owner.page.keyboard.press('Enter');
    await hidden(confirm);
    await visible(owner.page.getByText('No readings yet.'));
    expect(
      await owner.page
        .getByRole('status')
        .filter({ hasText: pageTexts('en')('delete_reading_done') })
        .evaluate((element) => element === document.activeElement),
    ).toBe(true);

    expect(unexpectedErrors(owner.errors, [404])).toEqual([]);
    await owner.context.close();
  });
});
