import { existsSync } from 'node:fs';

/** CHROME_PATH, or Debian's Chromium; undefined when neither is installed. */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
}

/** Flags that keep Chromium quiet on a machine without outside network access. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
