import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor } from './support/browser.ts';
import { PHONE } from './support/screen.ts';
import {
  askFollowUp,
  assistantMessages,
  creditsText,
  expectText,
  hidden,
  pathOf,
  signUp,
  startSignedInReading,
  unexpectedErrors,
  visible,
  waitForInterpretation,
  waitForPath,
} from './support/flows.ts';

// Issue: readings & follow-ups. Signed-in readings, their streamed interpretation, paid follow-ups.

const SLOTS = ['past', 'present', 'future'] as const;

interface StreamLog {
  lengths: number[];
  revealedAt: Record<string, number>;
}

/**
 * Records, across the client-side move to the reading page, every length the first assistant
 * message's text goes through and when each card turns face up.
 */
async function recordReadingPage(page: Page): Promise<void> {
  await page.evaluate(
    (slots) => {
      const log: StreamLog = { lengths: [], revealedAt: {} };
      (window as unknown as { __stream: StreamLog }).__stream = log;
      new MutationObserver(() => {
        const body = document.querySelector('section.chat-panel .message-assistant .message-body');
        const length = body?.textContent?.length ?? 0;
        if (length > 0 && log.lengths.at(-1) !== length) log.lengths.push(length);
        for (const slot of slots) {
          if (document.querySelector(`[data-testid="card-${slot}"]`)?.getAttribute('data-revealed') === 'true') log.revealedAt[slot] ??= performance.now();
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-revealed'] });
    },
    [...SLOTS],
  );
}

async function streamLog(page: Page): Promise<StreamLog> {
  return page.evaluate(() => (window as unknown as { __stream: StreamLog }).__stream);
}

function followUpButton(page: Page) {
  return page.getByRole('button', { name: 'Continue' });
}

describe('readings and follow-ups', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('saves a reading, reveals its cards, streams the interpretation and takes a paid follow-up', async () => {
    const { context, page, errors } = await newVisitor(browser);
    await signUp(page);
    await page.goto('/ask-your-tarot-question');
    await visible(page.getByLabel('Your question'));
    await recordReadingPage(page);
    // The toolbar's size, frame by frame: the Share button arriving must not change it (nor wrap it on a narrow screen).
    await page.evaluate(() => {
      const seen = new Set<string>();
      Reflect.set(window, 'toolbarSizes', seen);
      const look = () => {
        const toolbar = document.querySelector('.reading-toolbar');
        const actions = document.querySelector('.reading-toolbar-actions');
        if (toolbar && actions) seen.add(`${Math.round(toolbar.getBoundingClientRect().height)}×${Math.round(actions.getBoundingClientRect().width)}`);
        requestAnimationFrame(look);
      };
      look();
    });
    const question = 'How can I bring more balance into my days?';
    const id = await startSignedInReading(page, question, { alreadyOnAskPage: true });
    expect(id).toMatch(/^[0-9a-f-]{36}$/i);

    // The question, then the three cards in order.
    await visible(page.getByRole('heading', { level: 1, name: question }));
    await expect.poll(async () => Object.keys((await streamLog(page)).revealedAt).length, { timeout: 15_000 }).toBe(3);
    const { revealedAt } = await streamLog(page);
    expect(revealedAt.past).toBeLessThan(revealedAt.present ?? 0);
    expect(revealedAt.present).toBeLessThan(revealedAt.future ?? 0);
    for (const slot of SLOTS) expect((await page.getByTestId(`card-${slot}`).locator('.card-name').innerText()).trim()).not.toBe('');

    // The interpretation arrives piece by piece under its label, with a time of day.
    const panel = page.locator('section.chat-panel');
    await visible(panel.getByRole('heading', { name: 'Your Tarot Reading' }));
    await waitForInterpretation(page);
    const first = panel.locator('.chat-list .message-assistant').first();
    await visible(first.getByText('Tarot Interpretation', { exact: true }));
    const finalText = (await first.locator('.message-body').textContent()) ?? '';
    expect(finalText.length).toBeGreaterThan(200);
    const { lengths } = await streamLog(page);
    expect(lengths.length, `the text grew in steps: ${lengths.join(', ')}`).toBeGreaterThanOrEqual(3);
    expect(lengths.at(-1)).toBe(finalText.length);
    expect((await first.locator('time').innerText()).trim()).toMatch(/^\d{1,2}:\d{2}(\s?[AP]M)?$/i);
    await visible(page.getByRole('button', { name: 'Share' }));
    const sizes = await page.evaluate(() => [...(Reflect.get(window, 'toolbarSizes') as Set<string>)]);
    expect(sizes, 'the toolbar keeps its size when Share appears').toHaveLength(1);

    // The follow-up form.
    await visible(panel.getByRole('heading', { level: 3, name: 'Ask a Follow-up Question or Share More Details' }));
    await visible(panel.getByText("Dive deeper into your reading's insights", { exact: true }));
    const input = panel.getByPlaceholder('What would you like to explore further?');
    expect(await input.getAttribute('maxlength')).toBe('600');
    expect(await followUpButton(page).isDisabled()).toBe(true);
    expect(await creditsText(page)).toBe('Credits: 5');

    // A follow-up costs one credit and is answered.
    const followUp = 'What small habit would help the most?';
    await askFollowUp(page, followUp);
    expect(await input.inputValue()).toBe('');
    await expectText(page.getByTestId('credits-badge'), 'Credits: 4');
    const answer = (await assistantMessages(page).nth(1).textContent()) ?? '';
    expect(answer.length).toBeGreaterThan(50);
    await visible(panel.locator('.message-user', { hasText: followUp }));

    // Saved: a reload shows the same conversation.
    await page.reload();
    await waitForInterpretation(page);
    await visible(page.locator('.message-user', { hasText: followUp }));
    expect(await assistantMessages(page).count()).toBe(2);
    await expectText(page.getByTestId('credits-badge'), 'Credits: 4');

    // The history counts the follow-up and previews the interpretation.
    await page.goto('/account');
    const entry = page.getByRole('list', { name: 'Your readings, newest first' }).getByRole('listitem').filter({ hasText: question });
    await visible(entry);
    await visible(entry.getByText(/·\s*1 follow-up$/));
    const preview = ((await entry.locator('.history-preview').textContent()) ?? '').trim();
    expect(preview.length).toBeGreaterThan(20);
    expect(preview.length).toBeLessThanOrEqual(151);
    expect(finalText.replace(/\s+/g, ' ')).toContain(preview.replace(/…$/, '').replace(/\s+/g, ' ').trim().slice(0, 40));
    await expectText(page.getByTestId('credits-badge'), 'Credits: 4');

    // The history entry opens the reading again.
    await entry.getByRole('link').click();
    await waitForPath(page, `/reading/${id}`);
    await waitForInterpretation(page);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('opens the out-of-credits modal once the five credits are spent', async () => {
    const { context, page, errors } = await newVisitor(browser);
    await signUp(page);
    await startSignedInReading(page, 'What do I need to understand about my path?');
    await waitForInterpretation(page);
    for (let i = 1; i <= 5; i++) {
      await askFollowUp(page, `Follow-up number ${i}: tell me more.`);
      await expectText(page.getByTestId('credits-badge'), `Credits: ${5 - i}`);
    }

    const input = page.getByPlaceholder('What would you like to explore further?');
    const extra = 'One more question, please?';
    await input.fill(extra);
    await followUpButton(page).click();
    const modal = page.getByRole('dialog', { name: 'Unlock Deeper Insights' });
    await visible(modal);
    await visible(
      modal.getByText(
        'The Universe has more messages for you! Continue exploring your reading with follow-up questions to uncover the full wisdom behind your cards.',
      ),
    );
    const packs = modal.locator('.offer');
    const ten = packs.filter({ has: page.getByRole('heading', { name: '10 Credits' }) });
    const twentyFive = packs.filter({ has: page.getByRole('heading', { name: '25 Credits' }) });
    await visible(ten.getByText('$4.99', { exact: true }));
    await visible(ten.getByText('Perfect for exploring your reading'));
    await visible(twentyFive.getByText('$9.99', { exact: true }));
    await visible(twentyFive.getByText('Great value for deeper insights'));
    expect(await modal.getByRole('heading', { name: '50 Credits' }).count()).toBe(0);
    await visible(modal.getByText('LIMITED TIME'));
    await visible(modal.getByText(/\$9\/month/));
    await visible(modal.locator('s', { hasText: '$21/month' }));
    await visible(modal.getByRole('button', { name: 'Get Unlimited Access' }));
    // No follow-up was sent or charged.
    expect(await page.locator('.chat-list .message-user', { hasText: extra }).count()).toBe(0);
    expect(await creditsText(page)).toBe('Credits: 0');

    await modal.getByRole('button', { name: 'Maybe Later' }).click();
    await hidden(modal);
    expect(await input.inputValue()).toBe(extra);

    await followUpButton(page).click();
    await visible(modal);
    await modal.getByRole('link', { name: 'View All Options' }).click();
    await waitForPath(page, '/account');
    await hidden(modal);
    await visible(page.getByRole('heading', { name: 'Buy Credits' }));
    await visible(page.getByRole('list', { name: 'Your readings, newest first' }).getByText(/5 follow-ups/));
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('has a menu, a way back to the history, a sticky header, and keeps readings private', async () => {
    const owner = await newVisitor(browser);
    await signUp(owner.page);
    const question = 'What is waiting for me around the corner?';
    const id = await startSignedInReading(owner.page, question);
    await waitForInterpretation(owner.page);
    const { page } = owner;

    // The menu: Ask Tarot question, Account, Back to Top.
    const toolbar = page.locator('.reading-toolbar');
    const menuButton = toolbar.getByRole('button', { name: 'Menu' });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    await menuButton.click();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    const items = toolbar.locator('.reading-menu-list > li');
    // The spec's three, then this round's addition (issue 25 §1).
    expect(await items.allInnerTexts()).toEqual(['Ask Tarot question', 'Account', 'Back to Top', 'Delete this reading']);
    await page.keyboard.press('Escape');
    await hidden(toolbar.locator('.reading-menu-list'));

    // Scrolled down, the mini header appears; Back to Top returns to the top.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
    await expect.poll(() => page.locator('.mini-header').getAttribute('data-visible')).toBe('true');
    await page.locator('.mini-header').getByRole('button', { name: 'Menu' }).click();
    await page.locator('.mini-header').getByRole('button', { name: 'Back to Top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
    await expect.poll(() => page.locator('.mini-header').getAttribute('data-visible')).toBe('false');

    await menuButton.click();
    await toolbar.getByRole('link', { name: 'Account' }).click();
    await waitForPath(page, '/account');
    await page.goBack();
    await waitForPath(page, `/reading/${id}`);
    await toolbar.getByRole('button', { name: 'Menu' }).click();
    await toolbar.getByRole('link', { name: 'Ask Tarot question' }).click();
    await waitForPath(page, '/ask-your-tarot-question');

    // Back to History goes to /account, and lands on the history: on a phone it is below the account's
    // details, so the page scrolls to it; the list takes the focus.
    await page.setViewportSize(PHONE);
    await page.goto(`/reading/${id}`);
    await page.getByRole('link', { name: /Back to History/ }).click();
    await waitForPath(page, '/account');
    const historyList = page.getByRole('list', { name: 'Your readings, newest first' });
    await expect.poll(() => historyList.evaluate((element) => element === document.activeElement), { timeout: 10_000 }).toBe(true);
    const headingTop = () => page.getByRole('heading', { name: 'Reading History' }).evaluate((element) => Math.round(element.getBoundingClientRect().top));
    await expect.poll(headingTop, { message: 'the history heading is at the top of the screen, below the nav bar' }).toBeLessThan(200);
    expect(await headingTop()).toBeGreaterThanOrEqual(0);
    expect(owner.errors).toEqual([]);
    await owner.context.close();

    // Someone else's reading, or one that does not exist, sends to /account.
    const stranger = await newVisitor(browser);
    await signUp(stranger.page);
    await stranger.page.goto(`/reading/${id}`);
    await waitForPath(stranger.page, '/account');
    await visible(stranger.page.getByRole('heading', { name: 'Your Account' }));
    expect(await stranger.page.getByText(question).count()).toBe(0);
    await stranger.page.goto(`/reading/${randomUUID()}`);
    await waitForPath(stranger.page, '/account');
    expect(pathOf(stranger.page)).toBe('/account');
    // The refused reading requests are the deliberate 404s.
    expect(unexpectedErrors(stranger.errors, [404])).toEqual([]);
    await stranger.context.close();

    // Signed out, a reading address sends to "/", the ask page (spec §4), and shows nothing of the reading.
    const visitor = await newVisitor(browser);
    await visitor.page.goto(`/reading/${id}`);
    await waitForPath(visitor.page, '/ask-your-tarot-question');
    expect(await visitor.page.getByText(question).count()).toBe(0);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  }, 120_000);
});
