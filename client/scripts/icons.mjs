// Draws the PNG and ICO icons from public/favicon.svg (the one source of the mark): `node scripts/icons.mjs` after
// changing it, then commit what it writes. Debian's Chromium (as the browser tests use) paints the SVG at each size;
// the ICO holds PNGs (every browser that reads an ICO today reads PNG entries), so no image tool is needed.
import { readFileSync, writeFileSync } from 'node:fs';
import { launchChromium } from '../e2e/support/chromium.mjs';

const publicDir = new URL('../public/', import.meta.url);
const svg = readFileSync(new URL('favicon.svg', publicDir), 'utf8');

const browser = await launchChromium();
const page = await browser.newPage();
/** The mark at `size` px square, transparent around its rounded corners (`square`: none, as iOS rounds its own). */
async function png(size, { square = false } = {}) {
  await page.setViewportSize({ width: size, height: size });
  const shape = square ? svg.replace(' rx="8"', '') : svg;
  const sized = shape.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}

/** An ICO of PNG entries: a 6-byte header, a 16-byte directory entry per image, then the images. */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

const icoSizes = [16, 32, 48];
writeFileSync(new URL('favicon.ico', publicDir), ico(await Promise.all(icoSizes.map(async (size) => ({ size, data: await png(size) })))));
writeFileSync(new URL('icon-192.png', publicDir), await png(192));
writeFileSync(new URL('icon-512.png', publicDir), await png(512));
writeFileSync(new URL('apple-touch-icon.png', publicDir), await png(180, { square: true }));
await browser.close();
