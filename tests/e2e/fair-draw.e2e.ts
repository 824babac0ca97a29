import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitmentOf, drawFromSeeds } from '../../src/shared/fair-draw/fair-draw.ts';
import { paths } from '../../src/shared/paths.ts';
import { createAccount } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { launchBrowser, newVisitor } from './support/browser.ts';
import { expectText, startSignedInReading, unexpectedErrors, visible, waitForPath } from './support/flows.ts';
import { VIEWPORTS, saveShot } from './support/screen.ts';
import { pageTexts } from './support/page-texts.ts';

const english = pageTexts('en');

// Issue 17 §3: the commitment is on the ask page before the draw; the reading page and the visitor's
// preview reveal the seeds and verify in the browser; /verify fails a changed seed or card.

const ASK = '/ask-your-tarot-question';
const SLOTS = ['past', 'present', 'future'] as const;

/** Opens the ask page's "Fair draw" disclosure and reads the commitment shown there. */
async function commitmentBeforeDraw(page: Page): Promise<string> {
  await page.locator('summary', { hasText: /^Fair draw$/ }).click();
  const shown = page.getByTestId('fair-draw-commitment');
  await visible(shown);
  const text = (await shown.textContent()) ?? '';
  expect(text).toMatch(/^[0-9a-f]{64}$/);
  return text;
}

/** The spread as its pictures announce it, once all three are face up. */
async function spread(page: Page): Promise<{ name: string; reversed: boolean }[]> {
  for (const slot of SLOTS) await visible(page.locator(`[data-testid="card-${slot}"][data-revealed="true"]`), 20_000);
  const names = await page.locator('.spread .tarot-card-front img').evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));
  return names.map((name) => ({ name: name.replace(/ \(reversed\)$/, ''), reversed: name.endsWith(' (reversed)') }));
}

/** Opens the revealed seeds under the spread, checks them against the cards in Node too, then verifies in the page. */
async function verifyOnPage(page: Page, expected: { commitment: string; clientSeed?: string }) {
  const cards = await spread(page);
  await page.locator('summary', { hasText: 'Fair draw: verify these cards' }).click();
  const read = async (id: string) => (await page.getByTestId(id).textContent()) ?? '';
  expect(await read('fair-draw-commitment')).toBe(expected.commitment);
  const serverSeed = await read('fair-draw-server-seed');
  const clientSeed = await read('fair-draw-client-seed');
  if (expected.clientSeed) expect(clientSeed).toBe(expected.clientSeed);
  // The same module in Node gives the same cards the server drew and the page shows.
  expect(await commitmentOf(serverSeed)).toBe(expected.commitment);
  const facts = (await page.locator('.fair-draw-facts').textContent()) ?? '';
  const deck = facts.includes('Full deck') ? 'full' : 'major';
  expect(await drawFromSeeds({ serverSeed, clientSeed, deck, reversals: facts.includes('reversals on'), count: 3 })).toEqual(cards);
  await page.getByRole('button', { name: 'Verify this draw' }).click();
  await expectText(page.getByTestId('fair-draw-result'), /✓ Verified/);
  return { serverSeed, clientSeed, cards };
}

describe('a draw anyone can verify', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it.each(VIEWPORTS)(
    '$name: signed in, the commitment shows before the draw, the reading verifies, and /verify fails a changed seed or card',
    async (viewport) => {
      const { context, page, errors } = await newVisitor(browser, viewport);
      await createAccount(context);
      await page.goto(ASK);
      const commitment = await commitmentBeforeDraw(page);
      const clientSeed = `my seed on the ${viewport.name}`;
      await page.getByLabel('Your seed').fill(clientSeed);
      await saveShot(page, 'fair-draw', `ask-commitment-${viewport.name}.png`, { fullPage: true });
      await expectNoViolations(page, `the ask page with the fair draw open (${viewport.name})`);

      await startSignedInReading(page, `What does a fair draw show me? (${viewport.name})`, { alreadyOnAskPage: true });
      const { cards } = await verifyOnPage(page, { commitment, clientSeed });
      await page.getByTestId('fair-draw-result').scrollIntoViewIfNeeded();
      await saveShot(page, 'fair-draw', `reading-verified-${viewport.name}.png`);
      await expectNoViolations(page, `the reading page with its draw verified (${viewport.name})`);

      await page.getByRole('link', { name: 'Open in the verifier' }).click();
      await waitForPath(page, '/verify');
      await visible(page.getByRole('heading', { name: 'Verify a draw' }));
      expect(await page.getByLabel('Your seed').inputValue()).toBe(clientSeed);
      const verify = page.getByRole('button', { name: 'Verify', exact: true });
      const result = page.getByTestId('fair-draw-result');
      await verify.click();
      await expectText(result, /✓ Verified/);
      await saveShot(page, 'fair-draw', `verify-pass-${viewport.name}.png`, { fullPage: true });

      // A changed seed fails.
      await page.getByLabel('Your seed').fill(`${clientSeed}!`);
      await verify.click();
      await expectText(result, /✗ Verification failed/);
      await expectText(result, /The seeds do not give these cards/);
      await page.getByLabel('Your seed').fill(clientSeed);

      // A changed server seed fails its commitment.
      const serverSeedField = page.getByLabel('Server seed (revealed after the draw)');
      const serverSeed = await serverSeedField.inputValue();
      await serverSeedField.fill(`${serverSeed.slice(0, -1)}${serverSeed.endsWith('0') ? '1' : '0'}`);
      await verify.click();
      await expectText(result, /The server seed does not match the commitment/);
      await serverSeedField.fill(serverSeed);

      // A changed card fails.
      const cardsField = page.getByLabel(/^Cards, one a line/);
      const swapped = [cards[1], cards[0], cards[2]].map((card) => `${card?.name ?? ''}${card?.reversed ? ' (reversed)' : ''}`).join('\n');
      await cardsField.fill(swapped);
      await verify.click();
      await expectText(result, /✗ Verification failed/);
      await saveShot(page, 'fair-draw', `verify-fail-${viewport.name}.png`, { fullPage: true });
      await expectNoViolations(page, `/verify showing a failure (${viewport.name})`);

      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    },
  );

  it.each(VIEWPORTS)('$name: a visitor’s preview reveals the seeds behind the commitment it showed, and verifies', async (viewport) => {
    const { context, page, errors } = await newVisitor(browser, viewport);
    await page.goto(ASK);
    const commitment = await commitmentBeforeDraw(page);
    await page.getByLabel('Your question').fill(`Will the visitor’s draw verify? (${viewport.name})`);
    await page.getByRole('button', { name: 'Draw My Cards' }).click();
    await verifyOnPage(page, { commitment });
    await saveShot(page, 'fair-draw', `visitor-verified-${viewport.name}.png`, { fullPage: true });
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it.each(VIEWPORTS)('$name: the disclosure says it plainly first, and "How to check" opens the algorithm as a page to read', async (viewport) => {
    const { context, page, errors } = await newVisitor(browser, viewport);
    await page.goto(ASK);
    await commitmentBeforeDraw(page);
    const first = page.locator('details.fair-draw > :not(summary)').first();
    expect((await first.innerText()).trim()).toBe(`${english('fair_draw_plain')} ${english('fair_draw_how_to_check')}`);
    await first.getByRole('link', { name: 'How to check' }).click();
    await waitForPath(page, paths.fairDraw);
    await visible(page.getByRole('heading', { level: 1, name: 'A draw anyone can verify' }));
    await visible(page.getByRole('heading', { level: 2, name: 'Worked example' }));
    // The three worked examples' tables and shuffle and pick's swaps.
    expect(await page.locator('article.fair-draw-doc table').count()).toBe(4);
    const text = await page.locator('article.fair-draw-doc').innerText();
    // Read as a page: no Markdown marks, no source paths, no notes for developers.
    for (const raw of ['**', '## ', '`', '](', 'src/', '.test.ts', 'Choices the issue left open']) expect(text, `shows no "${raw}"`).not.toContain(raw);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling').toBe(true);
    await saveShot(page, 'fair-draw', `algorithm-page-${viewport.name}.png`, { fullPage: true });
    await expectNoViolations(page, `the fair-draw page (${viewport.name})`);
    // The Markdown text stays where it was.
    const markdown = await page.request.get(paths.fairDrawSpec);
    expect(markdown.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(await markdown.text()).toContain('## The algorithm');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
