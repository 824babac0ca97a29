import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, paths } from '../../src/shared/paths.ts';
import { createAccount, expectNoSideScroll } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { launchBrowser, newVisitor } from './support/browser.ts';
import type { Browser } from 'playwright-core';
import { expectText, startSignedInReading, unexpectedErrors, visible, waitForInterpretation, waitForPath } from './support/flows.ts';
import { saveShot, VIEWPORTS } from './support/screen.ts';

// Issue 27 §1: a note typed on the reading page survives an immediate reload (the local draft and
// the keepalive save), the moods and tags are saved, and the journal page lists the reading, finds
// it by a word of its note and by its tag, also when the filtered address is opened directly.
// On a phone (390×844) and a laptop (1280×800), with axe and screenshots.

const journalEntries = (page: Page) => page.locator('.journal-entry');

describe('the journal', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it.each(VIEWPORTS)('$name: a note typed and reloaded at once is still there, and the journal finds it', async (viewport) => {
    const { context, page, errors } = await newVisitor(browser, viewport);
    await createAccount(context);

    await startSignedInReading(page, `Will the bakery find its feet? (${viewport.name})`);
    await waitForInterpretation(page);
    const readingPath = new URL(page.url()).pathname;
    await startSignedInReading(page, `What should I know about my week? (${viewport.name})`);
    await waitForInterpretation(page);

    await page.goto(readingPath);
    const note = page.getByLabel('Note', { exact: true });
    await visible(note);
    const typed = `Lighthouse morning, ${viewport.name}.\n  Second line with spaces   and a moon 🌙`;
    await note.fill(typed);
    // At once, before the autosave's delay has passed.
    await page.reload();
    await visible(note);
    expect(await note.inputValue()).toBe(typed);

    const tag = `harbour-${viewport.name}`;
    await page.getByRole('group', { name: 'Mood before' }).getByLabel('Uneasy').check();
    await page.getByLabel('Add a tag').fill(tag);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await visible(page.getByRole('button', { name: `Remove tag ${tag}` }));
    await expectText(page.locator('.journal-status'), 'Saved');
    await expectNoViolations(page, `the reading page's journal (${viewport.name})`);
    await saveShot(page.locator('.journal-panel'), 'journal', `panel-${viewport.name}.png`);
    if (viewport.name === 'phone') await expectNoSideScroll(page);

    // Read back from the server, not from this browser's draft.
    const saved = await page.request.get(apiPaths.reading(readingPath.split('/')[2] ?? ''));
    expect(((await saved.json()) as { journal: { note: string; moodBefore: number; tags: string[] } }).journal).toMatchObject({
      note: typed,
      moodBefore: 2,
      tags: [tag],
    });
    await page.reload();
    expect(await note.inputValue()).toBe(typed);
    expect(await page.getByRole('group', { name: 'Mood before' }).getByLabel('Uneasy').isChecked()).toBe(true);

    await page.goto(paths.journal);
    await expect.poll(() => journalEntries(page).count(), { timeout: 15_000 }).toBe(2);
    const entry = journalEntries(page).filter({ hasText: 'bakery' });
    await expectText(entry, `Lighthouse morning, ${viewport.name}.`);
    await expectText(entry, tag);
    expect(await entry.locator('img').count()).toBe(3);
    await expectNoViolations(page, `the journal page (${viewport.name})`);
    await saveShot(page, 'journal', `journal-${viewport.name}.png`);
    if (viewport.name === 'phone') await expectNoSideScroll(page);

    await page.getByLabel('Search your questions and notes').fill('lighthouse');
    await page.getByRole('button', { name: 'Search' }).click();
    await waitForPath(page, paths.journal);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('lighthouse');
    await expect.poll(() => journalEntries(page).count()).toBe(1);
    await expectText(journalEntries(page), 'bakery');

    await page.getByLabel('Search your questions and notes').fill('nowhere-to-be-found');
    await page.getByRole('button', { name: 'Search' }).click();
    await visible(page.getByText('No readings match these filters.'));
    await expectNoViolations(page, `the journal with nothing found (${viewport.name})`);
    await page.getByRole('link', { name: 'Clear the filters' }).click();
    await expect.poll(() => journalEntries(page).count()).toBe(2);

    await page.getByLabel('Tag').selectOption(tag);
    await expect.poll(() => new URL(page.url()).searchParams.get('tag')).toBe(tag);
    await expect.poll(() => journalEntries(page).count()).toBe(1);
    await expectText(journalEntries(page), 'bakery');

    // As the patterns page links here: the filtered address opened directly.
    await page.goto(paths.journalWith({ tag }));
    await expect.poll(() => journalEntries(page).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByLabel('Tag').inputValue()).toBe(tag);

    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
