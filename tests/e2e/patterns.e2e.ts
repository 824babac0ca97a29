import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardSlug } from '../../src/shared/deck/cards.ts';
import { RETURNING_CARD_TIMES, RETURNING_CARD_WINDOW_DAYS } from '../../src/shared/journal/journal.ts';
import { apiPaths, paths } from '../../src/shared/paths.ts';
import { createAccount, expectNoSideScroll } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { baseURL, launchBrowser, newVisitor } from './support/browser.ts';
import { expectText, unexpectedErrors, visible, waitForInterpretation, waitForPath } from './support/flows.ts';
import { saveShot, settle, VIEWPORTS } from './support/screen.ts';

// Issue 27 §3 in the browser: a new person's empty patterns page, reached from the nav; readings
// drawn until one card has come up three times; the quiet line on the third reading with it (and
// none on the second); the page's range switch, text summaries and a figure's link into the
// journal. On a phone (390×844) and a laptop (1280×800), with axe and screenshots.

/** The most draws it may take: the account draws three of the 22 Major Arcana, so some card comes up a third time long before. */
const MOST_DRAWS = 40;

interface Drawn {
  /** The card that came up RETURNING_CARD_TIMES times first. */
  card: string;
  /** The readings it came up in, oldest first. */
  readings: string[];
}

/** Draws readings through the API (the ask page is not what this tests) until a card has come up RETURNING_CARD_TIMES times. */
async function drawUntilACardReturns(context: BrowserContext): Promise<Drawn> {
  const seen = new Map<string, string[]>();
  for (let draw = 1; draw <= MOST_DRAWS; draw++) {
    const created = await context.request.post(apiPaths.readings, { headers: { Origin: baseURL }, data: { question: `What does week ${draw} hold?` } });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const saved = await context.request.get(apiPaths.reading(id));
    const { cards } = (await saved.json()) as { cards: { name: string }[] };
    for (const { name } of cards) {
      const readings = [...(seen.get(name) ?? []), id];
      seen.set(name, readings);
      if (readings.length === RETURNING_CARD_TIMES) return { card: name, readings };
    }
  }
  throw new Error(`no card came up ${RETURNING_CARD_TIMES} times in ${MOST_DRAWS} draws`);
}

/** Opens a reading and waits until its interpretation is written and its returning cards have been asked for. */
async function openReading(page: Page, readingId: string): Promise<void> {
  const asked = page.waitForResponse((response) => response.url().endsWith(apiPaths.readingReturningCards(readingId)));
  await page.goto(paths.reading(readingId));
  expect((await asked).status()).toBe(200);
  await waitForInterpretation(page);
}

async function openNavLink(page: Page, name: string, phone: boolean): Promise<void> {
  if (phone) await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
}

describe('patterns', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it.each(VIEWPORTS)('$name: an empty page, then a returning card on its third reading, the figures, and their links into the journal', async (viewport) => {
    const phone = viewport.name === 'phone';
    const { context, page, errors } = await newVisitor(browser, viewport);
    await createAccount(context);

    // A new person: the page is there from the nav, with nothing to show yet.
    await page.goto(paths.ask);
    await openNavLink(page, 'Patterns', phone);
    await waitForPath(page, paths.patterns);
    await visible(page.getByRole('heading', { name: 'Your patterns', level: 1 }));
    await visible(page.getByRole('heading', { name: 'Nothing to see yet' }));
    await expectNoViolations(page, `the empty patterns page (${viewport.name})`);

    const drawn = await drawUntilACardReturns(context);
    const [, second, third] = drawn.readings;
    if (!second || !third) throw new Error('three readings');
    const slug = cardSlug(drawn.card);

    // The second time the card came up, nothing is said.
    await openReading(page, second);
    expect(await page.locator('.returning-note').count()).toBe(0);

    // The third time, one quiet line under the cards, with the way to the readings it came up in.
    await openReading(page, third);
    // Other cards of the same reading may reach their third time with it: each has its own line.
    const note = page
      .getByRole('list', { name: 'Cards that keep returning' })
      .getByRole('listitem')
      .filter({ hasText: `${drawn.card} has come up` });
    await expectText(
      note,
      `${drawn.card} has come up ${RETURNING_CARD_TIMES} times in ${RETURNING_CARD_WINDOW_DAYS} days, this reading included — see those readings`,
    );
    await settle(page);
    await expectNoViolations(page, `a reading with a returning card (${viewport.name})`);
    if (phone) await expectNoSideScroll(page);
    await saveShot(page, 'patterns', `returning-note-${viewport.name}.png`);
    await note.getByRole('link', { name: 'see those readings' }).click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/journal?card=${slug}&days=${RETURNING_CARD_WINDOW_DAYS}`);

    // The page: all time first, each chart with its summary in words.
    await page.goto(paths.ask);
    await openNavLink(page, 'Patterns', phone);
    await waitForPath(page, paths.patterns);
    const range = page.getByTestId('patterns-range');
    await expectText(range, /^\d+ readings and \d+ cards in all your readings$/);
    const readings = Number((await range.innerText()).split(' ')[0]);
    expect(readings).toBeGreaterThanOrEqual(RETURNING_CARD_TIMES);
    const mostDrawn = page.getByRole('region', { name: 'Cards drawn most often' });
    await expectText(mostDrawn.locator('.patterns-summary'), `Of ${readings * 3} cards drawn in all your readings, `);
    await expectText(
      page.getByRole('region', { name: 'Suits and the Major Arcana' }).locator('.patterns-summary'),
      /Major Arcana 100%\..*None from Wands, Cups, Swords and Pentacles\./,
    );
    await expectText(
      page.getByRole('region', { name: 'Reversals' }).locator('.patterns-summary'),
      `0 of ${readings * 3} cards lay reversed in all your readings (0%).`,
    );
    await expectText(
      page.getByRole('region', { name: 'How readings turned out, by spread' }).locator('.patterns-summary'),
      `How readings turned out in all your readings, by spread. Past, Present, Future, ${readings} readings: not answered yet ${readings}.`,
    );
    const returning = page.getByRole('region', { name: 'Cards that keep returning' });
    await visible(
      returning.getByRole('link', { name: `${drawn.card} has come up ${RETURNING_CARD_TIMES} times in the last ${RETURNING_CARD_WINDOW_DAYS} days` }),
    );
    await expectNoViolations(page, `the patterns page (${viewport.name})`);
    if (phone) await expectNoSideScroll(page);
    await saveShot(page, 'patterns', `patterns-${viewport.name}.png`, { fullPage: true });

    // The range switch: the last 30 days hold every reading drawn just now.
    await page.getByRole('group', { name: 'Range' }).getByRole('button', { name: '30 days' }).click();
    await expectText(range, `${readings} readings and ${readings * 3} cards in the last 30 days`);
    expect(await page.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');

    // A figure opens the readings it came from: the card's bar, in the range shown.
    await mostDrawn.getByRole('link', { name: new RegExp(`^${drawn.card} `) }).click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/journal?card=${slug}&days=30`);
    await expect.poll(() => page.locator('.journal-entry').count()).toBeGreaterThanOrEqual(RETURNING_CARD_TIMES);

    // Signed out, the page sends to the sign-in page. The journal is left first: its calls still
    // under way when the cookie goes would be answered 401, as they should be.
    await page.goto('about:blank');
    await context.clearCookies();
    await page.goto(paths.patterns);
    await waitForPath(page, paths.login);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
