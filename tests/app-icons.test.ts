import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appIconFiles, FAVICON_SIZES, PUBLIC_DIR } from '../scripts/app-icons.ts';
import { BACKGROUND_COLOR, THEME_COLOR, WEB_APP_MANIFEST } from '../src/web/pwa/web-app-manifest.ts';

describe('the app icons', () => {
  it('are drawn from favicon.svg as committed (run node scripts/make-icons.ts after changing the mark)', () => {
    for (const { file, bytes } of appIconFiles()) expect(readFileSync(path.join(PUBLIC_DIR, file)).equals(bytes), file).toBe(true);
  });

  it('put one PNG per size in /favicon.ico', () => {
    const ico = readFileSync(path.join(PUBLIC_DIR, 'favicon.ico'));
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(FAVICON_SIZES.length);
    FAVICON_SIZES.forEach((size, index) => {
      const entry = 6 + 16 * index;
      expect(ico.readUInt8(entry)).toBe(size);
      const offset = ico.readUInt32LE(entry + 12);
      expect(ico.subarray(offset, offset + 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
    });
  });

  it('are listed in the manifest at 192 and 512, each also maskable, in files of those sizes', () => {
    const icons = WEB_APP_MANIFEST.icons ?? [];
    for (const purpose of ['any', 'maskable']) {
      expect(
        icons
          .filter((icon) => icon.purpose === purpose)
          .map((icon) => icon.sizes)
          .sort(),
      ).toEqual(['192x192', '512x512']);
    }
    for (const icon of icons) {
      const png = readFileSync(path.join(PUBLIC_DIR, icon.src));
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });
});

describe('the manifest', () => {
  it('takes its colours from the design', () => {
    const styles = readFileSync(path.resolve(PUBLIC_DIR, '../styles.css'), 'utf8');
    expect(styles).toContain(`--night-900: ${THEME_COLOR};`);
    expect(styles).toContain(`--night-950: ${BACKGROUND_COLOR};`);
    expect(readFileSync(path.resolve(PUBLIC_DIR, '../index.html'), 'utf8')).toContain(`<meta name="theme-color" content="${THEME_COLOR}">`);
    expect(WEB_APP_MANIFEST).toMatchObject({ name: 'Tarot Insights', display: 'standalone', theme_color: THEME_COLOR, background_color: BACKGROUND_COLOR });
  });
});
