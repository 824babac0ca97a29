import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safetyTexts } from '../../src/web/components/safety/texts/safety-texts.ts';
import { expectNoViolations } from './support/axe.ts';
import { createAccount } from './support/accounts.ts';
import { launchBrowser, newVisitor } from './support/browser.ts';
import { visible, waitForInterpretation } from './support/flows.ts';
import { saveShot, scrollPageTo, settle, VIEWPORTS, writeReading } from './support/screen.ts';
import { endUtterance, ENGLISH_VOICE, installSpeechRecorder, speechRecord, type FakeVoice } from './support/speech-recorder.ts';
import { pageTexts } from './support/page-texts.ts';

const text = pageTexts('en');

// Issue 28 §2, "Read aloud": the browser's own speech synthesis, observed through a recorder.

const CRISIS_QUESTION = "I don't want to live anymore. Will things ever get better?";

function controlOf(message: Locator, subject: 'interpretation' | 'answer'): Locator {
  return message.getByRole('group', { name: text(subject === 'interpretation' ? 'listen_interpretation' : 'listen_answer') });
}

function messages(page: Page): Locator {
  return page.locator('section.chat-panel > .chat-list > .message-assistant');
}

/** The text of the block marked as being read, in the whole page (the page marks it on its next render: polled). */
async function spokenBlocks(page: Page): Promise<string[]> {
  return page.locator('.message-body .is-spoken').allInnerTexts();
}

/** Waits until the synthesizer is speaking `text`. */
async function speaking(page: Page, text: string | null): Promise<void> {
  await expect.poll(async () => (await speechRecord(page)).current, { timeout: 5_000 }).toBe(text);
}

async function openReading(
  browser: Browser,
  viewport: { width: number; height: number },
  voices: readonly FakeVoice[],
  question: string,
  followUps: readonly string[] = [],
) {
  const visitor = await newVisitor(browser, viewport);
  await installSpeechRecorder(visitor.context, voices);
  await createAccount(visitor.context);
  await visitor.page.goto('/account');
  const id = await writeReading(visitor.page, question, followUps);
  await visitor.page.goto(`/reading/${id}`);
  await waitForInterpretation(visitor.page);
  return { ...visitor, id };
}

describe('read aloud', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of VIEWPORTS) {
    it(`reads the interpretation block by block in an English voice, marks and follows the block, pauses, resumes and stops (${viewport.name})`, async () => {
      const { context, page, errors } = await openReading(browser, viewport, [ENGLISH_VOICE], 'What should I focus on this season?', ['And at work?']);
      const interpretation = messages(page).first();
      const control = controlOf(interpretation, 'interpretation');
      await visible(control);
      await expect.poll(() => controlOf(messages(page).nth(1), 'answer').count()).toBe(1);
      const blocks = await interpretation
        .locator('.message-body [data-block]')
        .evaluateAll((elements) =>
          elements.map((element) => ({ text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(), heading: element.tagName === 'STRONG' })),
        );
      expect(blocks.some((block) => block.heading)).toBe(true);

      await control.getByRole('button', { name: text('listen') }).click();
      await visible(control.getByRole('button', { name: text('listen_pause') }));
      await visible(control.getByRole('button', { name: text('listen_stop') }));
      const first = blocks[0];
      if (!first) throw new Error('no blocks');
      await speaking(page, first.text);
      await expect.poll(() => spokenBlocks(page)).toEqual([first.text]);
      await saveShot(page, 'listen', `reading-aloud-${viewport.name}.png`);

      // Through the blocks, each its own utterance: a heading spoken alone, never an asterisk.
      const headingAt = blocks.findIndex((block) => block.heading);
      for (let index = 1; index <= headingAt + 1; index++) {
        await endUtterance(page);
        const block = blocks[index];
        if (!block) throw new Error(`no block ${index}`);
        await speaking(page, block.text);
        await expect.poll(() => spokenBlocks(page)).toEqual([block.text]);
        // The block being read is on screen: followed while the reader follows.
        await settle(page);
        expect(
          await page.locator('.message-body .is-spoken').evaluate((element) => {
            const rect = element.getBoundingClientRect();
            return rect.top < window.innerHeight && rect.bottom > 0;
          }),
        ).toBe(true);
      }
      const record = await speechRecord(page);
      expect(record.spoken.map((utterance) => utterance.text)).toEqual(blocks.slice(0, headingAt + 2).map((block) => block.text));
      expect(record.spoken.every((utterance) => /^en-/.test(utterance.lang) && utterance.voice === ENGLISH_VOICE.name)).toBe(true);
      expect(record.spoken.some((utterance) => utterance.text.includes('*'))).toBe(false);

      // Pause and resume: the same button, its name saying what it does next.
      await control.getByRole('button', { name: text('listen_pause') }).click();
      await visible(control.getByRole('button', { name: text('listen_resume') }));
      expect((await speechRecord(page)).paused).toBe(true);
      await control.getByRole('button', { name: text('listen_resume') }).click();
      await visible(control.getByRole('button', { name: text('listen_pause') }));
      expect((await speechRecord(page)).calls.slice(-2)).toEqual(['pause', 'resume']);

      // Someone who scrolls away is left there: the mark moves on, the page does not.
      await scrollPageTo(page, 0);
      await settle(page);
      await endUtterance(page);
      const after = blocks[headingAt + 2];
      if (after) {
        await speaking(page, after.text);
        await expect.poll(() => spokenBlocks(page)).toEqual([after.text]);
        await settle(page);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      }

      // Stop: silence, no mark, and the focus stays on the control.
      await control.getByRole('button', { name: text('listen_stop') }).click();
      await visible(control.getByRole('button', { name: text('listen') }));
      await speaking(page, null);
      expect((await speechRecord(page)).calls.at(-1)).toBe('cancel');
      await expect.poll(() => spokenBlocks(page)).toEqual([]);
      expect(await control.getByRole('button', { name: text('listen') }).evaluate((button) => button === document.activeElement)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('reads one thing at a time, stops when the page is left, and is accessible while reading', async () => {
    const { context, page, errors } = await openReading(browser, { width: 1280, height: 800 }, [ENGLISH_VOICE], 'Where is my path leading?', [
      'What about love?',
    ]);
    const interpretation = controlOf(messages(page).first(), 'interpretation');
    const answer = controlOf(messages(page).nth(1), 'answer');
    await interpretation.getByRole('button', { name: text('listen') }).click();
    await visible(interpretation.getByRole('button', { name: text('listen_pause') }));
    await expectNoViolations(page, 'the reading page while reading aloud');

    const answerFirst = (await messages(page).nth(1).locator('.message-body [data-block]').first().innerText()).replace(/\s+/g, ' ').trim();
    await answer.getByRole('button', { name: text('listen') }).click();
    await visible(answer.getByRole('button', { name: text('listen_pause') }));
    await visible(interpretation.getByRole('button', { name: text('listen') }));
    await expect.poll(() => interpretation.getByRole('button', { name: text('listen_stop') }).count()).toBe(0);
    await speaking(page, answerFirst);
    await expect.poll(() => spokenBlocks(page)).toEqual([answerFirst]);

    const cancelsBefore = (await speechRecord(page)).calls.filter((call) => call === 'cancel').length;
    await page.getByRole('link', { name: '← Back to History' }).click();
    await visible(page.getByRole('heading', { name: 'Your Account' }));
    await speaking(page, null);
    expect((await speechRecord(page)).calls.filter((call) => call === 'cancel').length).toBeGreaterThan(cancelsBefore);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads the crisis panel first, its words and never its numbers', async () => {
    const { context, page, errors } = await openReading(browser, { width: 390, height: 844 }, [ENGLISH_VOICE], CRISIS_QUESTION);
    const interpretation = messages(page).first();
    await visible(interpretation.locator('.safety-resources'));
    await controlOf(interpretation, 'interpretation')
      .getByRole('button', { name: text('listen') })
      .click();
    const heading = (await interpretation.locator('.safety-heading').first().innerText()).trim();
    await speaking(page, heading);
    await expect.poll(() => interpretation.getAttribute('data-spoken')).toBe('safety');
    await expect.poll(() => spokenBlocks(page)).toEqual([]);
    let record = await speechRecord(page);
    while (record.current !== safetyTexts('en').helpOnScreen) {
      await endUtterance(page);
      await expect.poll(async () => (await speechRecord(page)).spoken.length).toBeGreaterThan(record.spoken.length);
      record = await speechRecord(page);
    }
    const panelWords = record.spoken.map((utterance) => utterance.text).join(' ');
    expect(panelWords).not.toMatch(/\d{3}/);
    await endUtterance(page);
    const firstBlock = (await interpretation.locator('.message-body [data-block]').first().innerText()).replace(/\s+/g, ' ').trim();
    await speaking(page, firstBlock);
    await expect.poll(() => interpretation.getAttribute('data-spoken')).toBe(null);
    await expect.poll(() => spokenBlocks(page)).toEqual([firstBlock]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is not offered where the device has no voice of its own for the reading's language, and appears once one is listed", async () => {
    const german: FakeVoice = { name: 'Lokal Deutsch', lang: 'de-DE', localService: true, default: true };
    const cloudEnglish: FakeVoice = { name: 'Cloud English', lang: 'en-US', localService: false, default: false };
    const { context, page, errors } = await openReading(browser, { width: 390, height: 844 }, [german, cloudEnglish], 'What is waiting for me?');
    // The voices have been listed (the recorder lists them 300 ms after the page starts).
    await expect.poll(() => page.evaluate(() => speechSynthesis.getVoices().length)).toBe(2);
    await settle(page);
    expect(await page.getByRole('button', { name: text('listen') }).count()).toBe(0);
    expect((await speechRecord(page)).spoken).toEqual([]);

    // A device voice for English arrives (voiceschanged): the control appears.
    await page.evaluate((voice) => {
      const synthesis = window.speechSynthesis as unknown as EventTarget & { getVoices(): unknown[] };
      const listed = [...synthesis.getVoices(), { ...voice, voiceURI: voice.name }];
      Object.defineProperty(synthesis, 'getVoices', { value: () => listed });
      synthesis.dispatchEvent(new Event('voiceschanged'));
    }, ENGLISH_VOICE);
    await visible(controlOf(messages(page).first(), 'interpretation'));
    expect(errors).toEqual([]);
    await context.close();
  });
});
