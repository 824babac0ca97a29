import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORT_FILE_NAME, ACCOUNT_TEXT } from '../../src/shared/account-security.ts';
import { PASSWORD_MIN_LENGTH, STARTING_CREDITS } from '../../src/shared/constants.ts';
import { paths } from '../../src/shared/paths.ts';
import { AccountExportSchema } from '../../src/shared/schemas/account.ts';
import { linkIn } from '../support/mail-links.ts';
import { createAccount, expectNoSideScroll, isSignedIn, mailsTo, signInThroughApi, VIEWPORTS, waitForMail } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { baseURL, launchBrowser, newVisitor } from './support/browser.ts';
import {
  expectText,
  PASSWORD,
  signIn,
  signUp,
  startSignedInReading,
  uniqueEmail,
  unexpectedErrors,
  visible,
  waitForInterpretation,
  waitForPath,
} from './support/flows.ts';
import { pageTexts } from './support/page-texts.ts';

const text = pageTexts('en');

// Issue 14 §5: accounts a person can recover, and leave. The forgotten-password mail, changing the
// password, signing other devices out, verifying the address, downloading the data and deleting the
// account, each driven through the pages on a phone (390×844) and a laptop (1280×800).

const RESET_SUBJECT = 'Reset your Tarot Insights password';
const VERIFY_SUBJECT = 'Confirm your email address for Tarot Insights';
const WELCOME_SUBJECT = 'Welcome to Tarot Insights';
const DELETED_SUBJECT = 'Your Tarot Insights account has been deleted';
const NEW_PASSWORD = 'silver-tide-77';

function nav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/** The line a form of the account page reports its outcome in (an aria-live region). */
function outcome(page: Page, id: string) {
  return page.locator(`#${id}`);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a forgotten password', () => {
  it.each(VIEWPORTS)(
    'on a %s: forgot → mail → reset → signed out everywhere → sign in with the new password',
    async (_name, viewport) => {
      const owner = await newVisitor(browser);
      const { email } = await createAccount(owner.context);
      expect(await isSignedIn(owner.context)).toBe(true);

      const { context, page, errors } = await newVisitor(browser, viewport);
      await page.goto(paths.login);
      await page.getByRole('link', { name: text('login_forgot_password') }).click();
      await waitForPath(page, paths.forgotPassword);
      await visible(page.getByRole('heading', { name: 'Reset your password' }));
      await expectNoSideScroll(page);

      const send = page.getByRole('button', { name: text('forgot_send_link') });
      await send.click();
      await expectText(page.locator('#forgot-error'), text('forgot_enter_email'));

      // The same answer for an address without an account, and no mail goes anywhere.
      const stranger = uniqueEmail('nobody');
      await page.getByLabel('Email', { exact: true }).fill(stranger);
      await send.click();
      await expectText(page.getByRole('status'), text('forgot_link_sent'));
      // Focus moved to the note that replaced the form, so it is read out.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');

      await page.goto(paths.forgotPassword);
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByRole('button', { name: text('forgot_send_link') }).click();
      await expectText(page.getByRole('status'), text('forgot_link_sent'));

      const mail = await waitForMail(email, RESET_SUBJECT);
      const link = linkIn(mail, '/api/auth/reset-password/');
      expect(await mailsTo(stranger)).toEqual([]);

      // The mailed link lands on the reset page with its token.
      await page.goto(link.href);
      await waitForPath(page, paths.resetPassword);
      expect(new URL(page.url()).searchParams.get('token')).toBeTruthy();
      await visible(page.getByRole('heading', { name: 'Choose a new password' }));
      await expectNoSideScroll(page);

      const submit = page.getByRole('button', { name: text('reset_submit') });
      await submit.click();
      await expectText(page.locator('#reset-error'), text('form_fill_all_fields'));
      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirm new password', { exact: true }).fill(`${NEW_PASSWORD}x`);
      await submit.click();
      await expectText(page.locator('#reset-error'), text('form_passwords_do_not_match'));
      await page.getByLabel('New password', { exact: true }).fill('abc12');
      await page.getByLabel('Confirm new password', { exact: true }).fill('abc12');
      await submit.click();
      await expectText(page.locator('#reset-error'), text('form_password_too_short').replace('{min}', String(PASSWORD_MIN_LENGTH)));

      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
      await submit.click();
      await waitForPath(page, paths.login);
      await expectText(page.getByRole('status'), text('login_password_reset_done'));

      // Every session of the account was signed out: the owner's other browser is signed out.
      expect(await isSignedIn(owner.context)).toBe(false);

      // The old password no longer works; the new one does.
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expectText(page.locator('#login-error'), 'Invalid email or password');
      await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await waitForPath(page, paths.account);
      await visible(page.getByRole('heading', { name: 'Your Account' }));

      // The link worked once: a second visit says so and offers a new one.
      await page.goto(link.href);
      await waitForPath(page, paths.resetPassword);
      await expectText(page.getByRole('status'), text('reset_link_invalid'));
      await page.getByRole('link', { name: text('reset_ask_for_new_link') }).click();
      await waitForPath(page, paths.forgotPassword);

      expect(unexpectedErrors(errors, [401])).toEqual([]);
      expect(owner.errors).toEqual([]);
      await owner.context.close();
      await context.close();
    },
    120_000,
  );
});

describe('signing in elsewhere', () => {
  it.each(VIEWPORTS)(
    'on a %s: changing the password signs the other browser out, this one stays in',
    async (_name, viewport) => {
      const { context, page, errors } = await newVisitor(browser, viewport);
      const { email } = await createAccount(context);
      const other = await newVisitor(browser);
      await signInThroughApi(other.context, email);

      await page.goto(paths.account);
      const form = page.getByRole('form', { name: text('account_change_password') });
      await visible(form);
      await expectNoSideScroll(page);
      const change = form.getByRole('button', { name: text('account_change_password') });

      await change.click();
      await expectText(outcome(page, 'change-password-outcome'), text('form_fill_all_fields'));

      await form.getByLabel('Current password').fill('not-my-password');
      await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await change.click();
      await expectText(outcome(page, 'change-password-outcome'), text('account_wrong_current_password'));
      // Focus goes back to the field to correct.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('current-password');
      expect(await isSignedIn(other.context)).toBe(true);

      await form.getByLabel('Current password').fill(PASSWORD);
      await form.getByLabel('Confirm new password').fill('silver-tide-78');
      await change.click();
      await expectText(outcome(page, 'change-password-outcome'), text('form_passwords_do_not_match'));

      await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await change.click();
      await expectText(outcome(page, 'change-password-outcome'), text('account_password_changed'));
      expect(await form.getByLabel('Current password').inputValue()).toBe('');

      // The other browser is out (a page load there goes to /login); this one is still in.
      expect(await isSignedIn(other.context)).toBe(false);
      await other.page.goto(paths.account);
      await waitForPath(other.page, paths.login);
      await page.reload();
      await visible(page.getByRole('heading', { name: 'Your Account' }));

      // The new password signs in; the old one does not.
      const third = await newVisitor(browser);
      const old = await third.context.request.post('/api/auth/sign-in/email', { headers: { Origin: baseURL }, data: { email, password: PASSWORD } });
      expect(old.status()).toBe(401);
      await signIn(third.page, email, NEW_PASSWORD);

      expect(unexpectedErrors(errors, [400])).toEqual([]);
      expect(other.errors).toEqual([]);
      expect(third.errors).toEqual([]);
      for (const each of [context, other.context, third.context]) await each.close();
    },
    120_000,
  );

  it.each(VIEWPORTS)('on a %s: "Sign out everywhere else" signs every other browser out and says so', async (_name, viewport) => {
    const { context, page, errors } = await newVisitor(browser, viewport);
    const { email } = await createAccount(context);
    const others = [await newVisitor(browser), await newVisitor(browser)];
    for (const other of others) await signInThroughApi(other.context, email);

    await page.goto(paths.account);
    const button = page.getByRole('button', { name: text('account_sign_out_others') });
    await button.click();
    await expectText(outcome(page, 'sign-out-others-outcome'), text('account_others_signed_out'));

    for (const other of others) expect(await isSignedIn(other.context)).toBe(false);
    expect(await isSignedIn(context)).toBe(true);
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Your Account' }));
    expect(errors).toEqual([]);
    for (const each of [context, ...others.map((other) => other.context)]) await each.close();
  });
});

describe('verifying the address', () => {
  it.each(VIEWPORTS)(
    'on a %s: a resend mails a link that flips the badge once; a used link says so',
    async (_name, viewport) => {
      const { context, page, errors } = await newVisitor(browser, viewport);
      const { email } = await signUp(page);
      const status = page.getByTestId('email-status');
      await expectText(status, text('account_email_not_verified_badge'));
      await expectNoSideScroll(page);

      // Resend: a confirmation on the page and a verification mail.
      await page.getByRole('button', { name: text('account_resend_verification') }).click();
      await expectText(page.locator('.account-email-live'), text('account_verification_sent'));
      const link = linkIn(await waitForMail(email, VERIFY_SUBJECT), '/api/auth/verify-email');

      // Followed in this signed-in browser: the notice, the badge, no more resend.
      await page.goto(link.href);
      await waitForPath(page, paths.account);
      await expectText(page.getByRole('status').filter({ hasText: text('email_verified') }), text('email_verified'));
      await expectText(status, text('account_email_verified_badge'));
      expect(await page.getByRole('button', { name: text('account_resend_verification') }).count()).toBe(0);
      // The notice is for this arrival only: the address bar is plain /account again.
      await expect.poll(() => new URL(page.url()).search).toBe('');
      await page.reload();
      await expectText(status, text('account_email_verified_badge'));
      expect(await page.getByText(text('email_verified')).count()).toBe(0);

      // A link works once.
      await page.goto(link.href);
      await waitForPath(page, paths.account);
      await expectText(page.getByRole('status').filter({ hasText: text('email_verification_link_invalid') }), text('email_verification_link_invalid'));
      await expectText(status, text('account_email_verified_badge'));

      expect(errors).toEqual([]);
      await context.close();
    },
    90_000,
  );

  it.each(VIEWPORTS)(
    "on a %s: the welcome mail's link, opened where nobody is signed in, verifies and /login says so",
    async (_name, viewport) => {
      const owner = await newVisitor(browser);
      const { email, uid } = await createAccount(owner.context, { name: 'Juniper Ash' });
      const welcome = await owner.context.request.post('/api/email/confirmation', { headers: { Origin: baseURL }, data: { email, name: 'Juniper Ash', uid } });
      expect(welcome.status()).toBe(200);
      const link = linkIn(await waitForMail(email, WELCOME_SUBJECT), '/api/auth/verify-email');

      // Links sign nobody in: /account sends the visitor on to /login, which tells the outcome.
      const { context, page, errors } = await newVisitor(browser, viewport);
      await page.goto(link.href);
      await waitForPath(page, paths.login);
      await expectText(page.getByRole('status'), text('email_verified'));
      await expectNoSideScroll(page);
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await waitForPath(page, paths.account);
      await expectText(page.getByTestId('email-status'), text('account_email_verified_badge'));

      // Used up: a second visit, signed out, says the link did not work.
      const later = await newVisitor(browser, viewport);
      await later.page.goto(link.href);
      await waitForPath(later.page, paths.login);
      await expectText(later.page.getByRole('status'), text('email_verification_link_invalid'));

      expect(errors).toEqual([]);
      expect(later.errors).toEqual([]);
      expect(owner.errors).toEqual([]);
      for (const each of [owner.context, context, later.context]) await each.close();
    },
    90_000,
  );
});

describe('your data', () => {
  it('"Download my data" gives a JSON file with the profile, the reading and its conversation, and the ledger', async () => {
    const { context, page, errors } = await newVisitor(browser);
    const { email } = await createAccount(context, { name: 'Wren Hollow' });
    const question = 'What should I carry into the new season?';
    const readingId = await startSignedInReading(page, question);
    await waitForInterpretation(page);

    await page.goto(paths.account);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: text('account_download_data') }).click()]);
    expect(download.suggestedFilename()).toBe(ACCOUNT_EXPORT_FILE_NAME);
    const file = await download.path();
    const data = AccountExportSchema.parse(JSON.parse(await readFile(file, 'utf8')));
    expect(data.profile).toMatchObject({ email, name: 'Wren Hollow' });
    expect(data.readings).toHaveLength(1);
    const [reading] = data.readings;
    expect(reading).toMatchObject({ id: readingId, question });
    expect(reading?.cards).toHaveLength(3);
    expect(reading?.interpretation.length).toBeGreaterThan(100);
    expect(reading?.messages[0]).toMatchObject({ role: 'assistant', content: reading?.interpretation });
    expect(data.creditLedger).toContainEqual(expect.objectContaining({ delta: STARTING_CREDITS, reason: 'signup' }));
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it.each(VIEWPORTS)(
    'on a %s: "Delete my account" with the password ends signed out, and the account is gone',
    async (_name, viewport) => {
      const { context, page, errors } = await newVisitor(browser, viewport);
      const { email } = await createAccount(context);
      await page.goto(paths.account);
      const open = page.getByRole('button', { name: text('account_delete_account') });
      await open.scrollIntoViewIfNeeded();
      await open.click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await visible(dialog);
      // Focus starts in the password field; Escape closes and gives focus back to the button.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('delete-password');
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await open.evaluate((element) => element === document.activeElement)).toBe(true);

      await open.click();
      await visible(dialog);
      // The whole dialog fits the screen, buttons included.
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);
      const confirm = dialog.getByRole('button', { name: text('account_delete_account') });
      await confirm.click();
      await expectText(dialog.getByRole('alert'), 'Please enter your password');
      await dialog.getByLabel('Your password').fill('not-my-password');
      await confirm.click();
      await expectText(dialog.getByRole('alert'), ACCOUNT_TEXT.wrongPassword);
      expect(await isSignedIn(context)).toBe(true);

      await dialog.getByLabel('Your password').fill(PASSWORD);
      await confirm.click();
      await waitForPath(page, paths.accountDeleted);
      await visible(page.getByRole('heading', { name: text('deleted_title') }));
      if (viewport.width < 640) await nav(page).getByRole('button', { name: 'Menu' }).click();
      await visible(nav(page).getByRole('link', { name: 'Sign In' }));
      expect(await nav(page).getByRole('link', { name: 'Account' }).count()).toBe(0);
      expect(await isSignedIn(context)).toBe(false);
      await page.goto(paths.account);
      await waitForPath(page, paths.login);

      // Gone: the password signs nobody in, and the address could sign up afresh.
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expectText(page.locator('#login-error'), 'Invalid email or password');
      await waitForMail(email, DELETED_SUBJECT);

      expect(unexpectedErrors(errors, [401, 403])).toEqual([]);
      await context.close();
    },
    90_000,
  );
});

describe('accessibility of the recovery pages and the account page', () => {
  it.each(VIEWPORTS)(
    'on a %s: no axe violations on /forgot-password, /reset-password, /login with its note and /account with its dialog',
    async (_name, viewport) => {
      const { context, page, errors } = await newVisitor(browser, viewport);
      await page.goto(paths.forgotPassword);
      await page.getByRole('button', { name: text('forgot_send_link') }).click();
      await visible(page.locator('#forgot-error'));
      await expectNoViolations(page, '/forgot-password with an error');
      await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('axe'));
      await page.getByRole('button', { name: text('forgot_send_link') }).click();
      await visible(page.getByText(text('forgot_link_sent')));
      await expectNoViolations(page, '/forgot-password, sent');

      await page.goto(`${paths.resetPassword}?token=not-a-real-token`);
      await page.getByRole('button', { name: text('reset_submit') }).click();
      await visible(page.locator('#reset-error'));
      await expectNoViolations(page, '/reset-password with an error');
      await page.goto(`${paths.resetPassword}?error=INVALID_TOKEN`);
      await visible(page.getByText(text('reset_link_invalid')));
      await expectNoViolations(page, '/reset-password with an invalid link');
      await page.goto(paths.loginAfterPasswordReset);
      await visible(page.getByText(text('login_password_reset_done')));
      await expectNoViolations(page, '/login with the password-changed note');
      await page.goto(`${paths.login}?verified=0`);
      await visible(page.getByText(text('email_verification_link_invalid')));
      await expectNoViolations(page, '/login with a verification link that did not work');

      await createAccount(context);
      await page.goto(`${paths.account}?verified=1`);
      await visible(page.getByText(text('email_verified')));
      await page.getByRole('button', { name: text('account_change_password') }).click();
      await visible(page.getByText(text('form_fill_all_fields')));
      await page.getByRole('button', { name: text('account_resend_verification') }).click();
      await visible(page.getByText(text('account_verification_sent')));
      await expectNoViolations(page, '/account with a notice, a form error and a sent verification');
      await page.getByRole('button', { name: text('account_delete_account') }).click();
      await visible(page.getByRole('dialog', { name: 'Delete your account?' }));
      await expectNoViolations(page, '/account with the delete dialog open');
      expect(errors).toEqual([]);
      await context.close();
    },
    120_000,
  );
});
