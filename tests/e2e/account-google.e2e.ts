import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT } from '../../src/shared/account-security.ts';
import { paths } from '../../src/shared/paths.ts';
import { startOidcProvider, type OidcProvider } from '../support/oidc-provider.ts';
import { freePort } from '../support/local-server.ts';
import { createPostgresDatabase } from '../support/postgres-database.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { POSTGRES, servicesAnswer } from '../support/services.ts';
import { PHONE } from './support/accounts.ts';
import { launchBrowser } from './support/browser.ts';
import { expectText, unexpectedErrors, visible, waitForPath } from './support/flows.ts';
import { pageTexts } from './support/page-texts.ts';

const text = pageTexts('en');

// Issue 14 §5, an account that signs in only with Google: no password to change, and deleting it
// is confirmed by a fresh Google sign-in. Its own server process (the shared one has no Google),
// on a PostgreSQL database of its own, so the test can age the session the way time would.

const available = await servicesAnswer(import.meta.filename, [POSTGRES]);

let idp: OidcProvider;
let server: ServerProcess;
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  // Discovery happens when the server starts: the provider must be up first.
  idp = await startOidcProvider();
  database = await createPostgresDatabase('tarot_e2e_google');
  const port = await freePort();
  origin = `http://localhost:${port}`;
  server = await startServerProcess({
    port,
    healthTimeoutMs: 120_000,
    env: {
      PUBLIC_URL: origin,
      DATABASE_URL: database.url,
      GOOGLE_CLIENT_ID: 'tarot-e2e-client',
      GOOGLE_CLIENT_SECRET: 'tarot-e2e-secret',
      GOOGLE_ISSUER: idp.issuer,
    },
  });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop();
  await idp?.stop();
});

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

describe.runIf(available)('a Google-only account', () => {
  it('has no password to change, and confirms its deletion by signing in with Google again', async () => {
    const context = await browser.newContext({ baseURL: origin, viewport: PHONE, extraHTTPHeaders: { 'X-Forwarded-For': '10.77.0.1' } });
    const errors: string[] = [];
    context.on('weberror', (error) => errors.push(error.error().message));
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    const email = `seer-${randomUUID().slice(0, 8)}@gmail.example`;
    idp.signInAs({ sub: `google-${randomUUID()}`, email, name: 'Iris Moonfield', email_verified: true });
    await page.goto(paths.login);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await waitForPath(page, paths.account);
    await visible(page.getByRole('heading', { name: 'Your Account' }));

    // Google proved the address; there is no password, so no form to change one.
    await expectText(page.getByTestId('email-status'), text('account_email_verified_badge'));
    await visible(page.getByText('You sign in with Google, so there is no password to change here.'));
    expect(await page.getByLabel('Current password').count()).toBe(0);

    // The sign-in is no longer fresh (as if it were ten minutes old): deleting asks for a new one.
    await sql('UPDATE "session" SET created_at = created_at - interval \'10 minutes\' WHERE user_id = (SELECT id FROM "user" WHERE email = $1)', [email]);
    await page.getByRole('button', { name: text('account_delete_account') }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await visible(dialog);
    expect(await dialog.getByLabel('Your password').count()).toBe(0);
    await dialog.getByRole('button', { name: text('account_delete_account') }).click();
    await expectText(dialog.getByRole('alert'), ACCOUNT_TEXT.signInAgainToDelete);
    expect(await sql('SELECT id FROM "user" WHERE email = $1', [email])).toHaveLength(1);

    // Signing in again comes back to the account with the dialog open, and now it deletes.
    await dialog.getByRole('button', { name: text('account_sign_in_again') }).click();
    await waitForPath(page, paths.account);
    await visible(page.getByRole('dialog', { name: 'Delete your account?' }));
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text('account_delete_account') })
      .click();
    await waitForPath(page, paths.accountDeleted);
    await page.goto(paths.account);
    await waitForPath(page, paths.login);
    expect(await sql('SELECT id FROM "user" WHERE email = $1', [email])).toEqual([]);

    expect(unexpectedErrors(errors, [403])).toEqual([]);
    await context.close();
  }, 120_000);
});
