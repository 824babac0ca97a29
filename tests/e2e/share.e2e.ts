import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { launchBrowser, newVisitor } from './support/browser.ts';
import { expectText, unexpectedErrors, visible, waitForInterpretation } from './support/flows.ts';
import { VIEWPORTS, writeReading, saveShot } from './support/screen.ts';

// Issue 17 §5: the owner shares a reading from its page; someone else's fresh browser opens the
// link and sees the cards and the interpretation, never the follow-ups, and the question only when
// the owner chose to show it; a revoked link is a friendly not-found page.

const QUESTION = 'Should I open the bakery on Rose Street?';
const FOLLOW_UP = 'And what about my cousin Tobias?';

/** Makes a link in the open share dialog and returns its address. */
async function createLink(page: Page, showQuestion: boolean): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Share this reading' });
  const checkbox = dialog.getByRole('checkbox', { name: 'Show my question' });
  await checkbox.setChecked(showQuestion);
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const field = dialog.getByLabel(/Your new link/);
  await visible(field);
  await expect.poll(() => field.inputValue()).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);
  return field.inputValue();
}

describe('sharing a reading', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it.each(VIEWPORTS)('$name: share, open in a fresh browser, revoke', async (viewport) => {
    const owner = await newVisitor(browser, viewport);
    await createAccount(owner.context);
    await owner.page.goto('/account');
    const id = await writeReading(owner.page, QUESTION, [FOLLOW_UP]);
    await owner.page.goto(`/reading/${id}`);
    await waitForInterpretation(owner.page);

    await owner.page.getByRole('button', { name: 'Share' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Share this reading' });
    await visible(dialog);
    // Wholly on screen (a transformed toolbar once pinned it half below the phone's fold).
    const box = await dialog.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    expect((box?.y ?? 0) + (box?.height ?? Infinity)).toBeLessThanOrEqual(viewport.height);
    // The preview reads as the public page will: headings, never the raw `**markdown**`.
    const preview = dialog.getByRole('region', { name: 'What the public page will show' });
    await visible(preview.locator('.message-heading').first());
    expect(await preview.innerText()).not.toContain('**');
    const hiddenUrl = await createLink(owner.page, false);
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expectText(dialog.locator('[aria-live="polite"]'), /Link copied\.|copy it with your keyboard/);
    await visible(dialog.getByRole('listitem').filter({ hasText: 'question hidden' }));
    await expectNoViolations(owner.page, `the share dialog (${viewport.name})`);
    await saveShot(owner.page, 'share', `dialog-${viewport.name}.png`);

    // Someone else, in a browser that never signed in.
    const friend = await newVisitor(browser, viewport);
    const response = await friend.page.goto(hiddenUrl);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toContain('noindex');
    expect(await friend.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await friend.page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/\/s\/[A-Za-z0-9_-]{43}\/image\.png$/);
    const images = friend.page.locator('.spread .tarot-card-front img');
    await expect.poll(() => images.count()).toBe(3);
    const names = await images.evaluateAll((list) => list.map((image) => image.getAttribute('alt') ?? ''));
    expect(names.every((name) => name.length > 0)).toBe(true);
    const interpretation = friend.page.getByRole('region', { name: 'The interpretation' });
    await visible(interpretation);
    expect((await interpretation.innerText()).length).toBeGreaterThan(100);
    const text = await friend.page.locator('main').innerText();
    expect(text).not.toContain(FOLLOW_UP);
    expect(text).not.toContain(QUESTION);
    await visible(friend.page.getByRole('link', { name: 'Draw your own cards' }));
    await expectNoViolations(friend.page, `the shared page (${viewport.name})`);
    await saveShot(friend.page, 'share', `shared-${viewport.name}.png`, { fullPage: true });
    const image = await friend.context.request.get(`${hiddenUrl}/image.png`);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');

    // A second link, question shown.
    const shownUrl = await createLink(owner.page, true);
    await friend.page.goto(shownUrl);
    await visible(friend.page.getByRole('heading', { level: 1, name: `“${QUESTION}”` }));
    expect(await friend.page.locator('main').innerText()).not.toContain(FOLLOW_UP);

    // Revoking the first link: its page becomes the friendly not-found page, its image goes too.
    const firstLink = dialog.getByRole('listitem').filter({ hasText: 'question hidden' });
    await firstLink.getByRole('button', { name: /^Revoke/ }).click();
    await visible(firstLink.filter({ hasText: 'revoked' }));
    const gone = await friend.page.goto(hiddenUrl);
    expect(gone?.status()).toBe(404);
    await visible(friend.page.getByRole('heading', { name: 'This reading is not shared' }));
    await visible(friend.page.getByRole('link', { name: 'Draw your own cards' }));
    await saveShot(friend.page, 'share', `revoked-${viewport.name}.png`);
    expect((await friend.context.request.get(`${hiddenUrl}/image.png`)).status()).toBe(404);
    // The other link still works.
    expect((await friend.page.goto(shownUrl))?.status()).toBe(200);

    expect(unexpectedErrors(owner.errors)).toEqual([]);
    expect(unexpectedErrors(friend.errors, [404])).toEqual([]);
    await owner.context.close();
    await friend.context.close();
  });

  it('offers the system share sheet where the browser has one (a phone), sharing the link and a title', async () => {
    const owner = await newVisitor(browser, { width: 390, height: 844 });
    // The share sheet is the system's: observed at the API's boundary, as a phone's browser offers it.
    await owner.context.addInitScript(() => {
      const shared: unknown[] = [];
      Object.defineProperty(window, '__shared', { value: shared });
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: async (data: unknown) => void shared.push(data) });
      Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: (data: { url?: string }) => typeof data.url === 'string' });
    });
    await createAccount(owner.context);
    await owner.page.goto('/account');
    const id = await writeReading(owner.page, QUESTION, []);
    await owner.page.goto(`/reading/${id}`);
    await waitForInterpretation(owner.page);
    await owner.page.getByRole('button', { name: 'Share' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Share this reading' });
    const url = await createLink(owner.page, false);
    expect(await dialog.getByRole('button', { name: 'Copy link' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Share…' }).click();
    await expect
      .poll(() => owner.page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared))
      .toEqual([{ url, title: 'A tarot reading from Tarot Insights' }]);
    expect(unexpectedErrors(owner.errors)).toEqual([]);
    await owner.context.close();
  });
});
