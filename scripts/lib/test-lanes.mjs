// The API test files and the browser specs split into lanes, each run by its own Emulator Suite at
// the same time as the others: a file shares a database only with the files of its own lane.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Seconds each file took inside a whole `npm test` on the 2-core machine (both lanes running). Only
 * the balance of the lanes rests on these numbers: a stale one makes a lane finish a little later,
 * never a test fail. Any file not named here counts as a short one.
 */
export const SLOW_FILE_SECONDS = {
  'tests/api/console-families.test.ts': 100,
  'tests/e2e/accessibility-sweep.spec.ts': 62,
  'tests/api/backup-restore.test.ts': 60,
  'tests/e2e/draws.spec.ts': 51,
  'tests/e2e/member-journey.spec.ts': 42,
  'tests/api/privacy-directory.test.ts': 35,
  'tests/e2e/bookings.spec.ts': 30,
  'tests/api/contact.test.ts': 25,
  'tests/api/family-trust.test.ts': 25,
  'tests/e2e/console-families.spec.ts': 21,
  'tests/api/committee-release.test.ts': 20,
  'tests/api/directory-snapshot.test.ts': 18,
  'tests/e2e/directory-registration.spec.ts': 18,
  'tests/e2e/console-calendar.spec.ts': 17,
  'tests/e2e/privacy-notice.spec.ts': 15,
  'tests/e2e/spec-audit.spec.ts': 15,
  'tests/api/own-answers.test.ts': 14,
  'tests/e2e/console-announcements.spec.ts': 14,
  'tests/e2e/console-draws.spec.ts': 14,
  'tests/e2e/public-features.spec.ts': 13,
  'tests/e2e/console-gallery.spec.ts': 12,
  'tests/e2e/registration-trust.spec.ts': 12,
  'tests/api/content-gallery.test.ts': 11,
  'tests/api/membership-directory.test.ts': 11,
  'tests/e2e/committee-console.spec.ts': 11,
  'tests/e2e/console-contact-details.spec.ts': 8,
  'tests/e2e/door.spec.ts': 22,
  'tests/e2e/rota.spec.ts': 13,
  'tests/e2e/site-presence.spec.ts': 8,
  'tests/api/content-executive-committee.test.ts': 7,
  'tests/e2e/membership.spec.ts': 7,
  'tests/e2e/privacy.spec.ts': 6,
  'tests/e2e/public-pages.spec.ts': 6,
  'tests/api/bootstrap-project.test.ts': 5,
  'tests/e2e/foundation-slice.spec.ts': 4,
  'tests/e2e/prerendered-pages.spec.ts': 29,
  'tests/e2e/shared-styles.spec.ts': 4,
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

/**
 * Every file the lanes share out, repository-relative: the API files (vitest) and the browser specs
 * (Playwright; its setup project runs in each lane that has a spec).
 * @param {string} root
 */
export function laneCandidates(root) {
  /** @param {string} folder @param {string} ending */
  const within = (folder, ending) =>
    readdirSync(join(root, folder))
      .filter((name) => name.endsWith(ending))
      .map((name) => relative(root, join(root, folder, name)));
  return [...within('tests/api', '.test.ts'), ...within('tests/e2e', '.spec.ts')];
}
