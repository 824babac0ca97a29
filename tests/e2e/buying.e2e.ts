import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_PACKS, STARTING_CREDITS } from '../../src/shared/constants.ts';
import { launchBrowser, newVisitor } from './support/browser.ts';
import { askFollowUp, creditsText, expectText, signUp, visible, waitForInterpretation, waitForPath } from './support/flows.ts';
import { isOnScreen, LAPTOP, PHONE, settle, writeReading } from './support/screen.ts';
import { pageTexts } from './support/page-texts.ts';

const english = pageTexts('en');

// Issue 16, "Buying": the out-of-credits modal on a laptop and a phone, and what the result page
// says and offers after a purchase started from a reading.

const CHECKOUT_PAGE = /^\/checkout\/[0-9a-f-]{36}$/i;
const TEN = CREDIT_PACKS[0];
/** The follow-up typed before the modal: it waits in the form through checkout and back. */
const DRAFT = 'One more question, please?';

/** A signed-in user with every starting credit spent on a reading, asking once more: the modal. */
async function openOutOfCreditsModal(page: Page): Promise<{ readingId: string; modal: Locator }> {
  await signUp(page);
  const readingId = await writeReading(
    page,
    'What do I need to understand about my path?',
    Array.from({ length: STARTING_CREDITS }, (_, index) => `Follow-up ${index + 1}: tell me more.`),
  );
  await page.goto(`/reading/${readingId}`);
  await waitForInterpretation(page);
  expect(await creditsText(page)).toBe('Credits: 0');
  expect(await page.getByTestId('follow-up-cost').innerText()).toBe('Per question: 1 credit');
  await page.getByPlaceholder(english('chat_follow_up_placeholder')).fill(DRAFT);
  await page.getByRole('button', { name: 'Continue' }).click();
  const modal = page.getByRole('dialog', { name: pageTexts('en')('out_of_credits_title') });
  await visible(modal);
  await settle(page);
  return { readingId, modal };
}

function modalActions(modal: Locator): Locator[] {
  return [
    modal.getByRole('button', { name: `Buy ${CREDIT_PACKS[0].credits} Credits` }),
    modal.getByRole('button', { name: `Buy ${CREDIT_PACKS[1].credits} Credits` }),
    modal.getByRole('button', { name: 'Get Unlimited Access' }),
    modal.getByRole('button', { name: 'Maybe Later' }),
    modal.getByRole('link', { name: 'View All Options' }),
  ];
}

/** How many lines the element's text takes. */
async function linesOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
    // Runs of one line overlap vertically; a wrapped run starts below the previous one's middle.
    const lines: { top: number; bottom: number }[] = [];
    for (const rect of rects) {
      const middle = (rect.top + rect.bottom) / 2;
      if (!lines.some((line) => middle > line.top && middle < line.bottom)) lines.push({ top: rect.top, bottom: rect.bottom });
    }
    return lines.length;
  });
}

/** Pays the open test checkout and waits for the result page. */
async function pay(page: Page, label: string): Promise<void> {
  await waitForPath(page, CHECKOUT_PAGE);
  await page.getByRole('button', { name: label }).click();
  await waitForPath(page, '/checkout/success');
}

/** The result page's first action leads back to the reading, on screen; following it lands there. */
async function returnToReading(page: Page, readingId: string): Promise<void> {
  const first = page.locator('.checkout .actions-row > *').first();
  expect((await first.innerText()).trim()).toBe('Back to Your Reading');
  expect(await first.getAttribute('href')).toBe(`/reading/${readingId}`);
  expect(await isOnScreen(first)).toBe(true);
  await first.click();
  await waitForPath(page, `/reading/${readingId}`);
  await waitForInterpretation(page);
}

describe('buying', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lays the modal out on one line per label at 1280 px; credits bought from a reading say so and lead back to it', async () => {
    const { context, page, errors } = await newVisitor(browser, LAPTOP);
    const { readingId, modal } = await openOutOfCreditsModal(page);
    for (const action of modalActions(modal)) {
      expect(await isOnScreen(action), `${await action.innerText()} is on screen`).toBe(true);
      expect(await linesOf(action), `"${await action.innerText()}" stays on one line`).toBe(1);
    }
    const subscriptionPrice = modal.locator('.offer-price').filter({ has: page.locator('s') });
    expect(await linesOf(subscriptionPrice), 'the struck-through $21/month stays beside $9/month').toBe(1);

    await modal.getByRole('button', { name: `Buy ${TEN.credits} Credits` }).click();
    await pay(page, 'Pay $4.99');
    await expectText(page.getByRole('status'), `${TEN.credits} credits added — you now have ${TEN.credits}`);
    await returnToReading(page, readingId);
    expect(await creditsText(page)).toBe(`Credits: ${TEN.credits}`);
    expect(await page.getByPlaceholder(english('chat_follow_up_placeholder')).inputValue(), 'the question typed before buying').toBe(DRAFT);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('keeps every modal action on screen on a phone; Unlimited bought from a reading says so and leads back to it', async () => {
    const { context, page, errors } = await newVisitor(browser, PHONE);
    const { readingId, modal } = await openOutOfCreditsModal(page);
    for (const action of modalActions(modal)) expect(await isOnScreen(action), `${await action.innerText()} is on screen without scrolling`).toBe(true);
    expect(await modal.evaluate((element) => element.scrollTop)).toBe(0);

    await modal.getByRole('button', { name: 'Get Unlimited Access' }).click();
    await pay(page, 'Pay $9');
    await expectText(page.getByRole('status'), /^Unlimited is active/);
    await returnToReading(page, readingId);
    expect(await creditsText(page)).toBe('Credits: 0 (Unlimited)');
    expect(await page.getByTestId('follow-up-cost').innerText()).toBe('Per question: Unlimited');
    expect(await page.getByPlaceholder(english('chat_follow_up_placeholder')).inputValue(), 'the question typed before subscribing').toBe(DRAFT);
    // Sent, the draft is gone: opening the reading again shows an empty form.
    await askFollowUp(page, DRAFT);
    await page.reload();
    await waitForInterpretation(page);
    expect(await page.getByPlaceholder(english('chat_follow_up_placeholder')).inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('keeps the gold for the safe way out of the portal, not for Cancel Subscription', async () => {
    const { context, page, errors } = await newVisitor(browser, LAPTOP);
    await signUp(page);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await pay(page, 'Pay $9');
    // Bought from the account page: the result says what happened and leads back to the account.
    await expectText(page.getByRole('status'), /^Unlimited is active/);
    expect((await page.locator('.checkout .actions-row > *').first().innerText()).trim()).toBe('Go to Account');
    await page.goto('/checkout/portal');
    const cancel = page.getByRole('button', { name: 'Cancel Subscription' });
    const back = page.getByRole('link', { name: 'Back to Account' });
    await visible(cancel);
    const backgroundOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundImage);
    expect(await backgroundOf(back), 'the primary button is the gold gradient').toContain('gradient');
    expect(await backgroundOf(cancel), 'Cancel Subscription is not').toBe('none');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
