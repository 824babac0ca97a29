import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { parseMail, type ReceivedMail } from '../../support/smtp-sink.ts';
import { baseURL } from './browser.ts';
import { PASSWORD, uniqueEmail } from './flows.ts';

// Fixtures for the account recovery and lifecycle tests: accounts made through the API where a
// test is not about signing up (the server's database is its own process's, so no rows are
// written from here), and the mails the server wrote to its outbox.

const outboxDir = inject('outboxDir');

/** Creates an account through Better Auth's API in `context`, which is then signed in as it. */
export async function createAccount(context: BrowserContext, input: { email?: string; password?: string; name?: string } = {}) {
  const email = input.email ?? uniqueEmail('acct');
  const password = input.password ?? PASSWORD;
  const response = await context.request.post('/api/auth/sign-up/email', {
    headers: { Origin: baseURL },
    data: { name: input.name ?? 'Iris Vale', email, password, birthday: 9, birthMonth: 3 },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { user } = (await response.json()) as { user: { id: string } };
  return { email, password, uid: user.id };
}

/** Signs `context` in through the API (a second device of the same person). */
export async function signInThroughApi(context: BrowserContext, email: string, password = PASSWORD): Promise<void> {
  const response = await context.request.post('/api/auth/sign-in/email', { headers: { Origin: baseURL }, data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Whether the context's session cookie still signs it in, as the server sees it. */
export async function isSignedIn(context: BrowserContext): Promise<boolean> {
  const response = await context.request.get('/api/me');
  const body = (await response.json()) as { user: unknown };
  return body.user !== null;
}

/** The mails the server has written to its outbox for `address`, oldest first. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  let files: string[];
  try {
    files = (await readdir(outboxDir)).filter((file) => file.endsWith('.eml')).sort();
  } catch {
    // No mail yet: the outbox folder is made with the first one.
    return [];
  }
  const mails = await Promise.all(files.map(async (file) => parseMail(await readFile(path.join(outboxDir, file), 'utf8'))));
  return mails.filter((mail) => (mail.headers.to ?? '').toLowerCase().includes(address.toLowerCase()));
}

/** Waits for a mail to `address` whose subject is `subject`, beyond the `alreadySeen` such mails; some are sent after the answer. */
export async function waitForMail(address: string, subject: string, alreadySeen = 0): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).filter((mail) => mail.headers.subject === subject)[alreadySeen];
        return found !== undefined;
      },
      { timeout: 15_000, interval: 200 },
    )
    .toBe(true);
  if (!found) throw new Error(`no mail "${subject}" to ${address}`);
  return found;
}

/** No horizontal scrolling: the page fits the viewport's width. */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

export const PHONE = { width: 390, height: 844 } as const;
export const LAPTOP = { width: 1280, height: 800 } as const;
export const VIEWPORTS = [
  ['phone', PHONE],
  ['laptop', LAPTOP],
] as const;
