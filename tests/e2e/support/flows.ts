import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { isLanguage } from '../../../src/shared/i18n/languages.ts';
import { pageTexts } from './page-texts.ts';

// Shared steps for the end-to-end files: accounts, readings, waiting for the app.

export const PASSWORD = 'moonlit-path-42';

export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${randomUUID().slice(0, 8)}@example.test`;
}

/** Waits until the page's path (without query) is `path`; client-side navigations included. */
export async function waitForPath(page: Page, path: string | RegExp, timeout = 15_000): Promise<void> {
  await page.waitForURL((url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)), { timeout });
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Polls a locator's (trimmed) text until it matches. */
export async function expectText(locator: Locator, expected: string | RegExp, timeout = 15_000): Promise<void> {
  await expect
    .poll(async () => ((await locator.count()) > 0 ? (await locator.first().innerText()).trim() : null), { timeout, interval: 100 })
    .toMatch(expected);
}

export async function visible(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

export async function hidden(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout });
}

interface SignupInput {
  name?: string;
  email?: string;
  password?: string;
  day?: string;
  month?: string;
}

/** Fills the /signup form (the page must be open), without submitting. */
export async function fillSignup(page: Page, input: SignupInput & { confirm?: string }): Promise<void> {
  const text = await textsOf(page);
  if (input.name !== undefined) await page.getByLabel(text('signup_name'), { exact: true }).fill(input.name);
  if (input.day !== undefined) await page.getByLabel(text('signup_day'), { exact: true }).fill(input.day);
  if (input.month !== undefined) await page.getByLabel(text('signup_month'), { exact: true }).selectOption(String(monthNumber(input.month)));
  if (input.email !== undefined) await page.getByLabel(text('form_email'), { exact: true }).fill(input.email);
  if (input.password !== undefined) await page.getByLabel(text('form_password'), { exact: true }).fill(input.password);
  const confirm = input.confirm ?? input.password;
  if (confirm !== undefined) await page.getByLabel(text('signup_confirm_password'), { exact: true }).fill(confirm);
}

/** The texts of the language the page is in (its `<html lang>`): sign-up and sign-in work in each. */
async function textsOf(page: Page): Promise<(key: string) => string> {
  const lang = await page.locator('html').getAttribute('lang');
  return pageTexts(isLanguage(lang) ? lang : 'en');
}

/** An English month name ("August") as the form's option value (8). */
function monthNumber(month: string): number {
  const index = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2000, i, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' })).indexOf(month);
  if (index < 0) throw new Error(`No month "${month}"`);
  return index + 1;
}

/** Creates an account through /signup and waits for /account. Returns the email used. */
export async function signUp(page: Page, input: SignupInput = {}): Promise<{ email: string; name: string }> {
  const email = input.email ?? uniqueEmail('user');
  const name = input.name ?? 'Luna Starling';
  await page.goto('/signup');
  await fillSignup(page, { name, email, password: input.password ?? PASSWORD, day: input.day ?? '14', month: input.month ?? 'August' });
  const text = await textsOf(page);
  await page.getByRole('button', { name: text('signup_submit') }).click();
  await waitForPath(page, '/account');
  await visible(page.getByRole('heading', { name: text('account_title') }));
  return { email, name };
}

/** Signs in through /login and waits for /account. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  const text = await textsOf(page);
  await page.getByLabel(text('form_email'), { exact: true }).fill(email);
  await page.getByLabel(text('form_password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: text('login_submit'), exact: true }).click();
  await waitForPath(page, '/account');
}

/** A signed-in user asks a question on the ask page and lands on the reading page; returns its id. */
export async function startSignedInReading(page: Page, question: string, options: { alreadyOnAskPage?: boolean } = {}): Promise<string> {
  if (!options.alreadyOnAskPage) await page.goto('/ask-your-tarot-question');
  const text = await textsOf(page);
  await page.getByLabel(text('ask_question_label')).fill(question);
  await page.getByRole('button', { name: text('ask_draw') }).click();
  await waitForPath(page, /^\/reading\/[^/]+$/);
  return decodeURIComponent(pathOf(page).split('/')[2] ?? '');
}

/** Waits until the reading page's interpretation is written and the follow-up form is ready. */
export async function waitForInterpretation(page: Page, timeout = 30_000): Promise<void> {
  const text = await textsOf(page);
  await visible(page.locator('.message-label', { hasText: text('chat_interpretation_label') }), timeout);
  await visible(page.getByPlaceholder(text('chat_follow_up_placeholder')), timeout);
}

/** Assistant messages with text in the reading's chat (not the typing bubble). */
export function assistantMessages(page: Page): Locator {
  return page.locator('section.chat-panel > .chat-list .message-assistant .message-body');
}

/** Asks one follow-up on the reading page and waits until its answer is in and the form is idle again. */
export async function askFollowUp(page: Page, question: string): Promise<void> {
  const answersBefore = await assistantMessages(page).count();
  await page.getByPlaceholder('What would you like to explore further?').fill(question);
  await page.getByRole('button', { name: 'Continue' }).click();
  await visible(page.locator('.chat-list .message-user', { hasText: question }));
  // While the reply is on its way the button reads '...'; it says Continue again once the answer is saved.
  await visible(page.getByRole('button', { name: 'Continue' }), 30_000);
  await expect.poll(() => assistantMessages(page).count(), { timeout: 10_000 }).toBe(answersBefore + 1);
}

/** The credits badge's text, e.g. 'Credits: 5'. */
export async function creditsText(page: Page): Promise<string> {
  const badge = page.getByTestId('credits-badge').first();
  await badge.waitFor({ state: 'visible' });
  return (await badge.innerText()).trim();
}

/**
 * The errors a test did not cause on purpose. Chromium logs every failed request as
 * 'Failed to load resource: … status of N'; a test that provokes a status lists it here.
 */
export function unexpectedErrors(errors: readonly string[], expectedStatuses: readonly number[] = []): string[] {
  return errors.filter(
    (error) => !expectedStatuses.some((status) => error.includes(`Failed to load resource: the server responded with a status of ${status}`)),
  );
}

/**
 * Waits until the app runs a form the page's HTML showed first (src/web/components/forms/before-start.ts):
 * for tests about the running page, not about what it takes before its code arrives.
 */
export async function formRuns(page: Page, selector: string, timeout = 15_000): Promise<void> {
  await page.locator(`${selector}:not([data-before-start])`).waitFor({ state: 'attached', timeout });
}

/**
 * Whether the app's runtime has attached itself to the element: Preact keeps an element's event
 * handlers on it (React kept its fiber there), so an element with a handler carries them once the
 * app runs it, and not while it is the page's HTML alone. True when any element `selector` matches carries them.
 */
export function appRuns(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(
    (selector) => [...document.querySelectorAll(selector)].some((element) => Object.keys(element).some((key) => key.startsWith('__'))),
    selector,
  );
}
