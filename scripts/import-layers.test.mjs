import { describe, expect, it } from 'vitest';
import { folderOf, longestChain, mutualFolders } from './import-layers.mjs';

const graph = (edges) => new Map(Object.entries(edges));

describe('import layers', () => {
  it('counts the modules on the longest chain from the entry, the entry and the ground included', () => {
    const g = graph({ index: ['routes', 'store'], routes: ['handlers'], handlers: ['store'], store: [] });
    expect(longestChain(g, 'index')).toEqual(['index', 'routes', 'handlers', 'store']);
  });

  it('reports a cycle instead of a length', () => {
    expect(() => longestChain(graph({ a: ['b'], b: ['a'] }), 'a')).toThrow(/cycle/);
  });

  it('finds folders that import each other, once per pair', () => {
    const g = graph({
      'functions/src/a/x.ts': ['functions/src/b/y.ts'],
      'functions/src/b/y.ts': ['functions/src/store/z.ts'],
      'functions/src/b/w.ts': ['functions/src/a/v.ts'],
      'functions/src/store/z.ts': [],
    });
    expect(mutualFolders(g, folderOf)).toEqual(['a/b']);
  });

  it('names the root files’ folder ".", and a domain’s handlers apart from the domain', () => {
    expect(folderOf('functions/src/routes.ts')).toBe('.');
    expect(folderOf('functions/src/store/clock.ts')).toBe('store');
    expect(folderOf('functions/src/bookings/handlers/save-booking.ts')).toBe('bookings/handlers');
  });
});
