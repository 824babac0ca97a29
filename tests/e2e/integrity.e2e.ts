import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/shared/paths.ts';
import { launchBrowser, newVisitor } from './support/browser.ts';
import { expectText, hidden, signUp, unexpectedErrors, visible, waitForPath } from './support/flows.ts';

// Issue 25 §3: the checkout's return page claims a purchase only when there is one.

const CHECKOUT_PAGE = /^\/checkout\/([0-9a-f-]{36})$/i;
const COMPLETE = /purchase is complete/;
const NEUTRAL = 'No completed payment to show';

describe('the checkout return page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is neutral for no session, an unknown one and an unpaid one; thanks only for a paid checkout of this user', async () => {
    const { context, page, errors } = await newVisitor(browser);
    await signUp(page);
    const offer = page.locator('.offer').filter({ has: page.getByRole('heading', { name: '10 Credits' }) });
    await offer.getByRole('button', { name: 'Buy 10 Credits' }).click();
    await waitForPath(page, CHECKOUT_PAGE);
    const checkoutId = CHECKOUT_PAGE.exec(new URL(page.url()).pathname)?.[1] ?? '';

    // This tab started a checkout, so it keeps a note of what it meant to buy: no proof of a payment.
    for (const search of ['', `?session_id=local_${checkoutId}`, '?session_id=local_00000000-0000-4000-8000-000000000000', '?session_id=cs_test_unknown']) {
      await page.goto(`${paths.checkoutSuccess}${search}`);
      await visible(page.getByRole('heading', { name: NEUTRAL }));
      await expectText(page.getByRole('status'), /You have 5 credits$/);
      await hidden(page.getByRole('heading', { name: COMPLETE }));
    }

    // The same checkout, paid, is thanked for.
    await page.goto(paths.checkout(checkoutId));
    await page.getByRole('button', { name: 'Pay $4.99' }).click();
    await waitForPath(page, paths.checkoutSuccess);
    await visible(page.getByRole('heading', { name: COMPLETE }));
    await expectText(page.getByRole('status'), '10 credits added — you now have 15');

    // Another user's paid checkout is not this user's purchase.
    const other = await newVisitor(browser);
    await signUp(other.page);
    await other.page.goto(`${paths.checkoutSuccess}?session_id=local_${checkoutId}`);
    await visible(other.page.getByRole('heading', { name: NEUTRAL }));
    await expectText(other.page.getByRole('status'), /You have 5 credits$/);

    expect(unexpectedErrors([...errors, ...other.errors], [400, 404])).toEqual([]);
    await other.context.close();
    await context.close();
  }, 120_000);
});
