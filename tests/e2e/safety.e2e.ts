import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es as READER_WORDS } from '../../src/server/adapters/llm/offline-reader/other-languages/es.ts';
import { safetyTexts } from '../../src/web/components/safety/texts/safety-texts.ts';
import { createAccount } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { launchBrowser, newVisitor } from './support/browser.ts';
import { hidden, startSignedInReading, unexpectedErrors, visible, waitForInterpretation } from './support/flows.ts';
import { saveShot } from './support/screen.ts';
import { pageTexts } from './support/page-texts.ts';

// Issue 23 §1: when the risk assessment recognises a crisis, our code shows the right people to
// call or text, for the reader's country, before any words of the reading; nothing offers to share it.

const CRISIS_QUESTION = "I don't want to live anymore. Will things ever get better?";
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

async function resourcesBeforeWords(page: Page): Promise<void> {
  const first = page.locator('section.chat-panel .message-assistant').first();
  const panel = first.locator('.safety-resources');
  await visible(panel);
  // The panel comes before the reader's words inside the same answer.
  const order = await first.evaluate((element) => {
    const resources = element.querySelector('.safety-resources');
    const body = element.querySelector('.message-body');
    return resources && body ? resources.compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
  });
  expect(order).toBeGreaterThan(0);
}

describe('crisis resources come first', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  for (const size of SIZES) {
    it(`shows tap-to-call and tap-to-text lines for the browser's country on a signed-in reading, ${size.name}`, async () => {
      const { context, page, errors } = await newVisitor(browser, size);
      await context.addInitScript(() => {
        // The browser in London: the United Kingdom's lines, whatever the language says.
        const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
        Intl.DateTimeFormat.prototype.resolvedOptions = function () {
          return { ...resolved.call(this), timeZone: 'Europe/London' };
        };
      });
      await createAccount(context);
      await startSignedInReading(page, CRISIS_QUESTION);
      await resourcesBeforeWords(page);
      const panel = page.locator('.safety-resources').first();
      await expect.poll(() => panel.getByRole('heading', { name: 'You are not alone' }).count()).toBe(1);
      expect(await panel.getByRole('link', { name: 'Call 116 123' }).getAttribute('href')).toBe('tel:116123');
      expect(await panel.getByRole('link', { name: 'Text SHOUT to 85258' }).getAttribute('href')).toBe('sms:85258?body=SHOUT');
      expect(await panel.getByRole('link', { name: 'Call 999' }).getAttribute('href')).toBe('tel:999');
      await waitForInterpretation(page);
      await hidden(page.getByRole('button', { name: 'Share' }));

      // Another country is one choice away.
      await panel.getByLabel('Showing help for').selectOption('US');
      expect(await panel.getByRole('link', { name: 'Call 988' }).getAttribute('href')).toBe('tel:988');
      expect(await panel.getByRole('link', { name: 'Call 911' }).count()).toBe(1);

      await expectNoViolations(page, `a reading with crisis resources, ${size.name}`);
      await saveShot(page, 'safety', `reading-${size.name}.png`);

      // The history shows plain words, never the reader's **markdown**.
      await page.goto('/account');
      const entry = page.locator('.history-preview').first();
      await visible(entry);
      expect(await entry.innerText()).not.toContain('*');
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    });
  }

  it("shows the worldwide directory and 112 for a visitor in a country we do not list, before the preview's words", async () => {
    const { context, page, errors } = await newVisitor(browser, { width: 390, height: 844 });
    await context.addInitScript(() => {
      const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
      Intl.DateTimeFormat.prototype.resolvedOptions = function () {
        return { ...resolved.call(this), timeZone: 'Asia/Tokyo' };
      };
    });
    await page.goto('/ask-your-tarot-question');
    await page.getByLabel('Your question').fill(CRISIS_QUESTION);
    await page.getByRole('button', { name: 'Draw My Cards' }).click();
    await resourcesBeforeWords(page);
    const panel = page.locator('.safety-resources').first();
    expect(await panel.getByRole('link', { name: 'Call 112' }).getAttribute('href')).toBe('tel:112');
    expect(await panel.getByRole('link', { name: 'Visit findahelpline.com' }).getAttribute('href')).toBe('https://findahelpline.com');
    await expectNoViolations(page, 'a visitor preview with crisis resources');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it("shows the panel and the built-in reader's gentle reading in the browser's language (issue 28 §1)", async () => {
    const { context, page, errors } = await newVisitor(browser, { width: 390, height: 844, locale: 'es-ES' });
    await context.addInitScript(() => {
      const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
      Intl.DateTimeFormat.prototype.resolvedOptions = function () {
        return { ...resolved.call(this), timeZone: 'Europe/Madrid' };
      };
    });
    await page.goto('/ask-your-tarot-question');
    // The page itself is in Spanish too (issue 28 §1).
    const texts = pageTexts('es');
    await page.getByLabel(texts('ask_question_label')).fill('Ya no quiero seguir viviendo. ¿Las cosas van a mejorar algún día?');
    await page.getByRole('button', { name: texts('ask_draw') }).click();
    await resourcesBeforeWords(page);
    const spanish = safetyTexts('es');
    const panel = page.locator('.safety-resources').first();
    expect(await panel.getAttribute('lang')).toBe('es');
    expect(await panel.getAttribute('aria-label')).toBe(spanish.label);
    await visible(panel.getByRole('heading', { name: spanish.concerns['self-harm'].heading }));
    expect(await panel.getByRole('link', { name: spanish.call('024') }).getAttribute('href')).toBe('tel:024');
    expect(await panel.getByText(spanish.about['Suicide prevention line, free, 24 hours a day'] ?? '').count()).toBe(1);
    expect(await panel.getByLabel(spanish.showingHelpFor).locator('option:checked').innerText()).toBe('España');
    // The built-in reader writes in the browser's language too, and its words are marked with it.
    const body = page.locator('section.chat-panel .message-assistant .message-body').first();
    await visible(body.getByText(`${READER_WORDS.positions['Past']?.name ?? ''}: `, { exact: false }), 20_000);
    expect(await body.getAttribute('lang')).toBe('es');
    await saveShot(page, 'safety', 'visitor-spanish-phone.png');
    await expectNoViolations(page, 'a Spanish visitor preview with crisis resources');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
