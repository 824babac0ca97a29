import { randomInt } from 'node:crypto';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from './chromium.ts';

export const baseURL = inject('baseURL');

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found (install with apt-get install -y chromium, or set CHROME_PATH)');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/**
 * A fresh browser profile that presents itself from its own client address (or `address`, to
 * share one with other visitors), with every page error and console error collected so a test can
 * assert there were none.
 */
export async function newVisitor(
  browser: Browser,
  options: { width?: number; height?: number; reducedMotion?: boolean; address?: string; locale?: string } = {},
) {
  const address = options.address ?? `10.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}`;
  const context: BrowserContext = await browser.newContext({
    baseURL,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    extraHTTPHeaders: { 'X-Forwarded-For': address },
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    // The browser's language: its Accept-Language and navigator.languages.
    ...(options.locale ? { locale: options.locale } : {}),
  });
  const errors: string[] = [];
  context.on('weberror', (error) => errors.push(error.error().message));
  const page: Page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors, address };
}
