import sharp from 'sharp';
import { pick, prng } from './prng.mjs';

const BACKGROUNDS = ['#0f766e', '#1d4ed8', '#7c3aed', '#b45309', '#be123c', '#15803d', '#0369a1', '#a21caf'];
const SKIN = ['#8d5524', '#a0522d', '#c68642', '#7b4a2e', '#9c6644'];
const CLOTHES = ['#f59e0b', '#e11d48', '#22c55e', '#f8fafc', '#6366f1', '#fb7185', '#facc15'];

/** A simple portrait silhouette (no text, so no fonts are needed), varied by `seed`. */
export function avatarSvg(seed) {
  const random = prng(seed);
  const size = 600;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 600 600">
  <rect width="600" height="600" fill="${pick(random, BACKGROUNDS)}"/>
  <ellipse cx="300" cy="560" rx="210" ry="170" fill="${pick(random, CLOTHES)}"/>
  <rect x="262" y="330" width="76" height="80" rx="20" fill="${pick(random, SKIN)}"/>
  <circle cx="300" cy="250" r="${105 + Math.floor(random() * 20)}" fill="${pick(random, SKIN)}"/>
  <path d="M190 240 Q300 ${90 + Math.floor(random() * 50)} 410 240 Q400 160 300 140 Q200 160 190 240 Z" fill="#1f1410"/>
</svg>`;
}

/** The stored photo and its thumbnail, as the functions store uploads (WebP, no metadata). */
export async function avatarPhotos(seed) {
  const source = Buffer.from(avatarSvg(seed));
  const [photo, thumb] = await Promise.all([
    sharp(source).resize(400, 400).webp({ quality: 80 }).toBuffer(),
    sharp(source).resize(200, 200).webp({ quality: 75 }).toBuffer(),
  ]);
  return { photo, thumb };
}
