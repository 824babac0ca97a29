import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITUATION_SPREAD } from '../../src/shared/spreads/built-in.ts';
import { createAccount, expectNoSideScroll } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { launchBrowser, newVisitor } from './support/browser.ts';
import { expectText, unexpectedErrors, visible, waitForPath } from './support/flows.ts';
import { saveShot, settle, VIEWPORTS } from './support/screen.ts';

// Issue 26 §2: "Shuffle and pick" on the ask page (the deck shuffles, fans out face down, one card is
// picked per position), the picked cards turn when tapped or all at once, the draw verifies with its
// picks; motion honours prefers-reduced-motion; a saved reading opens with its cards turned, unmoved.

const ASK = '/ask-your-tarot-question';
/** An interpretation is on screen: a sentence's worth of words. */
const WRITTEN = /[A-Za-z ,’']{40,}/;

/** The element that has focus, by its accessible name as the test reads it. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement)) return '';
    return element.getAttribute('aria-label') ?? element.closest('label')?.textContent ?? element.textContent ?? '';
  });

/** Presses Tab until the focused element's name matches, as a keyboard user would. */
async function tabTo(page: Page, name: RegExp): Promise<void> {
  for (let presses = 0; presses < 150; presses++) {
    if (name.test((await focusedName(page)).trim())) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${name}`);
}

/** Asks with "Shuffle and pick" in `spreadId`, and waits for the face-down fan. */
async function shuffle(page: Page, question: string, spreadId = 'three-card', keyboard = false): Promise<void> {
  await page.goto(ASK);
  await visible(page.getByLabel('Spread', { exact: true }));
  await page.getByLabel('Your question').fill(question);
  // Chosen by hand, so no suggestion from the question changes it.
  await page.getByLabel('Spread', { exact: true }).selectOption(spreadId);
  // The ritual's code is fetched on choosing it, before "Draw My Cards" is pressed.
  const ritualCode = page.waitForResponse((response) => /\/assets\/shuffle-and-pick-[^/]+\.js$/.test(response.url()), { timeout: 10_000 });
  if (keyboard) {
    await page.getByLabel('Your question').focus();
    await tabTo(page, /^Draw for me$/);
    await page.keyboard.press('ArrowRight');
    expect(await page.getByLabel('Shuffle and pick').isChecked()).toBe(true);
    expect((await ritualCode).ok()).toBe(true);
    await tabTo(page, /^Draw My Cards$/);
    await page.keyboard.press('Enter');
  } else {
    await page.getByLabel('Shuffle and pick').check();
    expect((await ritualCode).ok()).toBe(true);
    await page.getByRole('button', { name: 'Draw My Cards' }).click();
  }
  await visible(page.getByRole('heading', { name: 'Shuffle and pick' })).catch(async (error: unknown) => {
    throw new Error(`no fan: ${(await page.locator('main').innerText()).slice(0, 1500)}`, { cause: error });
  });
  // Layout shifts not caused by the reader's own input, from the shuffling deck on screen until the
  // fan is open. (The form giving way to the ritual is the answer to the click; on a loaded machine
  // it can come more than the browser's 500 ms after it, and then would count here.)
  await page.evaluate(() => {
    const shifts: number[] = [];
    Object.assign(window, { ritualShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift' });
  });
  await expect.poll(() => page.getByRole('button', { name: 'Card 1 of 22, face down' }).isEnabled(), { timeout: 10_000 }).toBe(true);
  await settle(page);
  // The fan kept its room while the deck shuffled over it: opening it moves nothing.
  expect(await page.evaluate(() => (window as unknown as { ritualShifts: number[] }).ritualShifts.reduce((sum, value) => sum + value, 0))).toBe(0);
}

/** Picks the fan's cards `picks` (0-based) for positions from `from` on, checking each announcement. */
async function pickSome(page: Page, picks: readonly number[], positions: readonly string[], from = 0, keyboard = false): Promise<void> {
  for (const [offset, card] of picks.entries()) {
    const index = from + offset;
    const label = `Card ${card + 1} of 22, face down`;
    if (keyboard) {
      await tabTo(page, new RegExp(`^${label}$`));
      await page.keyboard.press('Enter');
    } else {
      await page.getByRole('button', { name: label, exact: true }).click();
    }
    if (index < positions.length - 1) {
      await expectText(page.locator('.ritual [aria-live="polite"]'), `Chosen for ${positions[index]} (${index + 1} of ${positions.length})`);
      await visible(page.getByRole('button', { name: `Card ${card + 1} of 22, chosen for ${positions[index]}`, exact: true }));
    }
  }
}

/** Picks every position's card and lands on the new reading; answers its id. */
async function pick(page: Page, picks: readonly number[], positions: readonly string[]): Promise<string> {
  await pickSome(page, picks, positions);
  return landed(page);
}

async function landed(page: Page): Promise<string> {
  await waitForPath(page, /^\/reading\/[^/]+$/).catch(async (error: unknown) => {
    throw new Error(`no reading: ${(await page.locator('main').innerText()).slice(0, 1500)}`, { cause: error });
  });
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/** The interpretation is written in full: the follow-up form is there. */
async function finished(page: Page): Promise<void> {
  await expectText(page.locator('#interpretation'), WRITTEN, 30_000);
  await visible(page.locator('#follow-up'), 30_000);
}

const slots = (page: Page) => page.getByRole('list', { name: 'Your cards' }).locator('.spread-slot');
const turnedCount = (page: Page) => page.getByRole('list', { name: 'Your cards' }).locator('.spread-slot[data-revealed="true"]').count();

/** The reading's fair draw verifies on the page and on /verify, where the picks are filled in. */
async function expectVerified(page: Page, picks: readonly number[]): Promise<void> {
  await page.locator('summary', { hasText: 'Fair draw: verify these cards' }).click();
  expect(await page.getByTestId('fair-draw-picks').textContent()).toBe(picks.join(', '));
  await page.getByRole('button', { name: 'Verify this draw' }).click();
  await expectText(page.getByTestId('fair-draw-result'), /✓ Verified/);
  await page.getByRole('link', { name: 'Open in the verifier' }).click();
  await waitForPath(page, '/verify');
  expect(await page.getByLabel(/^Picks/).inputValue()).toBe(picks.join(','));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expectText(page.getByTestId('fair-draw-result'), /✓ Verified/);
  // Another pick is another draw: the verifier fails it.
  const unpicked = Array.from({ length: 22 }, (_, index) => index).find((index) => !picks.includes(index)) ?? 0;
  await page.getByLabel(/^Picks/).fill([...picks.slice(0, -1), unpicked].join(','));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expectText(page.getByTestId('fair-draw-result'), /✗ Verification failed/);
}

describe('shuffle and pick', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it.each(VIEWPORTS)('$name: the three cards are picked from the fan, turned one by one, and verify with their picks', async (viewport) => {
    const { context, page, errors } = await newVisitor(browser, viewport);
    await createAccount(context);
    // The keyboard alone on the laptop: Tab to each control, Enter (and the arrow keys in the radio group).
    const keyboard = viewport.name === 'laptop';
    await shuffle(page, `What do the cards hold for me? (${viewport.name})`, 'three-card', keyboard);
    expect(await page.locator('.ritual-fan button').count()).toBe(22);
    if (viewport.name === 'phone') await expectNoSideScroll(page);
    await expectNoViolations(page, `the face-down fan (${viewport.name})`);

    const picks = [4, 17, 0];
    const positions = ['Past', 'Present', 'Future'];
    // Two picked, for the screenshot of the fan with its chosen cards, then the last.
    await pickSome(page, picks.slice(0, 2), positions, 0, keyboard);
    await settle(page);
    await saveShot(page, '.', `ritual-${viewport.name}.png`);
    await pickSome(page, picks.slice(2), positions, 2, keyboard);
    await landed(page);

    // Face down until turned; no interpretation yet.
    await visible(page.getByRole('button', { name: 'Turn the card for Past' }));
    expect(await turnedCount(page)).toBe(0);
    expect(await page.locator('#interpretation').count()).toBe(0);
    // Where the focus goes, recorded as it moves: the panel's heading may be drawn again as the text streams in.
    await page.evaluate(() => {
      const focused: string[] = ((window as unknown as { __focused: string[] }).__focused = []);
      document.addEventListener('focusin', (event) => focused.push(event.target instanceof Element ? event.target.id : ''));
    });
    if (keyboard) {
      await tabTo(page, /^Turn the card for Past$/);
      await page.keyboard.press('Enter');
      await expect.poll(() => turnedCount(page)).toBe(1);
      // Focus moves to the turned card's link, so the next Tab reaches the next face-down card.
      await tabTo(page, /^Turn the card for Present$/);
      await page.keyboard.press('Enter');
      await tabTo(page, /^Turn all$/);
      await page.keyboard.press('Enter');
    } else {
      await page.getByRole('button', { name: 'Turn the card for Future' }).click();
      await expect.poll(() => turnedCount(page)).toBe(1);
      expect(await slots(page).nth(2).getAttribute('data-revealed')).toBe('true');
      // Each turn is announced by the card's caption.
      expect(((await slots(page).nth(2).locator('[aria-live="polite"]').textContent()) ?? '').length).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Turn all' }).click();
    }
    await expect.poll(() => turnedCount(page)).toBe(3);
    await visible(page.locator('#interpretation'));
    // "Turn all" leaves with its button: the focus goes on to the reading's heading, not to the page.
    await expect.poll(() => page.evaluate(() => (window as unknown as { __focused: string[] }).__focused.at(-1))).toBe('reading-title');
    await finished(page);
    await settle(page);
    if (viewport.name === 'phone') await expectNoSideScroll(page);
    await expectNoViolations(page, `a picked reading (${viewport.name})`);
    await expectVerified(page, picks);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('phone: five cards of the situation spread are picked and turned all at once; reopened, they are turned and still', async () => {
    const { context, page, errors } = await newVisitor(browser, VIEWPORTS[1]);
    await createAccount(context);
    await shuffle(page, 'What is in my way at work?', SITUATION_SPREAD.id);
    await expectNoSideScroll(page);
    const positions = SITUATION_SPREAD.positions.map((position) => position.name);
    const id = await pick(page, [21, 3, 8, 12, 1], positions);
    await expect.poll(() => slots(page).count()).toBe(5);
    expect(await turnedCount(page)).toBe(0);
    await page.getByRole('button', { name: 'Turn all' }).click();
    await expect.poll(() => turnedCount(page)).toBe(5);
    await finished(page);
    await expectNoSideScroll(page);

    // Reopened: every card already turned, no transition, and the page stays at its top.
    await page.goto(`/reading/${id}`);
    await visible(slots(page).first());
    expect(await turnedCount(page)).toBe(5);
    const spread = page.getByRole('list', { name: 'Your cards' });
    expect(await spread.getAttribute('data-still')).toBe('true');
    expect(
      await spread
        .locator('.tarot-card-inner')
        .first()
        .evaluate((element) => getComputedStyle(element).transitionDuration),
    ).toBe('0s');
    expect(await page.locator('.tarot-card-turn').count()).toBe(0);
    await page.waitForTimeout(3_000);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('laptop, reduced motion: the fan and the turns fade, with no flip; a saved three cards reopen turned', async () => {
    const { context, page, errors } = await newVisitor(browser, { ...VIEWPORTS[0], reducedMotion: true });
    await createAccount(context);
    await shuffle(page, 'Gently, what should I know?');
    const card = page.locator('.ritual-card').first();
    expect(await card.evaluate((element) => getComputedStyle(element).animationName)).toBe('ritual-fade');
    const id = await pick(page, [2, 9, 15], ['Past', 'Present', 'Future']);
    await page.getByRole('button', { name: 'Turn the card for Present' }).click();
    await expect.poll(() => turnedCount(page)).toBe(1);
    const present = slots(page).nth(1);
    // No turn (the page's reduced-motion rule leaves a thousandth of a millisecond), a fade of its own length instead.
    expect(parseFloat(await present.locator('.tarot-card-inner').evaluate((element) => getComputedStyle(element).transitionDuration))).toBeLessThan(0.01);
    expect(await present.locator('.tarot-card-front').evaluate((element) => getComputedStyle(element).animationDuration)).toBe('0.4s');
    expect(await present.locator('.tarot-card-front').evaluate((element) => getComputedStyle(element).animationName)).toBe('tarot-card-fade');
    await page.getByRole('button', { name: 'Turn all' }).click();
    await finished(page);

    await page.goto(`/reading/${id}`);
    await visible(slots(page).first());
    expect(await turnedCount(page)).toBe(3);
    expect(
      await slots(page)
        .nth(0)
        .locator('.tarot-card-front')
        .evaluate((element) => getComputedStyle(element).animationName),
    ).toBe('none');
    await page.waitForTimeout(2_000);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('laptop: "Draw for me" keeps the reveal and scrolls to the text after it, unless the reader scrolled first', async () => {
    const { context, page, errors } = await newVisitor(browser, VIEWPORTS[0]);
    await createAccount(context);
    await page.goto(ASK);
    await visible(page.getByLabel('Spread', { exact: true }));
    expect(await page.getByLabel('Draw for me').isChecked()).toBe(true);
    await page.getByLabel('Your question').fill('Where is this month taking me?');
    await page.getByRole('button', { name: 'Draw My Cards' }).click();
    await waitForPath(page, /^\/reading\/[^/]+$/);
    await visible(slots(page).first());
    // The reader scrolls a little by hand while the cards turn: the page then stays where they put it.
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 120);
    await expect.poll(() => turnedCount(page), { timeout: 15_000 }).toBe(3);
    const byHand = await page.evaluate(() => window.scrollY);
    await page.waitForTimeout(2_500);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - byHand)).toBeLessThan(2);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
