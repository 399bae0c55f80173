// The API test files split into lanes, each run by its own Emulator Suite at the same time as the
// others: a file shares a database only with the files of its own lane.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Seconds the slow files took inside a whole `npm test` on the 2-core machine (both lanes and the
 * browser running). Only the balance of the lanes rests on these numbers: a stale one makes a lane
 * finish a little later, never a test fail. Any file not named here counts as a short one.
 */
export const SLOW_FILE_SECONDS = {
  'tests/api/console-families.test.ts': 41,
  'tests/api/backup-restore.test.ts': 38,
  'tests/api/directory-snapshot.test.ts': 30,
  'tests/api/photos-and-directory.test.ts': 30,
  'tests/api/own-answers.test.ts': 25,
  'tests/api/contact.test.ts': 20,
  'tests/api/family-trust.test.ts': 18,
  'tests/api/privacy-directory.test.ts': 15,
  'tests/api/committee-release.test.ts': 10,
  'tests/api/content-executive-committee.test.ts': 10,
  'tests/api/membership-directory.test.ts': 8,
  'tests/api/content-gallery.test.ts': 8,
};
const SHORT_FILE_SECONDS = 4;

/**
 * The files of lane `lane` (1-based) of `lanes`: longest first, each to the lane with the least
 * work so far, so every file lands in exactly one lane and the lanes end at about the same time.
 * `extraSeconds[i]` is work lane i+1 has besides these files (the rules suite, the browser suite).
 * @param {string[]} files repository-relative paths
 * @param {number} lane
 * @param {number} lanes
 * @param {number[]} [extraSeconds]
 * @returns {string[]}
 */
export function laneFiles(files, lane, lanes, extraSeconds = []) {
  if (!Number.isInteger(lanes) || lanes < 1 || !Number.isInteger(lane) || lane < 1 || lane > lanes) {
    throw new Error(`lane must be 1..${lanes}, got ${lane}`);
  }
  const weight = (file) => SLOW_FILE_SECONDS[file] ?? SHORT_FILE_SECONDS;
  const sorted = [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
  const load = Array.from({ length: lanes }, (_, i) => extraSeconds[i] ?? 0);
  const chosen = [];
  for (const file of sorted) {
    const least = Math.min(...load);
    const target = load.indexOf(least);
    load[target] = least + weight(file);
    if (target === lane - 1) chosen.push(file);
  }
  return chosen.sort();
}

/** Every API test file, repository-relative. */
export function apiTestFiles(root) {
  const dir = join(root, 'tests', 'api');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => relative(root, join(dir, name)));
}
