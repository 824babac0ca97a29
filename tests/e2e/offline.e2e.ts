import path from 'node:path';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/shared/paths.ts';
import { OFFLINE_PAGE_TEXTS } from '../../src/web/components/offline/offline-text.ts';
import { USER_DATA_CACHE } from '../../src/web/pwa/worker-protocol.ts';
import { createAccount } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { baseURL, launchBrowser, newVisitor } from './support/browser.ts';
import { CHROMIUM_ARGS, findChromium } from './support/chromium.ts';
import { visible, waitForInterpretation } from './support/flows.ts';
import { saveShot, VIEWPORTS, writeReading } from './support/screen.ts';
import { pageTexts } from './support/page-texts.ts';

// Issue 28 §3, "On the home screen": installable, readable offline, one person's data only, and a
// new version that waits to be asked for.

const SW_FILE = path.resolve(import.meta.dirname, '../../dist/client/sw.js');

/**
 * Waits until the service worker controls the page (it is registered once the page has loaded, and
 * installs by fetching the whole build: slow on a machine busy with the rest of the suite). A
 * timeout says where the worker got to.
 */
async function controlled(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  } catch (error) {
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration) return 'no registration';
      return `installing: ${registration.installing?.state ?? '-'}, waiting: ${registration.waiting?.state ?? '-'}, active: ${registration.active?.state ?? '-'}`;
    });
    throw new Error(`The service worker did not take the page (${state})`, { cause: error });
  }
}

/** Opens a reading so that its data goes through the service worker, which keeps it. */
async function openThroughWorker(page: Page, id: string): Promise<void> {
  await page.goto(paths.reading(id));
  await controlled(page);
  await page.reload();
  await waitForInterpretation(page);
}

async function keptReading(page: Page, id: string): Promise<boolean> {
  return page.evaluate(async ({ cache, url }) => (await caches.has(cache)) && (await (await caches.open(cache)).match(url)) !== undefined, {
    cache: USER_DATA_CACHE,
    url: `/api/readings/${id}`,
  });
}

/**
 * Errors other than those the browser logs for requests that fail offline: refused by the network,
 * or by the worker when it has nothing kept (ERR_FAILED). Each is an answer the page expects to miss.
 */
function unexpected(errors: readonly string[]): string[] {
  return errors.filter((error) => !/net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|Failed to fetch/.test(error));
}

async function writeOwnReading(context: BrowserContext, page: Page, question: string): Promise<string> {
  await createAccount(context);
  await page.goto(paths.account);
  return writeReading(page, question, ['What should I do first?']);
}

describe('the installed app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of VIEWPORTS) {
    it(`is installable, with its icons and favicon, and registers its worker only after the page has loaded (${viewport.name})`, async () => {
      // A profile of its own: Chromium never offers to install from an incognito one, which new contexts are.
      const profile = mkdtempSync(path.join(tmpdir(), 'tarot-install-'));
      const executablePath = findChromium();
      if (!executablePath) throw new Error('No Chromium found');
      const context = await chromium.launchPersistentContext(profile, {
        executablePath,
        args: CHROMIUM_ARGS,
        baseURL,
        viewport: { width: viewport.width, height: viewport.height },
      });
      const errors: string[] = [];
      context.on('weberror', (error) => errors.push(error.error().message));
      // When the page asks for its worker, against when it finished loading.
      await context.addInitScript(() => {
        const register = ServiceWorkerContainer.prototype.register;
        ServiceWorkerContainer.prototype.register = function (...args: Parameters<typeof register>) {
          Object.assign(window, { __registeredAt: performance.now() });
          return register.apply(this, args);
        };
      });
      const page = context.pages()[0] ?? (await context.newPage());
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(paths.ask);
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
      expect(installabilityErrors).toEqual([]);
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
      expect(manifest.errors).toEqual([]);
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        const registeredAt = (window as unknown as { __registeredAt?: number }).__registeredAt;
        return { loaded: navigation?.loadEventEnd ?? Infinity, registered: registeredAt ?? -1 };
      });
      expect(timing.registered, 'the worker is registered after the load event').toBeGreaterThanOrEqual(timing.loaded);
      for (const file of ['/favicon.ico', '/apple-touch-icon.png', '/icon-512.png', '/icon-maskable-512.png']) {
        const response = await context.request.get(file);
        expect(response.status(), file).toBe(200);
        expect(response.headers()['content-type'], file).toMatch(/^image\//);
      }
      expect(errors).toEqual([]);
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    });

    it(`shows a reading opened before with the network cut, says what needs a connection, and answers the offline page for the rest (${viewport.name})`, async () => {
      const { context, page, errors } = await newVisitor(browser, viewport);
      const question = 'What will help me rest this winter?';
      const id = await writeOwnReading(context, page, question);
      await openThroughWorker(page, id);

      await context.setOffline(true);
      await page.goto(paths.reading(id));
      await waitForInterpretation(page);
      await visible(page.getByRole('heading', { name: question }));
      await visible(page.locator('.offline-banner', { hasText: pageTexts('en')('offline_banner') }));
      await visible(page.getByText(pageTexts('en')('offline_follow_up')));
      await page.getByPlaceholder('What would you like to explore further?').fill('Can I ask now?');
      expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Share' }).isDisabled()).toBe(true);
      // The cards' art was kept with the reading.
      await expect
        .poll(
          () =>
            page
              .locator('[data-testid="card-past"] img')
              .evaluateAll((images) => images.length > 0 && images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
          { timeout: 15_000 },
        )
        .toBe(true);
      await saveShot(page, 'offline', `reading-${viewport.name}.png`);

      await page.goto(paths.ask);
      await page.getByLabel('Your question').fill('Will the network come back?');
      await visible(page.getByText(pageTexts('en')('offline_asking')));
      expect(await page.getByRole('button', { name: 'Draw My Cards' }).isDisabled()).toBe(true);
      await saveShot(page, 'offline', `ask-${viewport.name}.png`);

      // Paying says so too, on the account page (its person is kept).
      await page.goto(paths.account);
      await visible(page.getByText(pageTexts('en')('offline_paying')));
      expect(await page.getByRole('button', { name: 'Buy 10 Credits' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Subscribe' }).isDisabled()).toBe(true);

      // A page the app cannot show without the network: the offline page, complete on its own.
      await page.goto(paths.card('the-fool'));
      await visible(page.getByRole('heading', { name: OFFLINE_PAGE_TEXTS.en.title }));
      await visible(page.getByRole('link', { name: OFFLINE_PAGE_TEXTS.en.tryAgain }));
      await expectNoViolations(page, `the offline page (${viewport.name})`);
      await saveShot(page, 'offline', `offline-page-${viewport.name}.png`);

      expect(unexpected(errors)).toEqual([]);
      const whileOffline = errors.length;
      await context.setOffline(false);
      await page.getByRole('link', { name: OFFLINE_PAGE_TEXTS.en.tryAgain }).click();
      await visible(page.getByRole('heading', { name: 'The Fool', exact: true }));
      expect(errors.slice(whileOffline), 'nothing fails once back online').toEqual([]);
      await context.close();
    });
  }

  it('forgets what it kept of a person when they sign out, or when someone else signs in: the next person cannot read it offline', async () => {
    const { context, page, errors } = await newVisitor(browser, { width: 1280, height: 800 });
    const first = await writeOwnReading(context, page, 'Is the first person’s reading private?');
    await openThroughWorker(page, first);
    expect(await keptReading(page, first)).toBe(true);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await visible(nav.getByRole('link', { name: 'Sign In' }));
    expect(await keptReading(page, first)).toBe(false);

    const second = await writeOwnReading(context, page, 'Does the second person see only their own?');
    await openThroughWorker(page, second);
    await context.setOffline(true);
    await page.goto(paths.reading(first));
    await visible(page.getByRole('heading', { name: OFFLINE_PAGE_TEXTS.en.title }));
    expect(await page.getByText('Is the first person’s reading private?').count()).toBe(0);
    expect(await keptReading(page, first)).toBe(false);
    await page.goto(paths.reading(second));
    await waitForInterpretation(page);

    // Someone else signs in on top, without the second person signing out: theirs goes too.
    await context.setOffline(false);
    await createAccount(context);
    await page.goto(paths.account);
    await expect.poll(() => keptReading(page, second), { timeout: 15_000 }).toBe(false);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it("works offline in the language it was installed in: a Spanish visitor's ask page and offline page are Spanish", async () => {
    const { context, page, errors } = await newVisitor(browser, { width: 390, height: 844, locale: 'es-ES' });
    const text = pageTexts('es');
    await page.goto(paths.ask);
    await controlled(page);
    await context.setOffline(true);
    await page.reload();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await page.getByLabel(text('ask_question_label')).fill('¿Volverá la conexión?');
    await visible(page.getByText(text('offline_asking')));
    await page.goto(paths.card('the-fool'));
    await visible(page.getByRole('heading', { name: OFFLINE_PAGE_TEXTS.es.title }));
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await visible(page.getByRole('link', { name: OFFLINE_PAGE_TEXTS.es.tryAgain }));
    await saveShot(page, 'offline', 'offline-page-es-phone.png');
    expect(unexpected(errors)).toEqual([]);
    await context.setOffline(false);
    await context.close();
  });

  it('announces a new version, and switches to it only when asked', async () => {
    const { context, page, errors } = await newVisitor(browser, { width: 390, height: 844 });
    await page.goto(paths.ask);
    await controlled(page);
    const original = readFileSync(SW_FILE, 'utf8');
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    try {
      writeFileSync(SW_FILE, `${original}\n// the next version\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const notice = page.getByRole('status').filter({ hasText: pageTexts('en')('offline_update_ready') });
      await visible(notice);
      // Nothing switched under the page: the old worker still serves it.
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(firstWorker);
      const waiting = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state);
      expect(waiting).toBe('installed');
      await saveShot(page, 'offline', 'new-version-phone.png');
      await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: pageTexts('en')('offline_reload') }).click()]);
      await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBe(null);
      await visible(page.getByLabel('Your question'));
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: pageTexts('en')('offline_update_ready') })
          .count(),
      ).toBe(0);
    } finally {
      writeFileSync(SW_FILE, original);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
