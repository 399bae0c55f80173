// manifest.json of a backup folder: when and where from, what it holds (documents per collection,
// users, files) and the sha-256 of every other file in the folder, checked before a restore wipes anything.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const MANIFEST = 'manifest.json';
export const FORMAT = 'edma-emulator-backup/1';

/** @param {string} path */
async function sha256Of(path) {
  return createHash('sha256')
    .update(await readFile(path))
    .digest('hex');
}

/**
 * @param {string} dir
 * @param {Record<string, unknown>} contents what the backup holds
 * @param {string[]} files every file written, relative to `dir`
 */
export async function writeManifest(dir, contents, files) {
  /** @type {Record<string, string>} */
  const sha256 = {};
  for (const file of [...files].sort()) sha256[file] = await sha256Of(join(dir, file));
  const manifest = { format: FORMAT, createdAt: new Date().toISOString(), ...contents, sha256 };
  await writeFile(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * The manifest of a backup folder, after checking every file it lists against its sha-256.
 * @param {string} dir
 * @returns {Promise<any>}
 */
export async function readVerifiedManifest(dir) {
  let manifest;
  try {
    manifest = JSON.parse(await readFile(join(dir, MANIFEST), 'utf8'));
  } catch {
    throw new Error(`${join(dir, MANIFEST)} is missing or unreadable: not a backup folder made by npm run backup.`);
  }
  if (manifest.format !== FORMAT) throw new Error(`${join(dir, MANIFEST)} is format "${manifest.format}", not ${FORMAT}.`);
  const damaged = [];
  for (const [file, expected] of Object.entries(manifest.sha256 ?? {})) {
    const actual = await sha256Of(join(dir, file)).catch(() => 'missing');
    if (actual !== expected) damaged.push(`${file} (${actual === 'missing' ? 'missing' : 'changed'})`);
  }
  if (damaged.length > 0) throw new Error(`The backup in ${dir} is damaged: ${damaged.join(', ')}. Nothing was changed.`);
  return manifest;
}
