// An emulator export (emulator-data/) made for one project, imported into another slot's project.
// Firestore and Auth import into whichever project runs; Storage keeps its objects under the bucket
// they were saved in, while the functions read the slot's own default bucket (`<project>.appspot.com`):
// without this, every demo photo answers 404 on any slot but the one that made the export.
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The folder to import for `projectId`: `sourceDir` itself when its photos are already in that
 * project's bucket, else a copy in `workDir` with the bucket renamed.
 * @param {string} sourceDir
 * @param {string} projectId
 * @param {string} workDir
 */
export function importDirFor(sourceDir, projectId, workDir) {
  const storage = join(sourceDir, 'storage_export');
  const bucketsFile = join(storage, 'buckets.json');
  if (!existsSync(bucketsFile)) return sourceDir;
  const bucket = `${projectId}.appspot.com`;
  const buckets = JSON.parse(readFileSync(bucketsFile, 'utf8')).buckets ?? [];
  if (buckets.length === 0 || buckets.every((b) => b.id === bucket)) return sourceDir;
  if (buckets.length > 1) throw new Error(`${bucketsFile} holds ${buckets.length} buckets; the demo data uses one.`);
  rmSync(workDir, { recursive: true, force: true });
  cpSync(sourceDir, workDir, { recursive: true });
  const copy = join(workDir, 'storage_export');
  writeFileSync(join(copy, 'buckets.json'), `${JSON.stringify({ buckets: [{ id: bucket }] }, null, 2)}\n`);
  for (const name of readdirSync(join(copy, 'metadata'))) {
    const path = join(copy, 'metadata', name);
    writeFileSync(path, JSON.stringify({ ...JSON.parse(readFileSync(path, 'utf8')), bucket }, null, 2));
  }
  return workDir;
}
