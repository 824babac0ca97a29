import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_AUDIT_PAGE_SIZE } from '../../src/shared/constants.ts';
import { apiPaths, paths } from '../../src/shared/paths.ts';
import { ADMIN_ERRORS, AdminAuditPageSchema, AdminDashboardSchema, type AdminDashboard, type AdminDay } from '../../src/shared/schemas/admin.ts';
import { formatCents, formatCount, formatDelta } from '../../src/web/features/admin/format.ts';
import { linkIn } from '../support/mail-links.ts';
import { E2E_ADMIN_EMAIL } from './support/admin-account.ts';
import { createAccount, expectNoSideScroll, signInThroughApi, VIEWPORTS, waitForMail } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { baseURL, launchBrowser, newVisitor } from './support/browser.ts';
import { expectText, uniqueEmail, unexpectedErrors, visible, waitForPath } from './support/flows.ts';
import { writeReading, saveShot } from './support/screen.ts';

// Issue 18 §1: the admin console. A verified admin opens it from the badge on /account, reads
// figures that match activity this test made, switches the range, finds a customer, grants and
// (tries to over-)remove credits, and sees the ledger and the audit log; anyone else gets the
// not-found page. On a phone (390×844) and a laptop (1280×800), with axe and screenshots.

const WELCOME_SUBJECT = 'Welcome to Tarot Insights';
const ADMIN_CHUNK = /\/assets\/admin-page-[^/]+\.js$/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The admin account: signed up, then its welcome mail's link followed, which proves the address.
 * Made by the first test that needs it (waiting for the mail polls, which only a test may do).
 */
let adminReady: Promise<void> | undefined;
function ensureAdmin(): Promise<void> {
  adminReady ??= createVerifiedAdmin();
  return adminReady;
}

async function createVerifiedAdmin(): Promise<void> {
  const { context } = await newVisitor(browser);
  const { email, uid } = await createAccount(context, { email: E2E_ADMIN_EMAIL, name: 'Ada Keeper' });
  const welcome = await context.request.post(apiPaths.confirmationEmail, { headers: { Origin: baseURL }, data: { email, name: 'Ada Keeper', uid } });
  expect(welcome.status()).toBe(200);
  const link = linkIn(await waitForMail(email, WELCOME_SUBJECT), '/api/auth/verify-email');
  await context.request.get(link.href);
  const me = (await (await context.request.get(apiPaths.me)).json()) as { user: { isAdmin: boolean; emailVerified: boolean } };
  expect(me.user).toMatchObject({ isAdmin: true, emailVerified: true });
  await context.close();
}

async function dashboardOf(context: BrowserContext, days = 30): Promise<AdminDashboard> {
  const response = await context.request.get(apiPaths.admin.dashboard(days));
  expect(response.status()).toBe(200);
  return AdminDashboardSchema.parse(await response.json());
}

function todayOf(dashboard: AdminDashboard): AdminDay {
  const today = dashboard.series.at(-1);
  if (!today || today.date !== dashboard.to) throw new Error('the series does not end today');
  return today;
}

/** What this test does to today's figures. */
const ACTIVITY = { signups: 1, visitorReadings: 1, readings: 1, followUps: 1, revenueCents: 499 } as const;
type Counted = keyof typeof ACTIVITY;
const counted = (day: AdminDay | AdminDashboard['totals']) => Object.fromEntries(Object.keys(ACTIVITY).map((key) => [key, day[key as Counted]]));
const plusActivity = (day: AdminDay | AdminDashboard['totals']) =>
  Object.fromEntries(Object.entries(ACTIVITY).map(([key, delta]) => [key, day[key as Counted] + delta]));

/** Buys the 10-credit pack through the server's test checkout, without its pages. */
async function buyTenCredits(context: BrowserContext, uid: string): Promise<void> {
  const created = await context.request.post(apiPaths.creditCheckout, { headers: { Origin: baseURL }, data: { userId: uid, credits: 10, price: 499 } });
  expect(created.status(), await created.text()).toBe(200);
  const { url } = (await created.json()) as { url: string };
  const checkoutId = new URL(url).pathname.split('/').at(-1) ?? '';
  const paid = await context.request.post(apiPaths.localCheckoutAction(checkoutId, 'pay'), { headers: { Origin: baseURL }, data: {} });
  expect(paid.status(), await paid.text()).toBe(200);
}

/**
 * A day of business: a visitor's free preview, and a customer who signs up, has a reading with a
 * follow-up and buys 10 credits. Returns the customer, still signed in.
 */
async function makeActivity(tag: string) {
  const visitor = await newVisitor(browser);
  await visitor.page.goto(paths.ask);
  await visitor.page.getByLabel('Your question').fill('Where is my creative energy leading me?');
  await visitor.page.getByRole('button', { name: 'Draw My Cards' }).click();
  await visible(visitor.page.locator('.preview-gate'), 30_000);
  expect(visitor.errors).toEqual([]);
  await visitor.context.close();

  const customer = await newVisitor(browser);
  const account = await createAccount(customer.context, { email: uniqueEmail(tag), name: 'Rowan Ember' });
  await customer.page.goto(paths.account);
  await writeReading(customer.page, 'What should I focus on this season?', ['And what about my work?']);
  await buyTenCredits(customer.context, account.uid);
  const me = (await (await customer.context.request.get(apiPaths.me)).json()) as { user: { credits: number } };
  return { ...customer, ...account, credits: me.user.credits };
}

/** Every script the page fetched. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

function ledgerRows(page: Page) {
  return page.getByRole('region', { name: 'Credit ledger, newest first' }).locator('tbody tr');
}

function auditRows(page: Page) {
  return page.getByRole('region', { name: 'Admin actions, newest first' }).locator('tbody tr');
}

/** What the screen shows with the section's heading at the top (under the nav bar). */
async function sectionShot(page: Page, heading: string, file: string): Promise<void> {
  await page.getByRole('heading', { name: heading, level: 2 }).evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
  await saveShot(page, 'admin', file);
}

async function cellsOf(page: Page, testId: string): Promise<string[]> {
  return (await page.getByTestId(testId).locator('td').allInnerTexts()).map((text) => text.trim());
}

describe('the admin console', () => {
  it.each(VIEWPORTS)(
    'on a %s: figures, range, a customer, a credit grant, the ledger and the audit log',
    async (name, viewport) => {
      const { context, page, errors } = await newVisitor(browser, viewport);
      const scripts = scriptsOf(page);
      await ensureAdmin();
      await signInThroughApi(context, E2E_ADMIN_EMAIL);
      const before = await dashboardOf(context);

      const customer = await makeActivity(`admin-${name}`);
      // The figures as the server now counts them, once everything this test did is in.
      let after = before;
      await expect
        .poll(async () => {
          after = await dashboardOf(context);
          return counted(todayOf(after));
        })
        .toEqual(plusActivity(todayOf(before)));
      expect(counted(after.totals)).toEqual(plusActivity(before.totals));
      const today = todayOf(after);
      expect(today.modelCalls).toBeGreaterThanOrEqual(todayOf(before).modelCalls + 3);

      // From the badge on /account; the console's code comes only now.
      await page.goto(paths.account);
      await visible(page.getByRole('heading', { name: 'Your Account' }));
      expect(scripts.filter((script) => ADMIN_CHUNK.test(script))).toEqual([]);
      await page.getByRole('link', { name: /^Admin/ }).click();
      await waitForPath(page, paths.admin);
      await visible(page.getByRole('heading', { name: 'Admin Console', level: 1 }));
      expect(scripts.some((script) => ADMIN_CHUNK.test(script))).toBe(true);

      // Today's row and the range's totals are the server's figures, this test's activity included.
      await visible(page.getByTestId(`day-${today.date}`));
      expect(await cellsOf(page, `day-${today.date}`)).toEqual([
        formatCount(today.signups),
        formatCount(today.readings),
        formatCount(today.visitorReadings),
        formatCount(today.followUps),
        formatCents(today.revenueCents),
        formatCents(today.refundsCents),
        formatCount(today.modelCalls),
        formatCount(today.modelFailures),
        formatCount(today.tokensIn),
        formatCount(today.tokensOut),
      ]);
      await expectText(page.getByTestId('figure-signups').locator('dd'), formatCount(after.totals.signups));
      await expectText(page.getByTestId('figure-revenue').locator('dd'), formatCents(after.totals.revenueCents));
      await expectText(page.getByTestId('figure-follow-ups').locator('dd'), formatCount(after.totals.followUps));
      const tenPack = after.revenueByProduct.find((row) => row.product === 'credits-10');
      expect(tenPack?.count).toBe((before.revenueByProduct.find((row) => row.product === 'credits-10')?.count ?? 0) + 1);
      expect(await cellsOf(page, 'product-credits-10')).toEqual([formatCount(tenPack?.count ?? 0), formatCents(tenPack?.revenueCents ?? 0)]);
      // Readings by spread: the server's count for the spec's three cards, its share of the whole.
      const threeCards = after.readingsBySpread.find((row) => row.spread === 'three-card');
      expect((await cellsOf(page, 'spread-three-card'))[0]).toBe(formatCount(threeCards?.count ?? -1));
      // Six charts, each with a text alternative.
      const charts = page.locator('svg.admin-chart-svg[role="img"]');
      expect(await charts.count()).toBe(6);
      for (const label of await charts.evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute('aria-label') ?? '')))
        expect(label).toMatch(/by day\. .+ in total/);
      await expectNoSideScroll(page);
      await expectNoViolations(page, `/admin dashboard (${name})`);
      await saveShot(page, 'admin', `${name}-top.png`);
      await saveShot(page, 'admin', `${name}-dashboard.png`, { fullPage: true });

      // The range: 7 and 90 days, a row per day.
      const dailyRows = page.getByRole('region', { name: 'By day (UTC), newest first' }).locator('tbody tr');
      for (const days of [7, 90, 30]) {
        // By keyboard: the range buttons take focus and Enter.
        await page.getByRole('button', { name: `${days} days`, exact: true }).focus();
        await page.keyboard.press('Enter');
        await expectText(page.getByTestId('dashboard-range'), new RegExp(`^${days} days,`));
        await expect.poll(() => dailyRows.count()).toBe(days);
        expect(await page.getByRole('button', { name: `${days} days`, exact: true }).getAttribute('aria-pressed')).toBe('true');
      }
      if (name === 'laptop') {
        // At 1280 px every column, the last included, is in view without scrolling the table sideways.
        const daily = page.getByRole('region', { name: 'By day (UTC), newest first' });
        const widths = await daily.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
        expect(widths.scroll, `the table is ${widths.scroll} px wide in a ${widths.client} px box`).toBeLessThanOrEqual(widths.client);
      }

      // A customer by part of their email.
      const part = customer.email.split('@')[0] ?? '';
      await page.getByLabel('Email contains').fill(part.slice(4));
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const result = page.getByRole('button', { name: new RegExp(customer.email.replace(/[.+]/g, '\\$&')) });
      await visible(result);
      await result.click();
      const heading = page.getByRole('heading', { name: customer.email, level: 3 });
      await visible(heading);
      await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
      await expectText(page.getByTestId('customer-credits').locator('dd'), formatCount(customer.credits));
      await expectText(page.getByTestId('customer-verified').locator('dd'), 'No');
      await expectText(page.getByTestId('customer-sign-in-methods').locator('dd'), 'Password');
      await expectText(page.getByTestId('customer-readings').locator('dd'), '1');
      await expectText(page.getByTestId('customer-subscription').locator('dd'), 'None');
      const ledgerBefore = await ledgerRows(page).count();
      expect(ledgerBefore).toBeGreaterThanOrEqual(3);

      // The form's own checks: the server's schema, before anything is sent.
      const outcome = page.locator('#admin-credit-outcome');
      await page.getByLabel('Credits', { exact: true }).fill('5');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expectText(outcome, 'The reason must be at least 3 characters');
      expect(await page.getByLabel('Reason', { exact: true }).evaluate((element) => element === document.activeElement)).toBe(true);

      // A grant: the balance, a ledger row naming the admin and the reason, an audit entry.
      const reason = `Goodwill after the ${name} outage`;
      await page.getByLabel('Reason', { exact: true }).fill(reason);
      await page.getByRole('button', { name: 'Apply' }).click();
      await expectText(outcome, `${formatDelta(5)} credits. The balance is now ${formatCount(customer.credits + 5)}.`);
      await expectText(page.getByTestId('customer-credits').locator('dd'), formatCount(customer.credits + 5));
      await expect.poll(() => ledgerRows(page).count()).toBe(ledgerBefore + 1);
      const newest = (await ledgerRows(page).first().locator('td').allInnerTexts()).map((text) => text.trim());
      expect(newest.slice(1, 5)).toEqual([formatDelta(5), 'Admin adjustment', reason, E2E_ADMIN_EMAIL]);
      await expect.poll(async () => (await auditRows(page).first().innerText()).includes(reason)).toBe(true);
      const audit = (await auditRows(page).first().locator('td').allInnerTexts()).map((text) => text.trim());
      expect(audit.slice(1, 4)).toEqual([E2E_ADMIN_EMAIL, 'Credits adjusted', customer.email]);

      // Removing more than the balance: the server refuses, says why, and nothing changes.
      await page.getByLabel('Credits', { exact: true }).fill('-1000');
      await page.getByLabel('Reason', { exact: true }).fill('Reverse a mistaken grant');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expectText(outcome, ADMIN_ERRORS.belowZero);
      await expectText(page.getByTestId('customer-credits').locator('dd'), formatCount(customer.credits + 5));
      expect(await ledgerRows(page).count()).toBe(ledgerBefore + 1);
      await expectNoSideScroll(page);
      await expectNoViolations(page, `/admin with a customer and a refused removal (${name})`);
      await sectionShot(page, 'Customers', `${name}-customer.png`);
      await sectionShot(page, 'Audit log', `${name}-audit.png`);

      expect(unexpectedErrors(errors, [409])).toEqual([]);
      expect(customer.errors).toEqual([]);
      await customer.context.close();
      await context.close();
    },
    180_000,
  );

  it('pages the audit log: the newest 50, then "Load more" for the rest', async () => {
    await ensureAdmin();
    const { context, page, errors } = await newVisitor(browser);
    await signInThroughApi(context, E2E_ADMIN_EMAIL);
    const customer = await newVisitor(browser);
    const { uid, email } = await createAccount(customer.context);
    await customer.context.close();
    const pageOf = async (before?: string) => AdminAuditPageSchema.parse(await (await context.request.get(apiPaths.admin.audit(before))).json());
    // Enough entries for a second page, whatever the other tests left.
    let entries = 0;
    for (let auditPage = await pageOf(); ; auditPage = await pageOf(auditPage.nextCursor ?? undefined)) {
      entries += auditPage.entries.length;
      if (!auditPage.nextCursor) break;
    }
    const adds = Math.max(ADMIN_AUDIT_PAGE_SIZE + 1 - entries, 1);
    for (let i = 1; i <= adds; i++) {
      const response = await context.request.post(apiPaths.admin.userCredits(uid), {
        headers: { Origin: baseURL },
        data: { delta: 1, reason: `Loyalty credit ${i}` },
      });
      expect(response.status(), await response.text()).toBe(200);
    }
    const total = entries + adds;

    await page.goto(paths.admin);
    await visible(auditRows(page).first());
    expect(await auditRows(page).count()).toBe(ADMIN_AUDIT_PAGE_SIZE);
    // Newest first: the last grant, to this customer.
    expect(await auditRows(page).first().innerText()).toContain(`Loyalty credit ${adds}`);
    expect(await auditRows(page).first().innerText()).toContain(email);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => auditRows(page).count()).toBe(Math.min(total, 2 * ADMIN_AUDIT_PAGE_SIZE));
    if (total <= 2 * ADMIN_AUDIT_PAGE_SIZE) expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it("ships the console as its own chunk, which only the router's lazy import names", async () => {
    const manifest = JSON.parse(await readFile(path.resolve(import.meta.dirname, '../../dist/client/.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
    >;
    const adminChunk = manifest['routes/admin-page.tsx'];
    expect(adminChunk?.isDynamicEntry).toBe(true);
    expect(adminChunk?.file).toMatch(/^assets\/admin-page-/);
    const namers = Object.entries(manifest).filter(
      ([, chunk]) => chunk.imports?.includes('routes/admin-page.tsx') || chunk.dynamicImports?.includes('routes/admin-page.tsx'),
    );
    expect(namers.map(([key, chunk]) => [key, chunk.imports?.includes('routes/admin-page.tsx') ?? false])).toEqual([['index.html', false]]);
    // Its styles are its own too.
    const consoleCss = adminChunk?.css ?? [];
    expect(consoleCss.length).toBeGreaterThan(0);
    for (const [key, chunk] of Object.entries(manifest))
      if (key !== 'routes/admin-page.tsx') expect(chunk.css ?? []).not.toEqual(expect.arrayContaining(consoleCss));
  });

  it.each(VIEWPORTS)('on a %s: anyone else gets the not-found page for /admin, and none of its code', async (_name, viewport) => {
    for (const signedIn of [false, true]) {
      const { context, page, errors } = await newVisitor(browser, viewport);
      const scripts = scriptsOf(page);
      if (signedIn) await createAccount(context);
      const response = await page.goto(paths.admin);
      expect(response?.status()).toBe(404);
      await visible(page.getByRole('heading', { name: 'This page is not in the cards' }));
      expect(await page.title()).toMatch(/^Page Not Found/);
      expect(scripts.filter((script) => ADMIN_CHUNK.test(script))).toEqual([]);
      expect(await page.getByRole('link', { name: /^Admin/ }).count()).toBe(0);
      expect(unexpectedErrors(errors, [404])).toEqual([]);
      await context.close();
    }
  });
});
