import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoViolations } from './support/axe.ts';
import { launchBrowser, newVisitor } from './support/browser.ts';
import { signUp, unexpectedErrors, visible } from './support/flows.ts';
import { saveShot, VIEWPORTS } from './support/screen.ts';

// Issue 28 §1: an account starts in its browser's language and changes it on /account; the choice
// is saved on the server (the reader writes in it and the mail comes in it: tests/languages-api.test.ts).

describe("the account's language", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it.each(VIEWPORTS)("$name: a Spanish browser's account starts in Spanish; German chosen on /account stays chosen", async (viewport) => {
    const { context, page, errors } = await newVisitor(browser, { ...viewport, locale: 'es-MX' });
    // Through the sign-up form: the browser sends its own Accept-Language.
    await signUp(page);

    await page.goto('/account');
    const select = page.getByLabel('Language of your readings and emails');
    await visible(select);
    expect(await select.inputValue()).toBe('es');
    expect(await select.locator('option').allTextContents()).toEqual(['English', 'Español', 'Português (Brasil)', 'Français', 'Deutsch']);

    await select.selectOption({ label: 'Deutsch' });
    await visible(page.getByRole('status').filter({ hasText: 'Saved. Your readings and emails now come in German.' }));
    await select.scrollIntoViewIfNeeded();
    await saveShot(page, 'language', `account-${viewport.name}.png`);
    await expectNoViolations(page, `/account with the language panel (${viewport.name})`);

    await page.reload();
    await visible(select);
    expect(await select.inputValue()).toBe('de');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
