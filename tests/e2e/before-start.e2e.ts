import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/shared/paths.ts';
import { createAccount } from './support/accounts.ts';
import { launchBrowser, newVisitor } from './support/browser.ts';
import { appRuns, expectText, fillSignup, formRuns, PASSWORD, uniqueEmail, visible, waitForPath } from './support/flows.ts';
import { pageTexts } from './support/page-texts.ts';

// Issue 24: the sign-in, sign-up and ask pages take what a person types, and their submit, from
// the first paint, before the app's code has arrived (src/web/components/forms/before-start.ts).
// The app's entry is held back here until the typing is done, as a slow phone would hold it.

/** The app's entry, which the page's loader imports after the first paint. */
const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;

/** Holds the app's code until the returned function is called. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_ENTRY, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('forms before the app’s code arrives', () => {
  it('sign-in: what is typed and the submit made before the code arrives go through once it does', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      const { email } = await createAccount(context);
      await context.clearCookies();
      const release = await holdAppCode(page);
      await page.goto(paths.login, { waitUntil: 'domcontentloaded' });
      expect(await appRuns(page, '#login-form')).toBe(false);

      await page.getByLabel('Email', { exact: true }).pressSequentially(email);
      await page.getByLabel('Password', { exact: true }).pressSequentially(PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      // Held by the loader, not sent by the browser (which would put the password in the URL).
      await expect.poll(() => page.locator('#login-form').evaluate((form) => form.hasAttribute('data-submit-held'))).toBe(true);
      expect(page.url()).not.toContain('password');
      expect(await appRuns(page, '#login-form')).toBe(false);

      release();
      // The code, the adoption and a password hash: generous on a loaded machine.
      await waitForPath(page, paths.account, 30_000);
      await visible(page.getByRole('heading', { name: 'Your Account' }));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sign-in: text typed before the code arrives is the form’s own afterwards, without a submit', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      const release = await holdAppCode(page);
      await page.goto(paths.login, { waitUntil: 'domcontentloaded' });
      const typed = uniqueEmail('early');
      await page.getByLabel('Email', { exact: true }).pressSequentially(typed);

      release();
      await expect.poll(() => appRuns(page, '#login-form')).toBe(true);
      await expect.poll(() => page.locator('#login-form').evaluate((form) => form.hasAttribute('data-before-start'))).toBe(false);
      // React's state holds the early text: a keystroke now adds to it instead of starting from nothing.
      await page.getByLabel('Email', { exact: true }).press('End');
      await page.getByLabel('Email', { exact: true }).pressSequentially('x');
      expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(`${typed}x`);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expectText(page.getByRole('alert'), pageTexts('en')('form_fill_all_fields'));
      // Only the empty password is marked: the email counted as filled in.
      expect(await page.getByLabel('Email', { exact: true }).getAttribute('aria-invalid')).toBeNull();
      expect(await page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sign-up: a form filled in and sent before the code arrives (the date and its sign included) creates the account', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      const release = await holdAppCode(page);
      await page.goto(paths.signup, { waitUntil: 'domcontentloaded' });
      await fillSignup(page, { name: 'Early Bird', email: uniqueEmail('early'), password: PASSWORD, day: '3', month: 'May' });
      await page.getByRole('button', { name: 'Begin My Journey' }).click();
      await expect.poll(() => page.locator('#signup-form').evaluate((form) => form.hasAttribute('data-submit-held'))).toBe(true);

      release();
      // The code, the adoption and a password hash: generous on a loaded machine.
      await waitForPath(page, paths.account, 30_000);
      await visible(page.getByRole('heading', { name: 'Your Account' }));
      // Adopted after the hydration render, so the sign appearing is no mismatch with the HTML.
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('ask: the box keeps the focus when the page replaces its shell, so typing goes on where it was', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      const release = await holdAppCode(page);
      await page.goto(paths.ask, { waitUntil: 'domcontentloaded' });
      await page.getByLabel('Your question').focus();
      await page.keyboard.type('Will the');
      release();
      await formRuns(page, '#ask-form');
      await page.keyboard.type(' garden bloom?');
      expect(await page.getByLabel('Your question').inputValue()).toBe('Will the garden bloom?');
      await expectText(page.locator('#question-counter'), '22/400');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('ask: a question typed and sent in the page’s shell draws the cards once the code arrives', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      const release = await holdAppCode(page);
      await page.goto(paths.ask, { waitUntil: 'domcontentloaded' });
      const question = 'Will the garden I planted this spring bloom?';
      await page.getByLabel('Your question').pressSequentially(question);
      expect(await page.getByLabel('Your question').inputValue()).toBe(question);
      await page.getByRole('button', { name: 'Draw My Cards' }).click();
      await expect.poll(() => page.locator('#ask-form').evaluate((form) => form.hasAttribute('data-submit-held'))).toBe(true);
      expect(page.url()).not.toContain('?');

      release();
      await visible(page.getByText(`“${question}”`));
      await visible(page.getByTestId('card-past'));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
