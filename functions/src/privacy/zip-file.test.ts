import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvOf, zipFiles } from './zip-file.ts';

describe('zipFiles', () => {
  it('makes an archive that unzip reads back byte for byte (deflated text, stored photos)', () => {
    const binary = Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 7919) % 256));
    const text = 'family,Ünïcode\n'.repeat(200);
    const dir = mkdtempSync(join(tmpdir(), 'zip-'));
    const file = join(dir, 'out.zip');
    writeFileSync(
      file,
      zipFiles([
        { name: 'family.json', data: text },
        { name: 'photos/member-1.jpg', data: binary },
      ]),
    );
    execFileSync('unzip', ['-q', file, '-d', join(dir, 'x')]);
    expect(readFileSync(join(dir, 'x', 'family.json'), 'utf8')).toBe(text);
    expect(readFileSync(join(dir, 'x', 'photos', 'member-1.jpg')).equals(binary)).toBe(true);
    expect(execFileSync('unzip', ['-tq', file]).toString()).toContain('No errors');
    // Text is deflated, the photo stored as it is.
    const listing = execFileSync('unzip', ['-v', file]).toString();
    expect(listing).toMatch(/Defl:N.*family\.json/);
    expect(listing).toMatch(/Stored.*photos\/member-1\.jpg/);
  });
});

describe('csvOf', () => {
  it('quotes, keeps formulas inert and takes every key as a column', () => {
    expect(csvOf([{ a: 'x,y', b: '=1+1' }, { c: 'say "hi"' }])).toBe('a,b,c\r\n"x,y",\'=1+1,\r\n,,"say ""hi"""\r\n');
  });
});
