import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importDirFor } from './emulator-import.mjs';

function exportIn(bucket) {
  const dir = mkdtempSync(join(tmpdir(), 'edma-export-'));
  mkdirSync(join(dir, 'storage_export', 'metadata'), { recursive: true });
  writeFileSync(join(dir, 'storage_export', 'buckets.json'), JSON.stringify({ buckets: [{ id: bucket }] }));
  writeFileSync(join(dir, 'storage_export', 'metadata', 'a.json'), JSON.stringify({ name: 'photos/f/m.webp', bucket, size: 3 }));
  return dir;
}

describe('importDirFor', () => {
  it("imports the export as it is when its photos are in the slot's own bucket", () => {
    const dir = exportIn('demo-edma-s0.appspot.com');
    expect(importDirFor(dir, 'demo-edma-s0', join(dir, 'work'))).toBe(dir);
  });

  it("moves the photos to the slot's bucket in a copy, leaving the export untouched", () => {
    const dir = exportIn('demo-edma.appspot.com');
    const work = join(mkdtempSync(join(tmpdir(), 'edma-work-')), 'import');
    expect(importDirFor(dir, 'demo-edma-s4', work)).toBe(work);
    expect(JSON.parse(readFileSync(join(work, 'storage_export', 'buckets.json'), 'utf8'))).toEqual({
      buckets: [{ id: 'demo-edma-s4.appspot.com' }],
    });
    expect(JSON.parse(readFileSync(join(work, 'storage_export', 'metadata', 'a.json'), 'utf8'))).toEqual({
      name: 'photos/f/m.webp',
      bucket: 'demo-edma-s4.appspot.com',
      size: 3,
    });
    expect(JSON.parse(readFileSync(join(dir, 'storage_export', 'buckets.json'), 'utf8')).buckets[0].id).toBe('demo-edma.appspot.com');
  });
});
