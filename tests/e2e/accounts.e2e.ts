import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor } from './support/browser.ts';
import { PHONE } from './support/screen.ts';
import { expectText, fillSignup, hidden, PASSWORD, signIn, signUp, uniqueEmail, unexpectedErrors, visible, waitForPath } from './support/flows.ts';
import { pageTexts } from './support/page-texts.ts';

// Issue: accounts. Sign-up (with the live horoscope sign), sign-in, sign-out, guards and the name edit.

const ASK = '/ask-your-tarot-question';

function nav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

function signupError(page: Page) {
  return page.locator('#signup-error');
}

async function submitSignup(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Begin My Journey' }).click();
}

describe('accounts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('turns a visitor free reading into an account: live sign, /account, history, sign out and back in', async () => {
    const { context, page, errors } = await newVisitor(browser);

    // The free reading, as a visitor.
    const question = 'Where is my creative energy leading me?';
    await page.goto(ASK);
    await page.getByLabel('Your question').fill(question);
    await page.getByRole('button', { name: 'Draw My Cards' }).click();
    await visible(page.locator('.preview-gate'), 30_000);
    expect(await page.evaluate(() => localStorage.getItem('tempUserId'))).toBeTruthy();

    // The signup form with its live horoscope sign.
    await page.goto('/signup');
    await visible(page.getByRole('heading', { name: 'Begin your journey' }));
    const sign = page.locator('.auth-sign');
    await fillSignup(page, { name: 'Stella Vance', day: '14', month: 'August' });
    await expectText(sign, /Your sign:\s*Leo/);
    const changeDate = page.getByRole('button', { name: 'Change date' });
    await changeDate.click();
    expect(await page.getByLabel('Day', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Month', { exact: true }).inputValue()).toBe('');
    await hidden(page.getByText('Leo', { exact: true }));
    expect(await changeDate.count()).toBe(0);
    // Focus goes back to the day field to type the date again.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('signup-birthday');

    // 31 February does not exist.
    await fillSignup(page, { day: '31', month: 'February' });
    await visible(page.getByText('Please enter a valid date', { exact: true }));
    expect(await page.getByText('Your sign:').count()).toBe(0);
    await fillSignup(page, { day: '14', month: 'August' });
    await expectText(sign, /Your sign:\s*Leo/);
    await hidden(page.getByText('Please enter a valid date', { exact: true }));

    const email = uniqueEmail('convert');
    await fillSignup(page, { email, password: PASSWORD });
    await submitSignup(page);
    await waitForPath(page, '/account');

    // The account: 5 credits, no subscription, and the free reading now in the history.
    await visible(page.getByRole('heading', { name: 'Your Account' }));
    await expectText(page.getByTestId('credits-badge'), 'Credits: 5');
    await expectText(page.getByTestId('subscription-status'), 'None');
    await expectText(page.getByTestId('account-name'), 'Stella Vance');
    await visible(page.getByText(email, { exact: true }));
    const history = page.getByRole('list', { name: 'Your readings, newest first' });
    await visible(history.getByText(question, { exact: true }));
    expect(await history.getByRole('listitem').count()).toBe(1);
    // The temporary id was handed over and cleared.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tempUserId'))).toBeNull();

    // Signed in, the nav offers Account and Sign Out; Sign Out returns to the signed-out nav.
    await visible(nav(page).getByRole('link', { name: 'Account' }));
    expect(await nav(page).getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    await nav(page).getByRole('button', { name: 'Sign Out' }).click();
    await waitForPath(page, ASK);
    await visible(nav(page).getByRole('link', { name: 'Sign In' }));
    expect(await nav(page).getByRole('link', { name: 'Account' }).count()).toBe(0);
    expect(await nav(page).getByRole('button', { name: 'Sign Out' }).count()).toBe(0);

    // Signed out, /account sends to /login (also on a full page load).
    await page.goto('/account');
    await waitForPath(page, '/login');
    await visible(page.getByRole('heading', { name: 'Welcome back' }));

    // Signing in with email and password goes to /account with the same history.
    await signIn(page, email);
    await visible(page.getByRole('list', { name: 'Your readings, newest first' }).getByText(question, { exact: true }));
    await expectText(page.getByTestId('credits-badge'), 'Credits: 5');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('validates the signup form on submit, and refuses an email already in use', async () => {
    const { context, page, errors } = await newVisitor(browser);
    await page.goto('/signup');
    await visible(page.getByRole('button', { name: 'Begin My Journey' }));

    await submitSignup(page);
    await expectText(signupError(page), 'Please fill in all fields');
    expect(await page.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    const email = uniqueEmail('taken');
    await fillSignup(page, { name: 'Orion Gale', day: '2', month: 'March', email, password: PASSWORD, confirm: `${PASSWORD}-typo` });
    await submitSignup(page);
    await expectText(signupError(page), 'Passwords do not match');

    await fillSignup(page, { password: 'abc12' });
    await submitSignup(page);
    await expectText(signupError(page), 'Password must be at least 6 characters');
    // Nothing was sent while the form was invalid.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/signup');

    // An account with this email is created elsewhere, then this form tries it again.
    const other = await newVisitor(browser);
    await signUp(other.page, { email, name: 'First Owner' });
    expect(other.errors).toEqual([]);
    await other.context.close();

    await fillSignup(page, { password: PASSWORD });
    await submitSignup(page);
    await expectText(signupError(page), 'An account with this email already exists. Please sign in instead.');
    expect(new URL(page.url()).pathname).toBe('/signup');
    await visible(page.getByRole('button', { name: 'Begin My Journey' }));
    expect(await page.getByRole('button', { name: 'Begin My Journey' }).isEnabled()).toBe(true);
    // The refusal is an HTTP error the browser logs; nothing else may go wrong.
    expect(unexpectedErrors(errors, [400, 409, 422])).toEqual([]);
    await context.close();
  });

  it('validates the login form and shows the server message for a wrong password', async () => {
    const owner = await newVisitor(browser);
    const { email } = await signUp(owner.page);
    expect(owner.errors).toEqual([]);
    await owner.context.close();

    const { context, page, errors } = await newVisitor(browser);
    await page.goto('/login');
    const submit = page.getByRole('button', { name: 'Sign In', exact: true });
    await submit.click();
    await expectText(page.locator('#login-error'), 'Please fill in all fields');

    await page.getByLabel('Email', { exact: true }).fill(email);
    await submit.click();
    await expectText(page.locator('#login-error'), 'Please fill in all fields');

    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await submit.click();
    await expectText(page.locator('#login-error'), 'Invalid email or password');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await submit.isEnabled()).toBe(true);

    // The right password still works afterwards.
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await submit.click();
    await waitForPath(page, '/account');
    expect(unexpectedErrors(errors, [401])).toEqual([]);
    await context.close();
  });

  it('lays /signup out in one column at 375 px, without horizontal scrolling', async () => {
    const { context, page, errors } = await newVisitor(browser, { width: 375, height: 800 });
    await page.goto('/signup');
    const form = page.locator('section.auth-card');
    const aside = page.locator('aside.auth-aside');
    await visible(form);
    await visible(aside);
    const formBox = await form.boundingBox();
    const asideBox = await aside.boundingBox();
    if (!formBox || !asideBox) throw new Error('the form or the side panel has no box');
    // Stacked: the side panel starts below the form, and both use the same column.
    expect(asideBox.y).toBeGreaterThanOrEqual(formBox.y + formBox.height - 1);
    expect(Math.abs(asideBox.x - formBox.x)).toBeLessThan(2);
    expect(formBox.width).toBeLessThanOrEqual(375);
    expect(formBox.width).toBeGreaterThan(375 * 0.75);
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(375);

    // Every field is usable at this width: the date fields sit inside the viewport.
    for (const label of ['Name', 'Day', 'Month', 'Email', 'Password', 'Confirm password']) {
      const box = await page.getByLabel(label, { exact: true }).boundingBox();
      expect(box, label).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0), label).toBeLessThanOrEqual(375);
    }

    // The nav folds into a Menu button at this width.
    const toggle = nav(page).getByRole('button', { name: 'Menu' });
    await visible(toggle);
    await hidden(nav(page).getByRole('link', { name: 'Sign In' }));
    await toggle.click();
    await visible(nav(page).getByRole('link', { name: 'Sign In' }));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('edits the name on /account: trimmed, saved, shown; an empty name is ignored', async () => {
    const { context, page, errors } = await newVisitor(browser);
    await signUp(page, { name: 'Nova Reyes' });
    await expectText(page.getByTestId('account-name'), 'Nova Reyes');

    await page.getByRole('button', { name: 'Edit name' }).click();
    const input = page.getByRole('textbox', { name: 'Name' });
    expect(await input.inputValue()).toBe('Nova Reyes');
    await input.fill('   Celeste Moon   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectText(page.getByTestId('account-name'), 'Celeste Moon');
    expect(await page.getByTestId('account-name').textContent()).toBe('Celeste Moon');

    // Saved on the server: still there after a reload, and the ask page greets by first name.
    await page.reload();
    await expectText(page.getByTestId('account-name'), 'Celeste Moon');
    await page.goto(ASK);
    await visible(page.getByRole('heading', { name: 'Welcome back, Celeste' }));

    // An empty name changes nothing.
    await page.goto('/account');
    await page.getByRole('button', { name: 'Edit name' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('    ');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectText(page.getByTestId('account-name'), 'Celeste Moon');
    await page.reload();
    await expectText(page.getByTestId('account-name'), 'Celeste Moon');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('puts focus back on Edit name once the name is saved with Enter or cancelled with Escape', async () => {
    const { context, page, errors } = await newVisitor(browser);
    await signUp(page, { name: 'Vega Lind' });
    const edit = page.getByRole('button', { name: 'Edit name' });
    const editFocused = () => edit.evaluate((element) => element === document.activeElement);

    await edit.click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Vega Linden');
    await page.keyboard.press('Enter');
    await expectText(page.getByTestId('account-name'), 'Vega Linden');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Edit name');
    expect(await editFocused()).toBe(true);

    await edit.click();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Edit name');
    expect(await editFocused()).toBe(true);
    await expectText(page.getByTestId('account-name'), 'Vega Linden');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("tells, on a server without Google, that Google sign-in is not set up right under Google's button", async () => {
    const { context, page, errors } = await newVisitor(browser, PHONE);
    for (const path of ['/login', '/signup']) {
      await page.goto(path);
      const google = page.getByRole('button', { name: 'Continue with Google' });
      await google.click();
      const message = page.getByText(pageTexts('en')('google_not_configured'));
      await visible(message);
      const [button, said, email] = await Promise.all([google, message, page.getByLabel('Email', { exact: true })].map((item) => item.boundingBox()));
      const gap = (said?.y ?? 0) - ((button?.y ?? 0) + (button?.height ?? 0));
      expect(gap, `on ${path} the message is ${gap} px under the button`).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThan(40);
      expect(email?.y ?? 0, `on ${path} the email form comes after the message`).toBeGreaterThan((said?.y ?? 0) + (said?.height ?? 0));
    }
    // Better Auth answers the unknown provider with a 404.
    expect(unexpectedErrors(errors, [404])).toEqual([]);
    await context.close();
  });

  it('sends /reading without an id to the ask page (spec §4)', async () => {
    const { context, page, errors } = await newVisitor(browser);
    for (const path of ['/reading', '/reading/']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === ASK);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
