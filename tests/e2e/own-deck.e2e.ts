import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, paths } from '../../src/shared/paths.ts';
import { CreateShareLinkResponseSchema } from '../../src/shared/schemas/share.ts';
import { createAccount, expectNoSideScroll } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { baseURL, launchBrowser, newVisitor } from './support/browser.ts';
import { expectText, pathOf, unexpectedErrors, visible, waitForInterpretation, waitForPath } from './support/flows.ts';
import { saveShot, settle, VIEWPORTS } from './support/screen.ts';
import { pageTexts } from './support/page-texts.ts';

// Issue 27 §1: a signed-in person enters the three cards they drew from their own deck (one by
// pointer, two by keyboard, one of them reversed), reads them, and the reading says everywhere that
// they are their own deck's cards and never offers to verify them. On a phone and a laptop, with axe.

const ASK = '/ask-your-tarot-question';

/** The card chosen for a position, as its select holds it. */
const chosen = (page: Page, position: string) => page.getByLabel(`Card for ${position}`).inputValue();

describe('readings from one’s own deck', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it.each(VIEWPORTS)('$name: three cards entered by keyboard and pointer are read, marked as one’s own deck, with nothing to verify', async (viewport) => {
    const { context, page, errors } = await newVisitor(browser, viewport);
    await createAccount(context);
    const question = `What does my own spread say about this week? (${viewport.name})`;

    await page.goto(ASK);
    // The spec's draw stays the first choice; one's own deck is the second, beside it.
    await visible(page.getByRole('button', { name: 'Draw My Cards' }));
    const ownWay = page.getByRole('button', { name: pageTexts('en')('own_deck_choice') });
    await visible(ownWay);
    expect(await ownWay.isDisabled()).toBe(true);
    await page.getByLabel('Your question').fill(question);
    await ownWay.click();

    await visible(page.getByRole('heading', { name: 'Your own cards' }));
    await visible(page.getByText(`“${question}”`));
    for (const position of ['1. Past', '2. Present', '3. Future']) await visible(page.locator('legend', { hasText: position }));
    await expectNoViolations(page, `the own-deck entry (${viewport.name})`);
    if (viewport.name === 'phone') await expectNoSideScroll(page);

    // Past by pointer: the select's list, then the card's small image shows it.
    await page.getByLabel('Card for Past').selectOption('The Star');
    await expect.poll(() => page.locator('.own-deck-card').first().getAttribute('src')).toBe('/cards/the-star.svg');

    // Present by keyboard: Tab from Past's reversed box, type the card's first letters, Tab and Space to reverse it.
    await page.getByLabel('Reversed (Past)').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('own-card-1');
    await page.keyboard.type('Three of Sw');
    await expect.poll(() => chosen(page, 'Present')).toBe('Three of Swords');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await page.getByLabel('Reversed (Present)').isChecked()).toBe(true);
    expect(await page.locator('.own-deck-card').nth(1).getAttribute('data-reversed')).toBe('true');

    // A card already laid cannot be chosen again.
    const future = page.getByLabel('Card for Future');
    expect(await future.locator('option', { hasText: 'The Star' }).isDisabled()).toBe(true);
    expect(await future.locator('option', { hasText: 'Three of Swords' }).textContent()).toBe('Three of Swords (already in Present)');

    // Reading with a position empty says which, and goes to it.
    const read = page.getByRole('button', { name: pageTexts('en')('own_deck_read') });
    await read.click();
    await expectText(page.getByRole('alert'), 'Choose a card for Future.');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('own-card-2');
    await page.keyboard.type('Page of Cu');
    await expect.poll(() => chosen(page, 'Future')).toBe('Page of Cups');
    await settle(page);
    await saveShot(page.locator('.own-deck'), 'own-deck', `entry-${viewport.name}.png`);
    await read.focus();
    await page.keyboard.press('Enter');

    await waitForPath(page, /^\/reading\/[^/]+$/);
    const cards = page.getByRole('list', { name: 'Your cards' });
    await expect.poll(() => cards.locator('.spread-slot[data-revealed="true"]').count(), { timeout: 20_000 }).toBe(3);
    const names = await cards.locator('.tarot-card-front img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    expect(names).toEqual(['The Star', 'Three of Swords (reversed)', 'Page of Cups']);
    await visible(cards.locator('.tarot-card[data-reversed="true"]'));
    await visible(page.locator('.own-deck-badge', { hasText: pageTexts('en')('own_deck_badge') }));
    await visible(page.getByText(pageTexts('en')('own_deck_explanation')));
    await waitForInterpretation(page);
    await settle(page);
    // No fair-draw disclosure and no way to the verifier: these cards were not drawn by us.
    expect(await page.getByText('Fair draw: verify these cards').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Open in the verifier' }).count()).toBe(0);
    expect(await page.locator('a[href^="/verify"]').count()).toBe(0);
    await expectNoViolations(page, `an own-deck reading (${viewport.name})`);
    if (viewport.name === 'phone') await expectNoSideScroll(page);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await saveShot(page, 'own-deck', `reading-${viewport.name}.png`);

    const readingId = decodeURIComponent(pathOf(page).split('/')[2] ?? '');

    // The history marks it too.
    await page.goto('/account');
    await expectText(page.locator('.history-item', { hasText: question }).locator('.history-meta'), pageTexts('en')('own_deck_badge'));

    // Shared, it says whose deck the cards came from, and claims no fair draw.
    const made = await page.request.post(apiPaths.readingShares(readingId), { data: { showQuestion: true }, headers: { Origin: baseURL } });
    expect(made.status()).toBe(201);
    const { token } = CreateShareLinkResponseSchema.parse(await made.json());
    const stranger = await newVisitor(browser, viewport);
    await stranger.page.goto(paths.shared(token));
    await visible(stranger.page.locator('.own-deck-badge', { hasText: pageTexts('en')('own_deck_shared') }));
    expect(await stranger.page.getByText(/verif|fair draw/i).count()).toBe(0);
    await expectNoViolations(stranger.page, `a shared own-deck reading (${viewport.name})`);
    expect(unexpectedErrors(stranger.errors)).toEqual([]);
    await stranger.context.close();

    // The verifier says plainly that such a reading has nothing to verify.
    await page.goto(paths.verify);
    await visible(page.getByText(pageTexts('en')('own_deck_not_verifiable')));

    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
