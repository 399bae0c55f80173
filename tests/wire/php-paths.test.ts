import { WRONG_PASSWORD_MESSAGE } from '@edma/contract/draw';
import { describe, expect, it } from 'vitest';
import { SESSION_EXPIRED_MESSAGE } from '../../functions/src/errors/domain-error.ts';
import { jsonBody, wire } from './wire-calls.ts';
import { WIRE_PATHS } from './wire-paths.ts';

/*
 * The spec's PHP addresses reach their routes through Hosting (not the app's pages, which Hosting
 * serves for every other path), and the function answers with and without the /api prefix.
 */

const SESSION_EXPIRED = { success: false, message: SESSION_EXPIRED_MESSAGE };

describe("the spec's PHP paths, through Hosting", () => {
  it('GET get_families.php answers the directory (a JSON array, as the spec has it)', async () => {
    const answer = await wire(WIRE_PATHS.families);
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body)).toBe(true);
  });

  it('every member address answers the API refusal to the signed-out, not a page', async () => {
    for (const path of [WIRE_PATHS.checkUser, WIRE_PATHS.family]) {
      const answer = await wire(path);
      expect([answer.status, answer.body], path).toEqual([401, SESSION_EXPIRED]);
    }
    for (const path of [WIRE_PATHS.save, WIRE_PATHS.updateFamily, WIRE_PATHS.updateMember, WIRE_PATHS.deleteMember]) {
      const answer = await wire(path, jsonBody({}));
      expect([answer.status, answer.body], path).toEqual([401, SESSION_EXPIRED]);
    }
  });

  it('spin.php, spin-b.php and spin-c.php refuse a spin without the password', async () => {
    for (const path of WIRE_PATHS.spins) {
      const answer = await wire(path, { method: 'POST' });
      expect([answer.status, answer.body], path).toEqual([403, { success: false, message: WRONG_PASSWORD_MESSAGE }]);
    }
  });

  it('a PHP address asked with the wrong method answers 405 and its methods', async () => {
    const answer = await wire(WIRE_PATHS.save);
    expect([answer.status, answer.body]).toEqual([405, { success: false, message: 'Method not allowed.' }]);
    expect(answer.headers.get('allow')).toBe('POST');
  });

  it('an unknown API address answers a JSON 404', async () => {
    const answer = await wire(WIRE_PATHS.noSuchRoute);
    expect([answer.status, answer.body]).toEqual([404, { success: false, message: 'Not found.' }]);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe("the function's own URL", () => {
  it('accepts paths with and without the /api prefix', async () => {
    expect((await wire(WIRE_PATHS.families, { direct: true })).status).toBe(200);
    expect((await wire(WIRE_PATHS.families.replace(/^\/api/, ''), { direct: true })).status).toBe(200);
  });
});
