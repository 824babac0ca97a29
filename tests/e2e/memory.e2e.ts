import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, expectNoSideScroll } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { launchBrowser, newVisitor } from './support/browser.ts';
import { expectText, hidden, startSignedInReading, unexpectedErrors, visible, waitForInterpretation } from './support/flows.ts';
import { saveShot, VIEWPORTS } from './support/screen.ts';

// Issue 27 §5: "Let the reader remember" on /memory. Off by default; turned on, a reading is
// summarised (its topic in our words, never the question), listed exactly as the reader is given it
// with a link to the reading; one item is forgotten, then everything, after a confirm. On a phone
// (390×844) and a laptop (1280×800), with axe and screenshots.

const QUESTION = 'Should I ask my manager at the harbour office for a raise?';
const SECOND_QUESTION = 'Will the new project at work go well?';

async function openMemoryPage(page: Page): Promise<void> {
  await page.goto('/memory');
  await visible(page.getByRole('heading', { name: 'What the reader remembers', level: 1 }));
}

function items(page: Page) {
  return page.locator('.memory-item');
}

describe('the reader’s memory', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it.each(VIEWPORTS)(
    '$name: turned on, a reading is remembered and listed; one item is forgotten, then everything',
    async (viewport) => {
      const { context, page, errors } = await newVisitor(browser, viewport);
      await createAccount(context);

      // Reached from the account page; off by default, with nothing kept.
      await page.goto('/account');
      await page.getByRole('link', { name: 'What the reader remembers' }).click();
      await visible(page.getByRole('heading', { name: 'What the reader remembers', level: 1 }));
      const remember = page.getByRole('switch', { name: 'Let the reader remember' });
      await visible(remember);
      expect(await remember.isChecked()).toBe(false);
      await expectText(page.locator('.memory-page'), 'The reader remembers nothing.');
      await expectNoViolations(page, `/memory, off (${viewport.name})`);

      await remember.check();
      await expectText(page.getByRole('status').filter({ hasText: 'from now on' }), 'The reader will remember your readings from now on.');
      await expectText(page.locator('.memory-page'), 'Nothing yet');

      const firstId = await startSignedInReading(page, QUESTION);
      await waitForInterpretation(page);
      const secondId = await startSignedInReading(page, SECOND_QUESTION);
      await waitForInterpretation(page);

      await openMemoryPage(page);
      await expect.poll(() => items(page).count()).toBe(2);
      // Newest first: each summary names its area in our words, never the question's.
      const summaries = await page.locator('.memory-summary').allInnerTexts();
      for (const summary of summaries) {
        expect(summary).toContain('a reading about work');
        expect(summary).toMatch(/Past: .+; Present: .+; Future: .+\./);
        for (const word of ['harbour', 'manager', 'raise', 'project']) expect(summary).not.toContain(word);
      }
      await expectText(items(page).first(), 'Given to the reader');
      expect(await items(page).first().getByRole('link', { name: 'Open this reading' }).getAttribute('href')).toBe(`/reading/${secondId}`);
      expect(await items(page).nth(1).getByRole('link', { name: 'Open this reading' }).getAttribute('href')).toBe(`/reading/${firstId}`);
      await expectNoSideScroll(page);
      await expectNoViolations(page, `/memory, two readings remembered (${viewport.name})`);
      await saveShot(page, 'memory', `memory-page-${viewport.name}.png`, { fullPage: true });

      // Forget the older one: it goes, the newer one stays.
      const older = summaries[1] ?? '';
      await items(page)
        .nth(1)
        .getByRole('button', { name: /^Forget the reading of / })
        .click();
      await expect.poll(() => items(page).count()).toBe(1);
      expect(await page.locator('.memory-summary').allInnerTexts()).toEqual([summaries[0]]);
      expect(older).not.toBe('');
      await expectText(page.locator('.memory-page'), 'is forgotten.');

      // Forget everything: the switch asks first; keeping changes nothing.
      // The switch stays on until the confirm: a click asks, it does not turn it off.
      await remember.click();
      const dialog = page.getByRole('dialog', { name: 'Forget everything?' });
      await visible(dialog);
      await expectText(dialog, 'the one summary the reader keeps');
      await expectNoViolations(page, `/memory, the forget-everything confirm (${viewport.name})`);
      await saveShot(page, 'memory', `memory-confirm-${viewport.name}.png`);
      await dialog.getByRole('button', { name: 'Keep remembering' }).click();
      await hidden(dialog);
      expect(await remember.isChecked()).toBe(true);
      expect(await items(page).count()).toBe(1);

      await remember.click();
      await visible(dialog);
      await dialog.getByRole('button', { name: 'Turn off and forget everything' }).click();
      await hidden(dialog);
      await expectText(page.locator('.memory-page'), 'The reader remembers nothing.');
      expect(await remember.isChecked()).toBe(false);
      await page.reload();
      await visible(page.getByRole('switch', { name: 'Let the reader remember' }));
      expect(await page.getByRole('switch', { name: 'Let the reader remember' }).isChecked()).toBe(false);
      expect(await items(page).count()).toBe(0);

      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
      // Two readings are drawn and written while the page is walked through, on a shared 2-core machine.
    },
    120_000,
  );
});
