#!/usr/bin/env node
// `npm run bootstrap`: once after the first `firebase deploy` of a new project, creates what the
// site needs to exist (the three draws, without names). Safe to run again: it only adds what is missing.
//
//   GOOGLE_APPLICATION_CREDENTIALS=key.json GCLOUD_PROJECT=<project-id> npm run bootstrap
//
// (or `gcloud auth application-default login` instead of a key). Against the emulators, run it
// inside the suite (scripts/with-emulators.mjs), where FIRESTORE_EMULATOR_HOST and GCLOUD_PROJECT are set.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { bootstrapProject } from './lib/bootstrap-project.mjs';
import { seedSiteContent } from './seed/site-content.mjs';
import { seedGalleryContent } from './seed/gallery-content.mjs';

const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
if (!projectId) {
  console.error('Set GCLOUD_PROJECT to the Firebase project to prepare (and credentials: GOOGLE_APPLICATION_CREDENTIALS).');
  process.exit(2);
}
if (process.env.FIRESTORE_EMULATOR_HOST) process.env.METADATA_SERVER_DETECTION ??= 'none';

const db = getFirestore(getApps()[0] ?? initializeApp({ projectId }));
try {
  const { created, kept } = await bootstrapProject(db);
  const where = `${projectId}${process.env.FIRESTORE_EMULATOR_HOST ? ' (emulator)' : ''}`;
  console.log(
    `Bootstrapped ${where}: created ${created.length ? created.join(', ') : 'nothing'}; already there: ${kept.length ? kept.join(', ') : 'nothing'}.`,
  );
  if (created.length > 0)
    console.log('Next: `npm run committee -- grant <email>` for the first committee member, who then adds the draw names.');
  const content = await seedSiteContent(db);
  console.log(
    `Calendar and videos (the spec's, until the committee edits them): created ${content.created.join(', ') || 'nothing'}; already there: ${content.kept.join(', ') || 'nothing'}.`,
  );
  const gallery = await seedGalleryContent(db);
  console.log(
    `Albums and the committee page (the site's former content, until the committee edits them): created ${gallery.created.join(', ') || 'nothing'}; already there: ${gallery.kept.join(', ') || 'nothing'}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await db.terminate();
}
