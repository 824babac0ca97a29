import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor } from './support/browser.ts';
import { askFollowUp, creditsText, expectText, hidden, signUp, startSignedInReading, visible, waitForInterpretation, waitForPath } from './support/flows.ts';

// Issue: payments, through the server's built-in test checkout (no Stripe key in the e2e server).

const CHECKOUT_PAGE = /^\/checkout\/[0-9a-f-]{36}$/i;

/**
 * Holds the checkout API answers back briefly, so the buttons' 'Redirecting...' state can be seen
 * (on a fast machine the redirect is otherwise too quick to observe).
 */
async function slowCheckoutCalls(page: Page, delayMs = 700): Promise<void> {
  await page.route('**/api/stripe/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

/** Clicks a checkout button and checks it reads `busyText` while every other billing button is disabled. */
async function clickAndSeeRedirecting(page: Page, button: Locator, busyText: string): Promise<void> {
  await button.click();
  const busy = page.getByRole('button', { name: busyText, exact: true });
  await visible(busy, 5_000);
  expect(await busy.isDisabled()).toBe(true);
  const others = page.locator('.offer button');
  const states = await others.evaluateAll((buttons) => buttons.map((element) => (element as HTMLButtonElement).disabled));
  expect(states.length).toBeGreaterThan(1);
  expect(states.every(Boolean), 'every billing button is disabled while redirecting').toBe(true);
}

function testBanner(page: Page) {
  return page.getByRole('note').filter({ hasText: 'Test checkout' });
}

function summary(page: Page) {
  return page.locator('.checkout-summary');
}

describe('payments (local test checkout)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('buys 10 credits through the test checkout', async () => {
    const { context, page, errors } = await newVisitor(browser);
    await signUp(page);
    await expectText(page.getByTestId('credits-badge'), 'Credits: 5');
    const offer = page.locator('.offer').filter({ has: page.getByRole('heading', { name: '10 Credits' }) });
    await visible(offer.getByText('$4.99', { exact: true }));

    await slowCheckoutCalls(page);
    await clickAndSeeRedirecting(page, offer.getByRole('button', { name: 'Buy 10 Credits' }), 'Redirecting...');
    await waitForPath(page, CHECKOUT_PAGE);

    // The test checkout says plainly that it is one, and what is being bought.
    await visible(testBanner(page));
    await visible(page.getByText(/no real payment is made/i));
    await expectText(summary(page).locator('dd').first(), '10 Credits');
    await expectText(summary(page).locator('dd').nth(1), '$4.99');

    await page.getByRole('button', { name: 'Pay $4.99' }).click();
    await waitForPath(page, '/checkout/success');
    await visible(page.getByRole('heading', { name: /purchase is complete/ }));
    await expectText(page.getByRole('status'), '10 credits added — you now have 15');

    await page.getByRole('link', { name: 'Go to Account' }).click();
    await waitForPath(page, '/account');
    await expectText(page.getByTestId('credits-badge'), 'Credits: 15');
    await expectText(page.getByTestId('subscription-status'), 'None');
    // The buttons are usable again after the round trip.
    expect(await page.getByRole('button', { name: 'Buy 10 Credits' }).isEnabled()).toBe(true);
    // Going back to the paid checkout cannot pay twice.
    await page.goBack();
    await page.goBack();
    await waitForPath(page, CHECKOUT_PAGE);
    await visible(page.getByText('This checkout is already paid.'));
    expect(await page.getByRole('button', { name: /^Pay/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('cancels a checkout without changing anything', async () => {
    const { context, page, errors } = await newVisitor(browser);
    await signUp(page);
    await page.getByRole('button', { name: 'Buy 25 Credits' }).click();
    await waitForPath(page, CHECKOUT_PAGE);
    const checkoutPath = new URL(page.url()).pathname;
    await visible(testBanner(page));
    await expectText(summary(page).locator('dd').first(), '25 Credits');
    await expectText(summary(page).locator('dd').nth(1), '$9.99');

    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await waitForPath(page, '/checkout/cancel');
    await visible(page.getByRole('heading', { name: 'Checkout cancelled' }));
    await visible(page.getByText('No payment was made.', { exact: false }));
    await expectText(page.getByTestId('credits-badge'), 'Credits: 5');

    await page.goto('/account');
    await expectText(page.getByTestId('credits-badge'), 'Credits: 5');
    await expectText(page.getByTestId('subscription-status'), 'None');

    // The cancelled checkout can no longer be paid.
    await page.goto(checkoutPath);
    await visible(page.getByText('This checkout is cancelled.'));
    expect(await page.getByRole('button', { name: /^Pay/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('subscribes, asks a follow-up for free, and cancels in the portal', async () => {
    const { context, page, errors } = await newVisitor(browser);
    await signUp(page);
    await expectText(page.getByTestId('subscription-status'), 'None');

    await slowCheckoutCalls(page);
    await clickAndSeeRedirecting(page, page.getByRole('button', { name: 'Subscribe' }), 'Redirecting to Stripe...');
    await waitForPath(page, CHECKOUT_PAGE);
    await page.unroute('**/api/stripe/**');
    await visible(testBanner(page));
    await expectText(summary(page).locator('dd').first(), /Unlimited/);
    await expectText(summary(page).locator('dd').nth(1), /^\$9 per month$/);
    await page.getByRole('button', { name: 'Pay $9' }).click();
    await waitForPath(page, '/checkout/success');
    await expectText(page.getByRole('status'), /^Unlimited is active/);

    await page.goto('/account');
    await expectText(page.getByTestId('subscription-status'), 'Active');
    await expectText(page.getByTestId('credits-badge'), 'Credits: 5 (Unlimited)');
    await visible(page.getByText('Your unlimited follow-ups are active.'));
    expect(await page.getByRole('button', { name: 'Subscribe' }).count()).toBe(0);

    // A follow-up costs nothing while subscribed.
    await startSignedInReading(page, 'What should I let go of this season?');
    await waitForInterpretation(page);
    expect(await creditsText(page)).toBe('Credits: 5 (Unlimited)');
    await askFollowUp(page, 'And what should I hold on to?');
    await askFollowUp(page, 'How will I know it is working?');
    // The balance is refreshed from the server after each follow-up, and stays the same.
    await page.reload();
    await waitForInterpretation(page);
    expect(await creditsText(page)).toBe('Credits: 5 (Unlimited)');

    // Manage Subscription opens the local customer portal, where it can be cancelled.
    await page.goto('/account');
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await waitForPath(page, '/checkout/portal');
    await visible(testBanner(page));
    await visible(page.getByRole('heading', { name: 'Manage Subscription' }));
    await expectText(page.locator('.checkout p').filter({ hasText: 'Unlimited Access' }), /Unlimited Access:\s*Active/);
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expectText(page.getByRole('status'), /^Your Unlimited subscription is cancelled/);
    await page.getByRole('link', { name: 'Back to Account' }).click();
    await waitForPath(page, '/account');
    await expectText(page.getByTestId('subscription-status'), 'None');
    await expectText(page.getByTestId('credits-badge'), 'Credits: 5');
    await visible(page.getByRole('button', { name: 'Subscribe' }));
    await hidden(page.getByRole('button', { name: 'Manage Subscription' }));
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
