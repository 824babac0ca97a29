import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';

// The app's icons, drawn from its one mark (src/web/public/favicon.svg) by scripts/make-icons.ts
// and kept in src/web/public; a test draws them again and compares, so they never drift from it.

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../src/web/public');
const MARK = readFileSync(path.join(PUBLIC_DIR, 'favicon.svg'), 'utf8');

/** The mark on a square filled to its edges: a platform that rounds or masks the icon does so itself. */
function fullBleed(scale: number): string {
  const inner = MARK.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const [background = '', ...marks] = inner.split(/(?<=\/>)/);
  const square = background.replace(/\srx="[^"]*"/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${square}<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${marks.join('')}</g></svg>`;
}

export interface AppIcon {
  file: string;
  size: number;
  svg: string;
}

/**
 * - `any`: the mark as the favicon draws it, rounded corners and all.
 * - `maskable`: full bleed, the mark shrunk inside the safe zone (the middle 80 % circle), so a
 *   launcher's circle or squircle never cuts the star or its moon.
 * - Apple's: full bleed (iOS rounds it), the mark a little smaller than in the favicon.
 */
export const APP_ICONS: readonly AppIcon[] = [
  { file: 'icon-192.png', size: 192, svg: MARK },
  { file: 'icon-512.png', size: 512, svg: MARK },
  { file: 'icon-maskable-192.png', size: 192, svg: fullBleed(0.7) },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.7) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.85) },
];

/** The sizes inside /favicon.ico: the tab's, the taskbar's and the desktop's. */
export const FAVICON_SIZES = [16, 32, 48] as const;

export function renderPng(svg: string, size: number): Buffer {
  return Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng());
}

/** An .ico holding one PNG per size (the format has allowed PNG images since Windows Vista). */
export function renderIco(): Buffer {
  const images = FAVICON_SIZES.map((size) => renderPng(MARK, size));
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((image, index) => {
    const entry = 6 + 16 * index;
    const size = FAVICON_SIZES[index] ?? 0;
    header.writeUInt8(size, entry);
    header.writeUInt8(size, entry + 1);
    header.writeUInt8(0, entry + 2);
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(image.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += image.length;
  });
  return Buffer.concat([header, ...images]);
}

/** Every icon file and its bytes, as they belong in src/web/public. */
export function appIconFiles(): Array<{ file: string; bytes: Buffer }> {
  return [...APP_ICONS.map((icon) => ({ file: icon.file, bytes: renderPng(icon.svg, icon.size) })), { file: 'favicon.ico', bytes: renderIco() }];
}

export { PUBLIC_DIR };
