#!/usr/bin/env node
// The committee's administration commands, against the emulators or, with credentials, a real project:
//
//   npm run committee -- grant someone@gmail.com      # make a member of the committee (they sign in once first)
//   npm run committee -- revoke someone@gmail.com     # take the role away (their sessions end at once)
//   npm run committee -- grant someone@gmail.com --role treasurer   # one task only: treasurer, events or content
//   npm run committee -- grant someone@gmail.com --role door --event <event id>   # one event's door, until the day after it
//   npm run committee -- revoke someone@gmail.com --role door
//   npm run committee -- release someone@gmail.com    # an address a family claimed or listed by mistake
//
// Each grant and removal is in the audit log (by "npm run committee"). Against the emulators, run it
// inside the suite (scripts/with-emulators.mjs) or with FIRESTORE_EMULATOR_HOST,
// FIREBASE_AUTH_EMULATOR_HOST and GCLOUD_PROJECT set. Against a real project, set
// GOOGLE_APPLICATION_CREDENTIALS (a service account allowed to use Firestore and Auth) and GCLOUD_PROJECT.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { parseCommitteeArgs } from './admin/committee-args.mjs';
import { setCommitteeRole } from './admin/committee-role.mjs';
import { releaseEmail } from './admin/release-email.mjs';

const USAGE =
  'Usage: npm run committee -- grant|revoke|release <email> [--role committee|treasurer|events|content|door] [--event <event id>]';
const parsed = parseCommitteeArgs(process.argv.slice(2));
const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;

if (!parsed) {
  console.error(USAGE);
  process.exit(2);
}
const { command, email: argument, role, event } = parsed;
if (!projectId) {
  console.error('Set GCLOUD_PROJECT to the project to change (and FIRESTORE_EMULATOR_HOST for the emulators).');
  process.exit(2);
}

const app = getApps()[0] ?? initializeApp({ projectId });
const db = getFirestore(app);
try {
  if (command === 'release') {
    const result = await releaseEmail(db, argument);
    console.log(
      `Released ${result.email}: ${result.familyId ? `no longer opens family ${result.familyId}` : 'it opened no family'}; ` +
        `${result.invitationsClosed} invitation(s) closed, ${result.membersCleared} member record(s) cleared.`,
    );
  } else {
    const user = await setCommitteeRole(argument, command === 'grant', role, event);
    if (user.door) {
      console.log(
        `${user.email} now holds the door role of event ${user.door.eventId} until ${user.door.lastDay} (from their next sign-in).`,
      );
    } else {
      const what = role === 'committee' ? 'a committee member' : `holding the ${role} role`;
      console.log(
        `${user.email} ${command === 'grant' ? 'is now' : 'is no longer'} ${what}${command === 'grant' ? ' (from their next sign-in)' : ''}.`,
      );
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await db.terminate();
}
