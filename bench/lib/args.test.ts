import { describe, expect, it } from 'vitest';
import { parseArgs, selected } from './args.ts';

const SECTIONS = ['bundle', 'lighthouse', 'spin'];

describe('bench arguments', () => {
  it('runs every section by default', () => {
    const options = parseArgs([], SECTIONS);
    expect(options.only).toBeNull();
    expect(selected(options, 'spin')).toBe(true);
    expect(options.withTestTime).toBe(false);
  });

  it('narrows to the named sections, repeated or comma separated', () => {
    const options = parseArgs(['--only', 'bundle,spin', '--only=lighthouse'], SECTIONS);
    expect([...options.only!].sort()).toEqual(['bundle', 'lighthouse', 'spin']);
    expect(selected(parseArgs(['--only', 'bundle'], SECTIONS), 'spin')).toBe(false);
  });

  it('refuses unknown sections and options', () => {
    expect(() => parseArgs(['--only', 'nope'], SECTIONS)).toThrow(/Unknown section nope/);
    expect(() => parseArgs(['--fast'], SECTIONS)).toThrow(/Unknown option --fast/);
    expect(() => parseArgs(['--only'], SECTIONS)).toThrow(/needs a value/);
  });

  it('keeps the cold-start run off the bench slot', () => {
    expect(() => parseArgs(['--slot', '8'], SECTIONS)).toThrow(/must differ/);
    expect(parseArgs(['--with-test-time'], SECTIONS).withTestTime).toBe(true);
  });
});
