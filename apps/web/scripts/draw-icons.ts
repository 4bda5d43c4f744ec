// Draws the installable app's PNG icons from the SVGs in icons/glyph.ts with Debian's Chromium
// (playwright-core, already a dev dependency), so no image tool has to be installed.
// node apps/web/scripts/draw-icons.ts   → apps/web/public/icons/*.png (committed)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { anyIconSvg, badgeIconSvg, maskableIconSvg } from './icons/glyph.ts';

const out = join(import.meta.dirname, '..', 'public', 'icons');
mkdirSync(out, { recursive: true });

const icons: [file: string, svg: string, size: number][] = [
  ['icon-192.png', anyIconSvg(), 192],
  ['icon-512.png', anyIconSvg(), 512],
  ['maskable-192.png', maskableIconSvg(), 192],
  ['maskable-512.png', maskableIconSvg(), 512],
  ['apple-touch-icon.png', maskableIconSvg(), 180],
  ['badge-96.png', badgeIconSvg(), 96],
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const [file, svg, size] of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.screenshot({
      path: join(out, file),
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    await page.close();
    console.log(`${file} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
