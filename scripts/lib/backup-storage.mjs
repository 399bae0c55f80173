// Storage in a backup folder: storage/files.jsonl, one line per file of the default bucket (its name,
// size, sha-256 and metadata: contentType, cacheControl, contentDisposition, contentEncoding,
// contentLanguage and the custom metadata, download tokens included), and its bytes, exactly as
// stored (never decompressed), in storage/blobs/<sha-256>.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** @typedef {ReturnType<import('firebase-admin/storage').Storage['bucket']>} Bucket */

export const FILES_LIST = 'storage/files.jsonl';
const KEPT = ['contentType', 'cacheControl', 'contentDisposition', 'contentEncoding', 'contentLanguage'];
const PARALLEL = 8;

/**
 * @template T, R
 * @param {T[]} items
 * @param {(item: T) => Promise<R>} work
 */
async function inBatches(items, work) {
  /** @type {R[]} */
  const results = [];
  for (let i = 0; i < items.length; i += PARALLEL) results.push(...(await Promise.all(items.slice(i, i + PARALLEL).map(work))));
  return results;
}

/** @param {Bucket} bucket @param {string} dir */
export async function backUpStorage(bucket, dir) {
  await mkdir(join(dir, 'storage', 'blobs'), { recursive: true });
  const [files] = await bucket.getFiles();
  const entries = await inBatches(files, async (file) => {
    const [bytes] = await file.download({ decompress: false });
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await writeFile(join(dir, 'storage', 'blobs', sha256), bytes);
    const metadata = /** @type {Record<string, unknown>} */ (file.metadata);
    const kept = Object.fromEntries(KEPT.filter((key) => metadata[key] !== undefined).map((key) => [key, metadata[key]]));
    return { name: file.name, size: bytes.length, sha256, ...kept, customMetadata: metadata.metadata ?? {} };
  });
  entries.sort((a, b) => (a.name < b.name ? -1 : 1));
  await writeFile(join(dir, FILES_LIST), entries.map((entry) => `${JSON.stringify(entry)}\n`).join(''));
  const blobs = [...new Set(entries.map((entry) => `storage/blobs/${entry.sha256}`))];
  return { files: entries.length, bytes: entries.reduce((sum, entry) => sum + entry.size, 0), written: [FILES_LIST, ...blobs] };
}

/** @param {Bucket} bucket @param {string} dir */
export async function restoreStorage(bucket, dir) {
  const entries = (await readFile(join(dir, FILES_LIST), 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  await inBatches(entries, async ({ name, size: _size, sha256, customMetadata, ...kept }) => {
    const bytes = await readFile(join(dir, 'storage', 'blobs', sha256));
    await bucket.file(name).save(bytes, { resumable: false, metadata: { ...kept, metadata: customMetadata } });
  });
  return { files: entries.length };
}
