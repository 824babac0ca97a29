import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalLinks, tapLinksExpireAt } from '../../src/server/domain/check-back/links.ts';
import { paths } from '../../src/shared/paths.ts';
import { createAccount, expectNoSideScroll } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { baseURL, launchBrowser, newVisitor } from './support/browser.ts';
import { expectText, unexpectedErrors, visible } from './support/flows.ts';
import { E2E_AUTH_SECRET } from './support/journal-links.ts';
import { saveShot, settle, VIEWPORTS } from './support/screen.ts';

// Issue 27 §2 "How did it land?": answered on the reading page (one tap, kept on reload), the
// choice of when to be asked by mail, and a check-back mail's one-tap link opened in a browser that
// is not signed in: its page saves the answer (by script, as a scanner's prefetch would not), and the
// reading page shows it. On a phone (390×844) and a laptop (1280×800), with axe.

const outcomeGroup = (page: Page) => page.getByRole('group', { name: 'How did it land?' });

describe('check-back', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it.each(VIEWPORTS)('$name: answered on the reading page and from a mail’s one-tap link, without signing in there', async (viewport) => {
    const { name } = viewport;
    const { context, page, errors } = await newVisitor(browser, viewport);
    await createAccount(context);
    const drawn = await context.request.post('/api/readings', { headers: { Origin: baseURL }, data: { question: 'Will the new studio find its people?' } });
    expect(drawn.status()).toBe(201);
    const { id } = (await drawn.json()) as { id: string };
    // Written before the page opens, so a reload never lands while it is being written.
    expect((await context.request.post('/api/openai/interpret', { headers: { Origin: baseURL }, data: { readingId: id } })).status()).toBe(200);

    await page.goto(paths.reading(id));
    const group = outcomeGroup(page);
    await visible(group);
    await group.getByRole('radio', { name: 'Partly' }).check();
    await expectText(page.locator('.landed-status'), 'Saved: Partly.');
    await page.getByLabel('Ask me by mail').selectOption('14');
    await expectText(page.locator('.landed-status'), 'We will ask by mail 14 days after the reading.');
    await page.reload();
    await visible(outcomeGroup(page));
    expect(await outcomeGroup(page).getByRole('radio', { name: 'Partly' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Ask me by mail').inputValue()).toBe('14');
    await expectNoSideScroll(page);
    await settle(page);
    await expectNoViolations(page, `the reading page's check-back (${name})`);
    await saveShot(page, 'check-back', `reading-${name}.png`, { fullPage: true });

    // The link as the mail carries it, opened where nobody is signed in.
    const token = journalLinks(E2E_AUTH_SECRET).tapToken(id, tapLinksExpireAt(new Date()));
    const elsewhere = await newVisitor(browser, viewport);
    await elsewhere.page.goto(paths.checkBack(token, 'not-at-all'));
    await expectText(elsewhere.page.getByRole('status'), 'Your answer is saved: Not at all');
    expect(await elsewhere.page.getByRole('button', { name: 'Partly' }).count()).toBe(1);
    await expectNoSideScroll(elsewhere.page);
    await expectNoViolations(elsewhere.page, `the one-tap page (${name})`);
    await saveShot(elsewhere.page, 'check-back', `one-tap-${name}.png`, { fullPage: true });
    // A later tap changes it.
    await elsewhere.page.getByRole('button', { name: 'Too soon to tell' }).click();
    await expectText(elsewhere.page.getByRole('status'), 'Your answer is saved: Too soon to tell');
    await elsewhere.context.close();

    await page.reload();
    await visible(outcomeGroup(page));
    await expect.poll(() => outcomeGroup(page).getByRole('radio', { name: 'Too soon to tell' }).isChecked(), { timeout: 15_000 }).toBe(true);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it.each(VIEWPORTS)('$name: the account page sets the check-back default and the card-of-the-day reminder', async (viewport) => {
    const { name } = viewport;
    const { context, page, errors } = await newVisitor(browser, viewport);
    await createAccount(context);
    await page.goto(paths.account);
    const panel = page.getByRole('region', { name: 'Journal Mails' });
    await visible(panel);
    const defaultChoice = panel.getByLabel('Check back on my readings after');
    await expect.poll(() => defaultChoice.inputValue(), { timeout: 15_000 }).toBe('7');
    await defaultChoice.selectOption('30');
    await expectText(panel.locator('.landed-status'), 'New readings: 30 days after the reading.');
    // The switch moves once the server has saved the change.
    await panel.getByRole('switch', { name: 'Remind me of my card of the day' }).click();
    await expectText(panel.locator('.landed-status'), 'You will be reminded at 08:00.');
    await panel.getByLabel('Remind me at').selectOption('21');
    await expectText(panel.locator('.landed-status'), 'You will be reminded at 21:00.');
    await page.reload();
    await visible(page.getByRole('region', { name: 'Journal Mails' }));
    await expect.poll(() => page.getByLabel('Remind me at').inputValue(), { timeout: 15_000 }).toBe('21');
    await settle(page);
    await expectNoViolations(page, `the account page's journal mails (${name})`);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
