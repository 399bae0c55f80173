import { describe, expect, it } from 'vitest';
import { serverErrorCauses } from './server-errors.ts';

describe('serverErrorCauses', () => {
  it('counts logged errors of one route by their first line, without addresses', () => {
    const log = [
      'i  functions: Beginning execution of "europe-west2-api"',
      '>  {"route":"save_family.php","method":"POST","error":"Error: 10 ABORTED: Transaction lock timeout.\\n    at x","severity":"ERROR"}',
      '>  {"route":"save_family.php","method":"POST","error":"Error: 10 ABORTED: Transaction lock timeout.\\n    at y"}',
      '>  {"route":"save_family.php","error":"FetchError: request to http://127.0.0.1:9269/upload?name=a failed, reason: read ECONNRESET"}',
      '>  {"route":"spin.php","error":"Error: other"}',
      '>  {"route":"save_family.php", broken',
    ].join('\n');
    expect(serverErrorCauses(log, 'save_family.php')).toEqual({
      'Error: 10 ABORTED: Transaction lock timeout.': 2,
      'FetchError: request to <url> failed, reason: read ECONNRESET': 1,
    });
  });
});
