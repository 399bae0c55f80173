import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// Tests call the API through the contract's endpoints (callEndpoint, or an endpoint's `.path` where
// the body cannot be typed): a path written by hand, or an older path table, drifts from the route
// the function registers. tests/wire keeps its own literal paths: it tests the wire itself.
const TESTS = join(import.meta.dirname, '..');
const CALL = /\b(callApi|callApiRaw|postJson|callEndpoint)\s*(?:<[^()]*?>)?\(\s*['"`]/g;
const PATHS_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from/g;
/** Routes registered by a path constant, with no endpoint object in the contract. */
const WITHOUT_ENDPOINT = new Set(['CALENDAR_PATHS.feed', 'EMAIL_PATHS.unsubscribe']);

/** Files that quote calls written by hand as examples for their own scans. */
const SCANNERS = [join('config', 'no-literal-api-paths.test.ts'), join('config', 'endpoint-calls.test.ts')];

const sources = (readdirSync(TESTS, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts') && !file.startsWith(`wire${sep}`) && !SCANNERS.includes(file))
  .map((file) => join(TESTS, file));

function lineOf(source: string, index: number): number {
  return source.slice(0, index).split('\n').length;
}

/** Each call with a literal path, and each import of a path table: `file:line: text`. */
function pathsByHand(file: string, source: string): string[] {
  const found = [...source.matchAll(CALL)].map((match) => `${file}:${lineOf(source, match.index)}: ${match[0].split('\n')[0]}`);
  for (const match of source.matchAll(PATHS_IMPORT)) {
    const tables = match[1]!.match(/\b\w+_PATHS\b/g) ?? [];
    for (const table of tables) {
      const uses = [...source.matchAll(new RegExp(`\\b${table}\\.(\\w+)`, 'g'))].map((use) => `${table}.${use[1]}`);
      if (uses.length === 0 || uses.some((use) => !WITHOUT_ENDPOINT.has(use))) {
        found.push(`${file}:${lineOf(source, match.index)}: imports ${table}`);
      }
    }
  }
  return found;
}

describe('test calls to the API', () => {
  it('take their paths from the contract’s endpoints outside tests/wire', () => {
    expect(sources.length).toBeGreaterThan(50);
    const byHand = sources.flatMap((file) => pathsByHand(relative(TESTS, file), readFileSync(file, 'utf8')));
    expect(byHand).toEqual([]);
  });

  it('the scan sees a path written by hand', () => {
    expect(pathsByHand('a.ts', "postJson('contact', message)")).toEqual(["a.ts:1: postJson('"]);
    expect(pathsByHand('a.ts', 'x;\ncallApi<{ id: string }>(\n  `check_user.php?email=${e}`)')).toHaveLength(1);
    expect(pathsByHand('a.ts', 'callEndpoint(`/api/contact`, {})')).toHaveLength(1);
    expect(pathsByHand('a.ts', "import { FAMILY_PATHS } from '@edma/contract/family';\nFAMILY_PATHS.save")).toEqual([
      'a.ts:1: imports FAMILY_PATHS',
    ]);
    expect(pathsByHand('a.ts', 'callEndpoint(CONTACT_API.send, message, { ip })')).toEqual([]);
    expect(pathsByHand('a.ts', 'callApi(apiRoute(FAMILY_API.updateMember.path), { body: form })')).toEqual([]);
    expect(pathsByHand('a.ts', "import { CALENDAR_PATHS } from '@edma/contract/calendar';\nCALENDAR_PATHS.feed")).toEqual([]);
  });
});
