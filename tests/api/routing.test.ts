import { describe, expect, it } from 'vitest';
import { emulatorEnv } from '../support/emulator-env.ts';
import { callApi } from '../support/api-calls.ts';

describe('api routing', () => {
  it('accepts paths with and without the /api prefix', async () => {
    const withPrefix = await fetch(`${emulatorEnv.functionsUrl}/api/get_families.php`);
    const without = await fetch(`${emulatorEnv.functionsUrl}/get_families.php`);
    expect(withPrefix.status).toBe(200);
    expect(without.status).toBe(200);
  });

  it('answers unknown paths with a JSON 404', async () => {
    const response = await callApi('no_such_thing.php');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, message: 'Not found.' });
  });

  it.each([
    ['get_families.php', 'POST', 'GET, HEAD'],
    ['save_family.php', 'GET', 'POST'],
    ['check_user.php', 'POST', 'GET, HEAD'],
    ['update_member.php', 'GET', 'POST'],
    ['delete_member.php', 'DELETE', 'POST'],
    ['contact', 'GET', 'POST'],
    ['spin.php', 'PUT', 'POST'],
    ['spin-b.php', 'GET', 'POST'],
  ])('answers %s with %s by 405 and names the allowed methods', async (path, method, allow) => {
    const response = await callApi(path, { method });
    expect(response.status).toBe(405);
    expect(response.body).toEqual({ success: false, message: 'Method not allowed.' });
    expect(response.headers.get('allow')).toBe(allow);
  });

  it('never lets a JSON answer be cached unless meant to', async () => {
    const response = await callApi('check_user.php?email=x');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
