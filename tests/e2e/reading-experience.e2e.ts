import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_PREVIEW_LENGTH } from '../../src/shared/constants.ts';
import { launchBrowser, newVisitor } from './support/browser.ts';
import { askFollowUp, assistantMessages, signUp, visible, waitForInterpretation } from './support/flows.ts';
import { innerScrollBoxes, isOnScreen, pageAndFooterBottom, PHONE, scrollPageTo, settle, VIEWPORTS, writeReading } from './support/screen.ts';
import { pageTexts } from './support/page-texts.ts';

const english = pageTexts('en');

// Issue 16, "The reading page and the chat": a long saved conversation, on a laptop and a phone.

const SLOTS = ['past', 'present', 'future'] as const;
/** The long question the issue saw become a ten-line heading on a phone. */
const LONG_QUESTION_LENGTH = 368;
const FOLLOW_UPS = ['What does this mean for my work?', 'And for the people close to me?', 'What should I let go of?', 'Where do I find patience?'];

/** The alpha of a computed CSS colour: rgb() is 1. */
function alphaOf(color: string): number {
  const match = /^rgba?\(([^)]+)\)$/.exec(color);
  const parts = match?.[1]?.split(/[\s,/]+/).filter(Boolean) ?? [];
  return parts.length === 4 ? Number(parts[3]) : 1;
}

async function countOnScreen(locator: Locator): Promise<number> {
  let count = 0;
  for (const element of await locator.all()) if (await isOnScreen(element)) count++;
  return count;
}

/** Text inside `root` that is painted as text (screen-reader-only captions, 1 px boxes, excluded). */
async function paintedText(root: Locator): Promise<string> {
  return root.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const shown: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent) continue;
      const rect = parent.getBoundingClientRect();
      if (rect.width > 1 && rect.height > 1 && getComputedStyle(parent).visibility !== 'hidden') shown.push(node.textContent ?? '');
    }
    return shown.join(' ');
  });
}

async function pageEndsAtFooter(page: Page): Promise<void> {
  const { page: height, footer } = await pageAndFooterBottom(page);
  expect(height, `the page is ${height} px tall, its footer ends at ${footer} px`).toBeLessThanOrEqual(Math.ceil(footer) + 1);
}

describe('the reading page and the chat', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of VIEWPORTS) {
    it(`opens a long conversation at its start, ends at its footer, shows one opaque bar and each card name once (${viewport.name})`, async () => {
      const { context, page, errors } = await newVisitor(browser, viewport);
      await signUp(page);
      const question = 'How can I bring more balance into my days?';
      const id = await writeReading(page, question, FOLLOW_UPS);
      await page.goto(`/reading/${id}`);
      await waitForInterpretation(page);

      // A saved reading opens with its cards turned and the page where it starts (issue 26 §2: no
      // scrolling away from them); brought into view, the interpretation shows its label and first lines.
      const list = page.locator('section.chat-panel > .chat-list');
      const label = list.locator('.message-label', { hasText: english('chat_interpretation_label') });
      await expect.poll(() => page.getByTestId('card-future').getAttribute('data-revealed'), { timeout: 15_000 }).toBe('true');
      await settle(page);
      expect(await page.evaluate(() => window.scrollY), 'a saved reading does not scroll by itself').toBe(0);
      await label.scrollIntoViewIfNeeded();
      await expect.poll(() => isOnScreen(label), { timeout: 15_000 }).toBe(true);
      await settle(page);
      expect(await isOnScreen(label), 'the "Tarot Interpretation" label is in view once the page has settled').toBe(true);
      const box = await list.evaluate((element) => ({
        maxHeight: getComputedStyle(element).maxHeight,
        scrollTop: element.scrollTop,
        scrolls: element.scrollHeight > element.clientHeight + 1,
      }));
      if (viewport.name === 'laptop') {
        // Spec §9: the chat list is at most 600 px, scrolled to its top.
        expect(box).toEqual({ maxHeight: '600px', scrollTop: 0, scrolls: true });
        // More is inside: the box fades at its lower edge and says "More" until it is scrolled to its end.
        const cue = page.locator('section.chat-panel > .scroll-more');
        expect(await list.getAttribute('data-more')).toBe('true');
        await expect.poll(() => cue.locator('span').evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
        expect(await list.evaluate((element) => getComputedStyle(element).maskImage)).toContain('linear-gradient');
        await list.evaluate((element) => element.scrollTo({ top: element.scrollHeight, behavior: 'instant' }));
        await expect.poll(() => list.getAttribute('data-more')).toBe('false');
        await expect.poll(() => cue.locator('span').evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
        expect(await list.evaluate((element) => getComputedStyle(element).maskImage)).toBe('none');
        await list.evaluate((element) => element.scrollTo({ top: 0, behavior: 'instant' }));
      } else {
        expect(box.maxHeight).toBe('none');
        expect(await innerScrollBoxes(page), 'no scroll box inside the page below 768 px').toEqual([]);
      }
      await pageEndsAtFooter(page);

      // Each card is named once, on its picture; the picture keeps the name as its accessible name.
      const spread = page.getByRole('list', { name: 'Your cards' });
      const names: string[] = [];
      for (const slot of SLOTS) {
        const name = await page.getByTestId(`card-${slot}`).locator('.tarot-card-front img').getAttribute('alt');
        expect(name).toBeTruthy();
        names.push(name ?? '');
        expect(await spread.getByRole('img', { name: name ?? '', exact: true }).count()).toBe(1);
      }
      const shown = await paintedText(spread);
      for (const name of names) expect(shown, `"${name}" is not written again under its card`).not.toContain(name);

      // The sticky bars: at the top, scrolled down and scrolled back up, one Menu button is on screen;
      // the mini header is opaque.
      const menus = page.locator('button', { hasText: /^Menu$/ });
      const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      for (const [where, y] of [
        ['at the top', 0],
        ['scrolled down', bottom],
        ['scrolled back up', bottom - 200],
      ] as const) {
        await scrollPageTo(page, y);
        await settle(page);
        expect(await countOnScreen(menus), `Menu buttons on screen ${where}`).toBe(1);
        // One menu at a time: while the mini header (with the reading's Menu) shows, the site's nav has gone.
        const bars = await page.evaluate(() =>
          ['.nav', '.mini-header'].filter((selector) => {
            const bar = document.querySelector(selector);
            if (!bar || getComputedStyle(bar).visibility === 'hidden') return false;
            const rect = bar.getBoundingClientRect();
            return rect.bottom > 0 && rect.top < window.innerHeight;
          }),
        );
        expect(bars, `bars on screen ${where}`).toHaveLength(1);
      }
      const miniHeader = page.locator('.mini-header');
      expect(await miniHeader.getAttribute('data-visible')).toBe('true');
      expect(alphaOf(await miniHeader.evaluate((element) => getComputedStyle(element).backgroundColor))).toBe(1);

      // A follow-up asked from the form at the bottom: its answer comes into view from its first line.
      await scrollPageTo(page, bottom);
      const followUp = 'What is the first small step?';
      await askFollowUp(page, followUp);
      await settle(page);
      const answerStart = assistantMessages(page).last().locator(':scope > *').first();
      // Polled: on a loaded machine the answer's first line and the scroll that follows it can land a few frames late.
      await expect.poll(() => isOnScreen(answerStart), { message: 'the new answer begins on screen', timeout: 10_000 }).toBe(true);
      await pageEndsAtFooter(page);

      // The history previews the interpretation's first 150 characters, and says it was cut.
      const interpretation = await page.evaluate(
        async (readingId) => ((await (await fetch(`/api/readings/${readingId}`)).json()) as { interpretation: string }).interpretation,
        id,
      );
      expect(interpretation.length).toBeGreaterThan(HISTORY_PREVIEW_LENGTH);
      await page.goto('/account');
      const entry = page.getByRole('list', { name: 'Your readings, newest first' }).getByRole('listitem').filter({ hasText: question });
      await visible(entry);
      const preview = ((await entry.locator('.history-preview').textContent()) ?? '').trim();
      expect(preview).toBe(`${interpretation.slice(0, HISTORY_PREVIEW_LENGTH).trimEnd()}…`);
      expect(errors).toEqual([]);
      await context.close();
    }, 180_000);
  }

  it('clamps a long question to three lines on a phone, with "Show all" to read it whole', async () => {
    const { context, page, errors } = await newVisitor(browser, PHONE);
    await signUp(page);
    const sentence = 'I keep wondering whether I should leave the city I grew up in for a new job far away, ';
    const question = `${sentence.repeat(5)}and what the cards say.`.slice(0, LONG_QUESTION_LENGTH);
    expect(question).toHaveLength(LONG_QUESTION_LENGTH);
    const id = await writeReading(page, question, []);
    await page.goto(`/reading/${id}`);
    await waitForInterpretation(page);
    const heading = page.getByRole('heading', { level: 1 });
    // The whole question stays its accessible name; only what is painted is clamped.
    expect(await heading.textContent()).toBe(question);
    const lines = () => heading.evaluate((element) => Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)));
    expect(await lines()).toBe(3);
    const toggle = page.getByRole('button', { name: 'Show all' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await lines()).toBeGreaterThan(3);
    const less = page.getByRole('button', { name: 'Show less' });
    expect(await less.getAttribute('aria-expanded')).toBe('true');
    await less.click();
    expect(await lines()).toBe(3);
    // A short question has no toggle.
    const short = await writeReading(page, 'Will it rain?', []);
    await page.goto(`/reading/${short}`);
    await waitForInterpretation(page);
    expect(await page.getByRole('button', { name: 'Show all' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
