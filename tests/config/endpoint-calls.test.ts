import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// The web reaches the API through the contract's endpoints: a path written by hand at a call site
// drifts from the schema the function checks. Only web/src/api sends requests by path.
const WEB_SRC = join(import.meta.dirname, '..', '..', 'web', 'src');
const CALL = /\b(getJson|postJson|postForm)\(\s*([^,]*),/g;
/** The first argument is an endpoint's `.path`, alone or with its query (`endpointUrl(X.path, query)`). */
const THROUGH_ENDPOINT = /^(endpointUrl\(\s*)?[\w.]+\.path\b/;

const sources = (readdirSync(WEB_SRC, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith(`api${sep}`) && !file.startsWith(`test${sep}`))
  .map((file) => join(WEB_SRC, file));

/** Each call outside web/src/api whose path is not an endpoint's: `file: call`. */
function callsByHand(file: string, source: string): string[] {
  return [...source.matchAll(CALL)].filter(([, , path]) => !THROUGH_ENDPOINT.test(path!.trim())).map(([call]) => `${file}: ${call}`);
}

describe('web calls to the API', () => {
  it('go through an endpoint of the contract outside web/src/api', () => {
    expect(sources.length).toBeGreaterThan(100);
    const byHand = sources.flatMap((file) => callsByHand(relative(WEB_SRC, file), readFileSync(file, 'utf8')));
    expect(byHand).toEqual([]);
  });

  it('the scan sees a path written by hand', () => {
    expect(callsByHand('a.ts', "postJson('/api/contact', message, resultSchema)")).toHaveLength(1);
    expect(callsByHand('a.ts', 'getJson(CONTACT_PATH, schema)')).toHaveLength(1);
    expect(callsByHand('a.ts', 'postJson(CONTACT_API.send.path, message, CONTACT_API.send.response)')).toEqual([]);
    expect(callsByHand('a.ts', 'getJson(endpointUrl(checkUser.path, query), checkUser.response, { token })')).toEqual([]);
  });
});
