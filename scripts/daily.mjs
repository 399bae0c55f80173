#!/usr/bin/env node
// `npm run daily -- --date 2027-09-01`: runs the daily job (reminders, retention, the directory) for
// a given UK date, the same code the scheduled function runs at 09:00 UK time. It works on the
// emulators of `npm start` (slot 0; EDMA_SLOT=N for another), so a developer can see what a day
// sends (in maildev) without waiting for it. Each send is idempotent: running a date twice sends
// nothing twice. It never runs against a real project: it sets every emulator host of the slot
// (scripts/lib/daily-env.mjs) and refuses to run unless the slot's emulators answer.
import { getApps, initializeApp } from 'firebase-admin/app';
import { associationToday, isRealIsoDate } from '../contract/src/dates.ts';
import { clockFor } from '../functions/src/store/clock.ts';
import { runDailyJob } from '../functions/src/daily/daily-job.ts';
import { dailyJobEnv, unsafeForDailyJob } from './lib/daily-env.mjs';
import { assertEmulatorsRunning, emulatorTarget } from './lib/emulator-target.mjs';
import { portsForSlot, projectIdForSlot } from './lib/ports.mjs';

const args = process.argv.slice(2);
const dateAt = args.indexOf('--date');
const date = dateAt >= 0 ? (args[dateAt + 1] ?? '') : associationToday();
if (!isRealIsoDate(date)) {
  console.error(`Give the day as --date yyyy-MM-dd (got "${date}").`);
  process.exit(2);
}

const slot = Number(process.env.EDMA_SLOT ?? 0);
const ports = portsForSlot(slot);
const projectId = projectIdForSlot(slot);
// Every service the job uses on the slot's emulators (Storage deletes and Auth lookups too), or no run.
Object.assign(process.env, dailyJobEnv(slot));
const unsafe = unsafeForDailyJob(process.env);
if (unsafe.length > 0) {
  console.error(`Not running the daily job: ${unsafe.join('; ')}.`);
  process.exit(2);
}
try {
  await assertEmulatorsRunning(emulatorTarget(slot));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const site = `http://127.0.0.1:${ports.hosting}`;

if (getApps().length === 0) initializeApp({ projectId });
try {
  const report = await runDailyJob({ ...clockFor(date), siteUrl: site });
  console.log(`Daily job for ${date} on the emulators of slot ${slot} (${projectId}):`);
  for (const [step, result] of Object.entries(report.steps)) console.log(`  ${step}: ${JSON.stringify(result)}`);
  console.log(`Emails queued appear in maildev at http://127.0.0.1:${ports.mailWeb} once the functions send them.`);
  process.exit(Object.values(report.steps).some((r) => 'error' in r) ? 1 : 0);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  console.error(`Is \`npm start\` running (Firestore on 127.0.0.1:${ports.firestore})?`);
  process.exit(1);
}
