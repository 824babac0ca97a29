import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardScene, DECK } from '../../src/shared/deck/cards.ts';
import { findCardBySlug } from '../../src/shared/deck/library.ts';
import { paths } from '../../src/shared/paths.ts';
import { createAccount } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { baseURL, launchBrowser, newVisitor } from './support/browser.ts';
import { hidden, pathOf, startSignedInReading, unexpectedErrors, visible, waitForInterpretation, waitForPath } from './support/flows.ts';
import { VIEWPORTS } from './support/screen.ts';

// Issue 17 §2: the card library. Browse it, filter it by suit (with and without JavaScript), open
// a card and walk to its neighbours, and reach a card's page from a spread's card.

const cardLinks = (page: Page) => page.locator('.library-grid a');
const suitFilter = (page: Page) => page.getByRole('navigation', { name: 'Filter by suit' });

/** How many of the library's card links are displayed. */
async function shownCardCount(page: Page): Promise<number> {
  return cardLinks(page).evaluateAll((links) => links.filter((link) => (link as HTMLElement).offsetParent !== null).length);
}

/**
 * Waits until every card of the spread is face up, then returns the link of the card in `slot`
 * and the page it leads to. The link is named by its picture: the card's accessible name is unchanged.
 */
async function spreadCardLink(page: Page, slot: 'past' | 'present' | 'future') {
  for (const each of ['past', 'present', 'future']) await visible(page.locator(`[data-testid="card-${each}"][data-revealed="true"]`), 30_000);
  const picture = page.getByTestId(`card-${slot}`).locator('img').last();
  const name = (await picture.getAttribute('alt')) ?? '';
  const link = page.getByTestId(`card-${slot}`).getByRole('link', { name, exact: true });
  await visible(link);
  const card = DECK.find((each) => each.name === name.replace(/ \(reversed\)$/, ''));
  if (!card) throw new Error(`the spread's ${slot} card "${name}" is not in the deck`);
  expect(await link.getAttribute('href')).toBe(paths.card(card.slug));
  return { link, card };
}

describe('the card library', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it.each(VIEWPORTS)('$name: lists the 78 cards by suit, filters by suit, opens a card and walks to the next', async (viewport) => {
    const { context, page, errors } = await newVisitor(browser, viewport);
    const response = await page.goto(paths.cards);
    expect(await response?.text()).toContain('<div id="root" data-prerendered>');
    await visible(page.getByRole('heading', { level: 1, name: 'The Card Library' }));
    expect(await cardLinks(page).count()).toBe(78);
    expect(await shownCardCount(page)).toBe(78);
    for (const suit of ['Major Arcana', 'Wands', 'Cups', 'Swords', 'Pentacles'])
      await visible(page.getByRole('heading', { level: 2, name: new RegExp(`^${suit}`) }));
    await expectNoViolations(page, `${paths.cards} (${viewport.name})`);

    // Cups only: its 14 cards, and the link says it is the current one.
    await suitFilter(page).getByRole('link', { name: 'Cups' }).click();
    await expect.poll(() => shownCardCount(page)).toBe(14);
    await visible(page.getByRole('link', { name: 'Ace of Cups', exact: true }));
    await hidden(page.getByRole('link', { name: 'Ace of Wands', exact: true }));
    await hidden(page.getByRole('heading', { level: 2, name: /^Wands/ }));
    expect(await suitFilter(page).getByRole('link', { name: 'Cups' }).getAttribute('aria-current')).toBe('true');
    await suitFilter(page).getByRole('link', { name: 'Major Arcana' }).click();
    await expect.poll(() => shownCardCount(page)).toBe(22);
    await suitFilter(page).getByRole('link', { name: 'All cards' }).click();
    await expect.poll(() => shownCardCount(page)).toBe(78);

    // A card's page: art, suit, meanings, description, keywords.
    await suitFilter(page).getByRole('link', { name: 'Cups' }).click();
    await page.getByRole('link', { name: 'Ace of Cups', exact: true }).click();
    await waitForPath(page, paths.card('ace-of-cups'));
    const ace = findCardBySlug('ace-of-cups');
    if (!ace) throw new Error('no Ace of Cups in the deck');
    await visible(page.getByRole('heading', { level: 1, name: 'Ace of Cups' }));
    await visible(page.getByRole('img', { name: 'Ace of Cups' }));
    for (const text of [ace.meaning_up, ace.meaning_rev, ace.desc, cardScene(ace) ?? 'no scene', ...ace.keywords])
      await visible(page.getByText(text, { exact: true }));
    await visible(page.getByRole('heading', { name: 'Reversed' }));
    await visible(page.getByRole('heading', { name: 'The traditional picture' }));
    expect(await page.title()).toBe('Ace of Cups Tarot Card Meaning — Tarot Insights');
    await expectNoViolations(page, `${paths.card('ace-of-cups')} (${viewport.name})`);

    // Its neighbours, then back to the library.
    const more = page.getByRole('navigation', { name: 'More cards' });
    await more.getByRole('link', { name: /Next\s+Two of Cups/ }).click();
    await waitForPath(page, paths.card('two-of-cups'));
    await visible(page.getByRole('heading', { level: 1, name: 'Two of Cups' }));
    await more.getByRole('link', { name: /Previous\s+Ace of Cups/ }).click();
    await waitForPath(page, paths.card('ace-of-cups'));
    await page.getByRole('link', { name: '← Card Library' }).click();
    await waitForPath(page, paths.cards);
    await visible(page.getByRole('heading', { level: 1, name: 'The Card Library' }));
    expect(await page.title()).toBe('Tarot Card Meanings: the Card Library — Tarot Insights');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters by suit and shows a card without JavaScript', async () => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${paths.cards}#swords`);
    await visible(page.getByRole('heading', { level: 2, name: /^Swords/ }));
    await hidden(page.getByRole('heading', { level: 2, name: /^Cups/ }));
    expect(await shownCardCount(page)).toBe(14);
    await page.getByRole('link', { name: 'Queen of Swords', exact: true }).click();
    await waitForPath(page, paths.card('queen-of-swords'));
    const queen = findCardBySlug('queen-of-swords');
    await visible(page.getByText(queen?.meaning_rev ?? 'missing', { exact: true }));
    await context.close();
  });

  it('answers an unknown card with the not-found page and 404', async () => {
    const { context, page, errors } = await newVisitor(browser);
    const response = await page.goto(paths.card('the-jester'));
    expect(response?.status()).toBe(404);
    await visible(page.getByRole('heading', { name: 'This page is not in the cards' }));
    expect(unexpectedErrors(errors, [404])).toEqual([]);
    await context.close();
  });

  it.each(VIEWPORTS)("$name: the visitor's preview links each card to its page", async (viewport) => {
    const { context, page, errors } = await newVisitor(browser, viewport);
    await page.goto(paths.ask);
    await page.getByLabel('Your question').fill('What should I carry into the new season?');
    await page.getByRole('button', { name: 'Draw My Cards' }).click();
    const { link, card } = await spreadCardLink(page, 'present');
    // In a new tab: the preview, which cannot be shown again once left, stays where it is.
    expect(await link.getAttribute('target')).toBe('_blank');
    const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await opened.waitForURL((url) => url.pathname === paths.card(card.slug));
    await visible(opened.getByRole('heading', { level: 1, name: card.name }));
    await visible(opened.getByText(card.meaning_up, { exact: true }));
    expect(pathOf(page)).toBe(paths.ask);
    await visible(page.locator('.preview-gate'), 30_000);
    await expectNoViolations(page, `${paths.ask} with the preview's card links (${viewport.name})`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a signed-in reader sees their nav on the library, and a reading's cards link to their pages", async () => {
    const { context, page, errors } = await newVisitor(browser);
    await createAccount(context);
    await page.goto(paths.card('the-star'));
    await visible(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Card Library' }).click();
    await waitForPath(page, paths.cards);
    await expect.poll(() => cardLinks(page).count()).toBe(78);

    // The reading is saved: its cards' pages open in the same tab, and Back returns to it.
    await startSignedInReading(page, 'Where should my attention go this month?');
    const readingPath = pathOf(page);
    // Once written: leaving while it is written and coming back asks for it again (a 409, then the wait).
    await waitForInterpretation(page);
    const { link, card } = await spreadCardLink(page, 'past');
    expect(await link.getAttribute('target')).toBeNull();
    await link.click();
    await waitForPath(page, paths.card(card.slug));
    await visible(page.getByRole('heading', { level: 1, name: card.name }));
    await page.goBack();
    await waitForPath(page, readingPath);
    await visible(page.getByTestId('card-past').getByRole('link'));
    expect(errors).toEqual([]);
    await context.close();
  });
});
