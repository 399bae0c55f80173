import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { STORED_COLLECTIONS, type StoredCollection } from '../store/stored-collections.ts';
import { ERASURE_RULES } from './erase-family-data.ts';
import { FAMILY_DATA_COLLECTIONS, OUTSIDE_FAMILY_DATA } from './family-holdings.ts';

/*
 * Every collection the product stores is either a family's data (in the holdings, exported, with an
 * erasure rule) or declared to hold nothing of a family, with why. A new collection, say one keeping
 * a family's words like bankImports' statement lines, fails here until it is one or the other.
 */

interface Inventory {
  stored: readonly StoredCollection[];
  familyData: readonly string[];
  erasureRules: Readonly<Record<string, unknown>>;
  outside: Readonly<Record<string, string>>;
}

const PROJECT: Inventory = {
  stored: STORED_COLLECTIONS,
  familyData: FAMILY_DATA_COLLECTIONS,
  erasureRules: ERASURE_RULES,
  outside: OUTSIDE_FAMILY_DATA,
};

/** What is wrong with the inventory, one line each; empty when every stored collection is classified. */
function inventoryProblems({ stored, familyData, erasureRules, outside }: Inventory): string[] {
  const collections = [...new Set(stored.map((entry) => entry.path.split('/')[0]!))];
  const problems: string[] = [];
  for (const name of collections) {
    const family = familyData.includes(name);
    const declared = Object.hasOwn(outside, name);
    if (!family && !declared) {
      problems.push(`${name}: add it to FAMILY_DATA_COLLECTIONS with an erasure rule, or to OUTSIDE_FAMILY_DATA with why`);
    }
    if (family && declared) problems.push(`${name}: both family data and outside it`);
  }
  for (const name of familyData) {
    if (typeof erasureRules[name] !== 'function') problems.push(`${name}: family data without an erasure rule (ERASURE_RULES)`);
    if (!collections.includes(name)) problems.push(`${name}: in FAMILY_DATA_COLLECTIONS but not a stored collection`);
  }
  for (const [name, why] of Object.entries(outside)) {
    if (why.trim() === '') problems.push(`${name}: outside family data without why`);
    if (!collections.includes(name)) problems.push(`${name}: in OUTSIDE_FAMILY_DATA but not a stored collection`);
  }
  return problems;
}

describe('the privacy inventory', () => {
  it('classifies every stored collection: family data with an erasure rule, or outside it with why', () => {
    expect(inventoryProblems(PROJECT)).toEqual([]);
    expect(FAMILY_DATA_COLLECTIONS).toContain('bankImports');
  });

  it('fails for a new collection in neither list, such as one keeping statement lines', () => {
    const lines: StoredCollection = { path: 'statementLines/{id}', schema: z.object({ text: z.string() }) };
    expect(inventoryProblems({ ...PROJECT, stored: [...STORED_COLLECTIONS, lines] })).toEqual([
      'statementLines: add it to FAMILY_DATA_COLLECTIONS with an erasure rule, or to OUTSIDE_FAMILY_DATA with why',
    ]);
  });

  it('fails for family data without an erasure rule, a collection in both lists, or one declared without why', () => {
    const { bankImports: _dropped, ...rules } = ERASURE_RULES;
    expect(inventoryProblems({ ...PROJECT, erasureRules: rules })).toEqual([
      'bankImports: family data without an erasure rule (ERASURE_RULES)',
    ]);
    expect(inventoryProblems({ ...PROJECT, outside: { ...OUTSIDE_FAMILY_DATA, bankImports: 'statement lines' } })).toEqual([
      'bankImports: both family data and outside it',
    ]);
    expect(inventoryProblems({ ...PROJECT, outside: { ...OUTSIDE_FAMILY_DATA, rateLimits: ' ' } })).toEqual([
      'rateLimits: outside family data without why',
    ]);
  });
});
