import { describe, expect, it } from 'vitest';
import type { DirectoryItem } from './directory-entry.ts';
import { directoryBody, itemBytes, packShards, spliceFamily, unpackShards } from './snapshot-layout.ts';

const item = (id: string, ms: number, size = 10): DirectoryItem => ({
  key: `${String(ms).padStart(16, '0')}|${id}`,
  json: JSON.stringify({ id, pad: 'x'.repeat(size) }),
});

describe('packShards', () => {
  it('keeps a small directory in one shard, and an empty one too', () => {
    expect(packShards([item('a', 1), item('b', 2)])).toHaveLength(1);
    expect(packShards([])).toEqual([{ keys: [], families: [] }]);
  });

  it('splits by bytes, not by count, keeping the order and every item', () => {
    const items = [item('a', 1, 500), item('b', 2, 10), item('c', 3, 10), item('d', 4, 500), item('e', 5, 10)];
    const budget = itemBytes(items[0]!) + itemBytes(items[1]!) + itemBytes(items[2]!);
    const shards = packShards(items, budget);
    expect(shards.map((s) => s.keys.map((k) => k.split('|')[1]))).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
    for (const shard of shards)
      expect(shard.keys.map((k, i) => itemBytes({ key: k, json: shard.families[i]! })).reduce((a, b) => a + b)).toBeLessThanOrEqual(budget);
    expect(unpackShards(shards)).toEqual(items);
  });

  it('counts UTF-8 bytes (names with accents and Malayalam script)', () => {
    expect(itemBytes({ key: 'k', json: 'മ' })).toBe(3 + 1 + 1 + 1);
  });

  it('stays under the 1 MiB document limit with 10,000 families', () => {
    const items = Array.from({ length: 10_000 }, (_, i) => item(`family${i}`, i, 400));
    const shards = packShards(items);
    expect(shards.length).toBeGreaterThan(1);
    expect(shards.length).toBeLessThanOrEqual(6);
    for (const shard of shards) {
      const bytes = shard.keys.reduce((n, k, i) => n + itemBytes({ key: k, json: shard.families[i]! }), 0);
      expect(bytes).toBeLessThan(1_048_576 - 100_000);
    }
  });
});

describe('directoryBody', () => {
  it('is the families as one JSON array', () => {
    const body = directoryBody([item('a', 1).json, item('b', 2).json]);
    expect(JSON.parse(body).map((f: { id: string }) => f.id)).toEqual(['a', 'b']);
    expect(directoryBody([])).toBe('[]');
  });
});

describe('spliceFamily', () => {
  const items = [item('a', 1), item('c', 3), item('e', 5)];
  const ids = (list: DirectoryItem[]) => list.map((i) => JSON.parse(i.json).id);

  it('inserts a new family in registration order', () => {
    const next = spliceFamily(items, 'd', item('d', 4));
    expect(next.changed).toBe(true);
    expect(ids(next.items)).toEqual(['a', 'c', 'd', 'e']);
    expect(ids(spliceFamily(items, 'z', item('z', 0)).items)).toEqual(['z', 'a', 'c', 'e']);
    expect(ids(spliceFamily(items, 'z', item('z', 9)).items)).toEqual(['a', 'c', 'e', 'z']);
  });

  it('replaces an entry in place and removes one that is no longer listed', () => {
    const edited = { ...item('c', 3), json: JSON.stringify({ id: 'c', name: 'new' }) };
    const next = spliceFamily(items, 'c', edited);
    expect(next.items[1]).toEqual(edited);
    expect(ids(spliceFamily(items, 'c', null).items)).toEqual(['a', 'e']);
  });

  it('reports no change when the entry is already so (or absent and still not listed)', () => {
    expect(spliceFamily(items, 'c', item('c', 3)).changed).toBe(false);
    expect(spliceFamily(items, 'x', null).changed).toBe(false);
  });

  it('does not change the list it was given', () => {
    const copy = [...items];
    spliceFamily(items, 'b', item('b', 2));
    expect(items).toEqual(copy);
  });
});
