#!/usr/bin/env node
// Makes the app icons and the link-preview image from the association's logo, web/public/logo.svg
// (square). After replacing the logo, run `npm run icons` and commit what changed in web/public.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ROOT } from './lib/test-steps.mjs';

const PUBLIC = join(ROOT, 'web', 'public');
const GREEN = '#0b5d3b';
const CREAM = '#f7f5ef';
const logo = readFileSync(join(PUBLIC, 'logo.svg'));

/** The logo as a PNG of `size` pixels, drawn from the vector at that size (no upscaled blur). */
const logoPng = (size) =>
  sharp(logo, { density: Math.max(72, Math.ceil((72 * size) / 64)) })
    .resize(size, size)
    .png()
    .toBuffer();

/**
 * @param {string} file
 * @param {number} size
 * @param {{ padding?: number, background?: string }} [options]
 */
async function square(file, size, { padding = 0, background } = {}) {
  const inner = Math.round(size * (1 - 2 * padding));
  const canvas = sharp({ create: { width: size, height: size, channels: 4, background: background ?? { r: 0, g: 0, b: 0, alpha: 0 } } });
  await canvas
    .composite([{ input: await logoPng(inner), gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toFile(join(PUBLIC, file));
}

async function shareImage(file) {
  const width = 1200;
  const height = 630;
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${GREEN}"/>
    <rect x="0" y="${height - 18}" width="${width}" height="18" fill="#c8961e"/>
    <rect x="75" y="160" width="310" height="310" rx="48" fill="#ffffff" fill-opacity="0.14"/>
    <text x="430" y="275" font-family="DejaVu Sans, Arial, sans-serif" font-size="56" font-weight="700" fill="#fff">East Devon</text>
    <text x="430" y="345" font-family="DejaVu Sans, Arial, sans-serif" font-size="56" font-weight="700" fill="#fff">Malayalee Association</text>
    <text x="430" y="420" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="${CREAM}">Seaton · Honiton · Axminster · Sidmouth</text>
  </svg>`;
  await sharp(Buffer.from(text))
    .composite([{ input: await logoPng(280), left: 90, top: 175 }])
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(PUBLIC, file));
}

mkdirSync(join(PUBLIC, 'icons'), { recursive: true });
await square('icons/icon-192.png', 192);
await square('icons/icon-512.png', 512);
// Maskable icons are cropped to a circle or squircle by the phone: the logo sits in the safe zone.
await square('icons/icon-maskable-512.png', 512, { padding: 0.12, background: GREEN });
// iOS draws transparent corners black: give the touch icon an opaque background.
await square('icons/apple-touch-icon.png', 180, { padding: 0.08, background: CREAM });
await shareImage('images/share.png');
console.log('Wrote web/public/icons/*.png and web/public/images/share.png from web/public/logo.svg');
