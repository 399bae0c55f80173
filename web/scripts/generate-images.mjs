// Generates the site's offline images (carousel, home photo strip, albums, committee avatars) as small
// WebP files under web/public/images. The real photos live on hosts the site cannot rely on, so these
// illustrated stand-ins keep every page complete offline. Run: node web/scripts/generate-images.mjs
// Output is deterministic (seeded), so re-running only changes files when a scene changes.
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
// The same seeded generator as the demo data, so every run draws the same scenes.
import { prng } from '../../scripts/seed/prng.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images');
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

const pick = (r, list) => list[Math.floor(r() * list.length)];
const between = (r, min, max) => min + r() * (max - min);
const escapeXml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function svg(w, h, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

function linear(id, stops, vertical = true) {
  const coords = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  const s = stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('');
  return `<linearGradient id="${id}" ${coords}>${s}</linearGradient>`;
}

function label(w, h, text, size = Math.round(h / 16)) {
  const band = Math.round(size * 2.1);
  return (
    `<rect x="0" y="${h - band}" width="${w}" height="${band}" fill="#0b2e20" fill-opacity="0.72"/>` +
    `<text x="${Math.round(size * 0.9)}" y="${h - Math.round(band * 0.32)}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(text)}</text>`
  );
}

// ---- scenes (each draws into a w x h box) -------------------------------------------------

function pookalam(w, h, r) {
  const cx = w / 2 + between(r, -w / 8, w / 8);
  const cy = h / 2 - h / 20;
  const R = Math.min(w, h) * between(r, 0.32, 0.4);
  const colours = ['#f7c600', '#f08a00', '#d7263d', '#7b2cbf', '#2b9348', '#ffffff', '#ff5d8f', '#ffb703'];
  let rings = '';
  const ringCount = 6;
  for (let i = ringCount; i > 0; i--) {
    const rr = (R * i) / ringCount;
    rings += `<circle cx="${cx}" cy="${cy}" r="${rr.toFixed(1)}" fill="${pick(r, colours)}"/>`;
    const petals = 8 + 4 * Math.floor(r() * 3);
    const pc = pick(r, colours);
    for (let p = 0; p < petals; p++) {
      const a = (360 / petals) * p;
      rings += `<ellipse cx="${cx}" cy="${(cy - rr * 0.82).toFixed(1)}" rx="${(rr / 9).toFixed(1)}" ry="${(rr / 5).toFixed(1)}" fill="${pc}" transform="rotate(${a} ${cx} ${cy})"/>`;
    }
  }
  const lamp = `<path d="M${w * 0.1} ${h * 0.8} h${w * 0.06} l-${w * 0.015} -${h * 0.12} h-${w * 0.03} z" fill="#b8860b"/><ellipse cx="${w * 0.13}" cy="${h * 0.66}" rx="${w * 0.012}" ry="${h * 0.03}" fill="#ffd166"/>`;
  return `<defs>${linear('bg', [
    [0, '#fff3d6'],
    [1, '#f4c27a'],
  ])}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>${rings}${lamp}`;
}

function christmas(w, h, r) {
  let stars = '';
  for (let i = 0; i < 60; i++) {
    stars += `<circle cx="${(r() * w).toFixed(0)}" cy="${(r() * h * 0.7).toFixed(0)}" r="${between(r, 1, 4).toFixed(1)}" fill="#fff" fill-opacity="${between(r, 0.4, 1).toFixed(2)}"/>`;
  }
  let trees = '';
  const count = 3 + Math.floor(r() * 3);
  for (let i = 0; i < count; i++) {
    const x = (w / (count + 1)) * (i + 1) + between(r, -30, 30);
    const th = h * between(r, 0.35, 0.55);
    const base = h * 0.86;
    trees += `<rect x="${x - 10}" y="${base - 10}" width="20" height="${h * 0.06}" fill="#5b3a1a"/>`;
    for (let t = 0; t < 3; t++) {
      const y = base - (th / 3) * t;
      const half = (th / 3.2) * (1 - t * 0.22);
      trees += `<polygon points="${x - half},${y} ${x + half},${y} ${x},${y - th / 2.2}" fill="${t % 2 ? '#1f7a4d' : '#166534'}"/>`;
    }
    for (let b = 0; b < 5; b++) {
      trees += `<circle cx="${x + between(r, -th / 6, th / 6)}" cy="${base - between(r, th * 0.1, th * 0.7)}" r="6" fill="${pick(r, ['#e63946', '#ffd166', '#4cc9f0'])}"/>`;
    }
  }
  const sx = w * between(r, 0.15, 0.85);
  const star = `<polygon transform="translate(${sx} ${h * 0.14}) scale(${h / 400})" points="0,-40 10,-12 40,-12 16,6 24,36 0,18 -24,36 -16,6 -40,-12 -10,-12" fill="#ffd166"/>`;
  return `<defs>${linear('bg', [
    [0, '#0b1d3a'],
    [1, '#27467a'],
  ])}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>${stars}<rect y="${h * 0.86}" width="${w}" height="${h * 0.14}" fill="#e8f1ff"/>${trees}${star}`;
}

function easter(w, h, r) {
  let eggs = '';
  const count = 4 + Math.floor(r() * 4);
  for (let i = 0; i < count; i++) {
    const x = between(r, w * 0.1, w * 0.9);
    const y = between(r, h * 0.62, h * 0.8);
    const ex = h * 0.05;
    const c = pick(r, ['#ffadad', '#ffd6a5', '#fdffb6', '#caffbf', '#9bf6ff', '#bdb2ff', '#ffc6ff']);
    const stripe = pick(r, ['#7b2cbf', '#e63946', '#1d4ed8', '#2b9348']);
    eggs += `<ellipse cx="${x}" cy="${y}" rx="${ex}" ry="${ex * 1.35}" fill="${c}" stroke="#00000022" stroke-width="2"/><path d="M${x - ex} ${y} q${ex / 2} -${ex / 3} ${ex} 0 t${ex} 0" stroke="${stripe}" stroke-width="5" fill="none"/>`;
  }
  let flowers = '';
  for (let i = 0; i < 25; i++) {
    flowers += `<circle cx="${(r() * w).toFixed(0)}" cy="${between(r, h * 0.58, h * 0.95).toFixed(0)}" r="${between(r, 4, 9).toFixed(1)}" fill="${pick(r, ['#fff', '#ffd166', '#ff8fab'])}"/>`;
  }
  const sun = `<circle cx="${w * between(r, 0.65, 0.9)}" cy="${h * 0.2}" r="${h * 0.1}" fill="#ffd166"/>`;
  return `<defs>${linear('bg', [
    [0, '#a5d8ff'],
    [0.55, '#e7f5ff'],
    [0.56, '#8ac926'],
    [1, '#4c9a2a'],
  ])}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>${sun}${flowers}${eggs}`;
}

function bbq(w, h, r) {
  const gx = w * between(r, 0.25, 0.6);
  const gy = h * 0.62;
  const gw = w * 0.22;
  let flames = '';
  for (let i = 0; i < 6; i++) {
    const fx = gx + (gw / 6) * i + gw / 12;
    const fh = h * between(r, 0.06, 0.14);
    flames += `<path d="M${fx - 14} ${gy} q14 -${fh} ${8} -${fh * 1.4} q18 ${fh * 0.8} 20 ${fh * 1.4} z" fill="${pick(r, ['#ff7b00', '#ffb703', '#e85d04'])}"/>`;
  }
  let people = '';
  const count = 2 + Math.floor(r() * 4);
  for (let i = 0; i < count; i++) {
    const px = between(r, w * 0.05, w * 0.95);
    if (Math.abs(px - (gx + gw / 2)) < gw * 0.7) continue;
    const s = h * between(r, 0.22, 0.3);
    const c = pick(r, ['#264653', '#2a9d8f', '#e76f51', '#6d597a', '#1d3557']);
    people += `<circle cx="${px}" cy="${h * 0.85 - s}" r="${s * 0.14}" fill="#8d5524"/><rect x="${px - s * 0.17}" y="${h * 0.85 - s * 0.84}" width="${s * 0.34}" height="${s * 0.6}" rx="${s * 0.1}" fill="${c}"/>`;
  }
  let bunting = '';
  for (let i = 0; i < 14; i++) {
    const bx = (w / 14) * i;
    bunting += `<polygon points="${bx},${h * 0.08} ${bx + w / 14},${h * 0.08} ${bx + w / 28},${h * 0.16}" fill="${pick(r, ['#e63946', '#ffd166', '#2a9d8f', '#f4a261'])}"/>`;
  }
  const grill = `<rect x="${gx}" y="${gy}" width="${gw}" height="${h * 0.08}" rx="10" fill="#2b2d42"/><line x1="${gx + 20}" y1="${gy + h * 0.08}" x2="${gx + 5}" y2="${h * 0.88}" stroke="#2b2d42" stroke-width="8"/><line x1="${gx + gw - 20}" y1="${gy + h * 0.08}" x2="${gx + gw - 5}" y2="${h * 0.88}" stroke="#2b2d42" stroke-width="8"/>`;
  const sun = `<circle cx="${w * between(r, 0.7, 0.92)}" cy="${h * 0.3}" r="${h * 0.08}" fill="#ffe066"/>`;
  return `<defs>${linear('bg', [
    [0, '#8ecae6'],
    [0.6, '#dff3ff'],
    [0.61, '#74c365'],
    [1, '#3a7d44'],
  ])}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>${sun}<line x1="0" y1="${h * 0.08}" x2="${w}" y2="${h * 0.08}" stroke="#555" stroke-width="3"/>${bunting}${flames}${grill}${people}`;
}

function backwaters(w, h, r) {
  let palms = '';
  for (let i = 0; i < 4; i++) {
    const x = between(r, w * 0.05, w * 0.95);
    const top = h * between(r, 0.15, 0.3);
    const bend = between(r, -60, 60);
    palms += `<path d="M${x} ${h * 0.6} q${bend} -${(h * 0.6 - top) / 2} ${bend * 1.4} -${h * 0.6 - top}" stroke="#6b4226" stroke-width="12" fill="none"/>`;
    for (let l = 0; l < 7; l++) {
      const a = -160 + l * 25;
      palms += `<ellipse cx="${x + bend * 1.4 + 55}" cy="${top}" rx="60" ry="12" fill="#2d6a4f" transform="rotate(${a} ${x + bend * 1.4} ${top})"/>`;
    }
  }
  const boat = `<path d="M${w * 0.3} ${h * 0.7} q${w * 0.2} ${h * 0.08} ${w * 0.4} 0 l-${w * 0.03} ${h * 0.06} h-${w * 0.34} z" fill="#7f4f24"/><path d="M${w * 0.36} ${h * 0.7} q${w * 0.14} -${h * 0.12} ${w * 0.28} 0 z" fill="#d4a373"/>`;
  return `<defs>${linear('bg', [
    [0, '#ffb88c'],
    [0.55, '#ffe5b4'],
    [0.56, '#3a86a8'],
    [1, '#1b4965'],
  ])}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>${palms}${boat}`;
}

function dance(w, h, r) {
  let figures = '';
  for (let i = 0; i < 5; i++) {
    const x = (w / 6) * (i + 1);
    const s = h * 0.32;
    const c = pick(r, ['#f8f4e3', '#fefae0']);
    figures += `<circle cx="${x}" cy="${h * 0.45}" r="${s * 0.1}" fill="#6f4518"/><path d="M${x} ${h * 0.5} l-${s * 0.3} ${s * 0.6} h${s * 0.6} z" fill="${c}" stroke="#d4a017" stroke-width="6"/><line x1="${x - s * 0.3}" y1="${h * 0.5 - s * 0.1}" x2="${x + s * 0.3}" y2="${h * 0.5 + s * 0.05}" stroke="#6f4518" stroke-width="6"/>`;
  }
  const lights = [0.2, 0.5, 0.8]
    .map((f) => `<polygon points="${w * f},0 ${w * f - 120},${h} ${w * f + 120},${h}" fill="#fff6cc" fill-opacity="0.18"/>`)
    .join('');
  return `<defs>${linear('bg', [
    [0, '#3c1642'],
    [1, '#7a1f3d'],
  ])}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>${lights}<rect y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="#5e3023"/>${figures}`;
}

function sadya(w, h, r) {
  const leaf = `<path d="M${w * 0.05} ${h * 0.55} Q${w * 0.4} ${h * 0.05} ${w * 0.95} ${h * 0.3} Q${w * 0.7} ${h * 0.95} ${w * 0.05} ${h * 0.55} z" fill="#2d6a4f"/><path d="M${w * 0.05} ${h * 0.55} Q${w * 0.5} ${h * 0.45} ${w * 0.95} ${h * 0.3}" stroke="#95d5b2" stroke-width="5" fill="none"/>`;
  let dishes = `<ellipse cx="${w * 0.5}" cy="${h * 0.55}" rx="${w * 0.14}" ry="${h * 0.1}" fill="#fffdf7"/>`;
  for (let i = 0; i < 10; i++) {
    dishes += `<circle cx="${between(r, w * 0.25, w * 0.85)}" cy="${between(r, h * 0.3, h * 0.55)}" r="${between(r, 16, 30)}" fill="${pick(r, ['#ffba08', '#d00000', '#f48c06', '#9ef01a', '#fefae0', '#6a040f'])}"/>`;
  }
  return `<rect width="${w}" height="${h}" fill="#c9a66b"/><rect width="${w}" height="${h}" fill="#8b5e34" fill-opacity="0.25"/>${leaf}${dishes}`;
}

function picnic(w, h, r) {
  let trees = '';
  for (let i = 0; i < 6; i++) {
    const x = between(r, 0, w);
    const y = h * between(r, 0.42, 0.5);
    trees += `<rect x="${x - 6}" y="${y}" width="12" height="${h * 0.1}" fill="#5b3a1a"/><circle cx="${x}" cy="${y}" r="${between(r, 30, 55)}" fill="${pick(r, ['#2d6a4f', '#40916c', '#52b788'])}"/>`;
  }
  const blanket = `<polygon points="${w * 0.3},${h * 0.78} ${w * 0.7},${h * 0.78} ${w * 0.75},${h * 0.92} ${w * 0.25},${h * 0.92}" fill="#e63946"/><line x1="${w * 0.5}" y1="${h * 0.78}" x2="${w * 0.5}" y2="${h * 0.92}" stroke="#fff" stroke-width="6"/>`;
  return `<defs>${linear('bg', [
    [0, '#bde0fe'],
    [0.5, '#e0f2ff'],
    [0.51, '#95d5b2'],
    [1, '#52b788'],
  ])}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/><ellipse cx="${w * 0.3}" cy="${h * 0.55}" rx="${w * 0.5}" ry="${h * 0.12}" fill="#74c69d"/>${trees}${blanket}`;
}

function avatar(w, h, r, bg) {
  const shirt = pick(r, ['#0b5d3b', '#1d3557', '#6d597a', '#9d0208', '#264653']);
  const skin = pick(r, ['#8d5524', '#a0522d', '#7b4a2a', '#6f4518']);
  return `<defs>${linear(
    'bg',
    [
      [0, bg],
      [1, '#fdf8ec'],
    ],
    false,
  )}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/><circle cx="${w / 2}" cy="${h * 0.4}" r="${w * 0.18}" fill="${skin}"/><path d="M${w * 0.16} ${h} q0 -${h * 0.38} ${w * 0.34} -${h * 0.38} q${w * 0.34} 0 ${w * 0.34} ${h * 0.38} z" fill="${shirt}"/><path d="M${w * 0.44} ${h * 0.62} l${w * 0.06} ${h * 0.1} l${w * 0.06} -${h * 0.1} z" fill="#d4a017"/>`;
}

// ---- output -------------------------------------------------------------------------------

const written = [];

async function render(svgText, file, width, height, quality = 70) {
  const out = join(root, file);
  await mkdir(dirname(out), { recursive: true });
  const data = await sharp(Buffer.from(svgText)).resize(width, height).webp({ quality, effort: 6 }).toBuffer();
  await writeFile(out, data);
  written.push([file, data.length]);
}

/** One scene drawn once at full size, saved at each requested width (same aspect ratio). */
async function renderSizes(scene, labelText, box, variants, seed) {
  const [w, h] = box;
  const body = scene(w, h, prng(seed)) + (labelText ? label(w, h, labelText) : '');
  const text = svg(w, h, body);
  for (const [file, width, quality] of variants) {
    await render(text, file, width, Math.round((width * h) / w), quality);
  }
}

const carousel = [
  ['onam', pookalam, 'Onam Celebration'],
  ['xmas-carol', christmas, 'Xmas Carol'],
  ['easter-vishu-ramadan', easter, 'Easter, Vishu & Ramadan'],
];
const homeStrip = [
  ['backwaters', backwaters, ''],
  ['dance', dance, ''],
  ['sadya', sadya, ''],
  ['picnic', picnic, ''],
];
const albums = [
  ['onam-2024', pookalam, 'Onam 2024', 3],
  ['christmas-2024', christmas, 'Christmas 2024', 3],
  ['easter-2025', easter, 'Easter 2025', 3],
  ['bbq-2025', bbq, 'BBQ 2025', 16],
];
const avatarColours = [
  '#ffd166',
  '#95d5b2',
  '#a5d8ff',
  '#ffadad',
  '#cdb4db',
  '#ffc8a2',
  '#bde0fe',
  '#caffbf',
  '#fdffb6',
  '#d8e2dc',
  '#f4acb7',
];

// Only the folders written here: the files beside them (the placeholder avatar, the share image) are made elsewhere.
for (const folder of ['carousel', 'home', 'albums', 'committee']) await rm(join(root, folder), { recursive: true, force: true });

let seed = 1;
for (const [slug, scene, text] of carousel) {
  await renderSizes(
    scene,
    text,
    [1200, 600],
    [
      [`carousel/${slug}-1200.webp`, 1200, 68],
      [`carousel/${slug}-640.webp`, 640, 70],
    ],
    seed++,
  );
}
for (const [slug, scene] of homeStrip) {
  await renderSizes(
    scene,
    '',
    [800, 600],
    [
      [`home/${slug}-800.webp`, 800, 68],
      [`home/${slug}-400.webp`, 400, 70],
    ],
    seed++,
  );
}
for (const [slug, scene, name, count] of albums) {
  for (let i = 1; i <= count; i++) {
    const n = String(i).padStart(2, '0');
    await renderSizes(
      scene,
      `${name} · ${i}`,
      [1200, 800],
      [
        [`albums/${slug}/${n}-full.webp`, 1200, 62],
        [`albums/${slug}/${n}-thumb.webp`, 375, 68],
      ],
      seed++,
    );
  }
}
for (let i = 1; i <= avatarColours.length; i++) {
  const n = String(i).padStart(2, '0');
  const text = svg(240, 240, avatar(240, 240, prng(seed++), avatarColours[i - 1]));
  await render(text, `committee/member-${n}.webp`, 240, 240, 72);
}

async function totalSize(dir) {
  let sum = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    sum += entry.isDirectory() ? await totalSize(p) : (await stat(p)).size;
  }
  return sum;
}

const largest = [...written].sort((a, b) => b[1] - a[1]).slice(0, 3);
console.log(`${written.length} images in ${relative(process.cwd(), root)}, ${((await totalSize(root)) / 1024).toFixed(0)} KB in total`);
console.log('largest:', largest.map(([f, n]) => `${f} ${(n / 1024).toFixed(1)} KB`).join(', '));
