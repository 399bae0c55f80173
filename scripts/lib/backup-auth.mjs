// Auth in a backup folder: auth/users.jsonl, one line per account as the Auth emulator stores it (the
// Identity Toolkit's UserInfo: localId, email, emailVerified, displayName, disabled, providerUserInfo,
// customAttributes with the committee role, createdAt, lastLoginAt, passwordHash and salt ...).
// Read and written through the emulator's own accounts:batchGet and accounts:batchCreate, which keep
// the emulator's password hashes as they are (the Admin SDK's importUsers re-encodes a hash as base64,
// so a password account would no longer sign in).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** @typedef {import('./emulator-target.mjs').EmulatorTarget} EmulatorTarget */

export const USERS_FILE = 'auth/users.jsonl';
const PAGE = 1000;
/** What accounts:batchCreate sets from a stored account; the rest (validSince, lastRefreshAt ...) starts afresh. */
const IMPORTED = [
  'localId',
  'email',
  'emailVerified',
  'displayName',
  'photoUrl',
  'phoneNumber',
  'disabled',
  'customAttributes',
  'providerUserInfo',
  'passwordHash',
  'salt',
  'createdAt',
  'lastLoginAt',
  'mfaInfo',
];

/**
 * @param {EmulatorTarget} target
 * @param {string} method
 * @param {RequestInit} init
 * @returns {Promise<any>}
 */
async function accounts(target, method, init = {}) {
  const url = `${target.authUrl}/identitytoolkit.googleapis.com/v1/projects/${target.projectId}/accounts:${method}`;
  const response = await fetch(url, { ...init, headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' } });
  if (!response.ok) throw new Error(`Auth emulator accounts:${method}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

/** @param {EmulatorTarget} target @param {string} dir */
export async function backUpAuth(target, dir) {
  /** @type {Array<Record<string, unknown>>} */
  const users = [];
  let pageToken = '';
  do {
    const page = await accounts(target, `batchGet?maxResults=${PAGE}${pageToken ? `&nextPageToken=${encodeURIComponent(pageToken)}` : ''}`);
    users.push(...(page.users ?? []));
    pageToken = page.nextPageToken ?? '';
  } while (pageToken);
  users.sort((a, b) => (String(a.localId) < String(b.localId) ? -1 : 1));
  await mkdir(join(dir, 'auth'), { recursive: true });
  await writeFile(join(dir, USERS_FILE), users.map((user) => `${JSON.stringify(user)}\n`).join(''));
  return { users: users.length, files: [USERS_FILE] };
}

/** @param {EmulatorTarget} target @param {string} dir */
export async function restoreAuth(target, dir) {
  const lines = (await readFile(join(dir, USERS_FILE), 'utf8')).split('\n').filter(Boolean);
  const users = lines.map((line) => {
    const stored = JSON.parse(line);
    return Object.fromEntries(IMPORTED.filter((key) => stored[key] !== undefined).map((key) => [key, stored[key]]));
  });
  for (let i = 0; i < users.length; i += PAGE) {
    const result = await accounts(target, 'batchCreate', { method: 'POST', body: JSON.stringify({ users: users.slice(i, i + PAGE) }) });
    if (result.error?.length) throw new Error(`Accounts not restored: ${JSON.stringify(result.error.slice(0, 3))}`);
  }
  return { users: users.length };
}
