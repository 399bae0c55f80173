import { createHash } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { avatarPhotos } from './avatar.mjs';
import { DEFAULT_SEED, DEMO_ACCOUNTS, demoDrawNames, generateDemoFamilies } from './demo-families.mjs';
import { demoNameForEmail, demoSubForEmail, normaliseEmail } from './demo-identity.mjs';
import { seedSiteContent } from './site-content.mjs';
import { seedGalleryContent } from './gallery-content.mjs';
import { seedDemoBookings } from './demo-bookings.mjs';
import { demoDoorRoleClaims } from './demo-door-pass.mjs';
import { seedDemoRota } from './demo-rota.mjs';
import { seedDemoAnnouncement } from './demo-announcement.mjs';
import { seedDemoDues } from './demo-dues.mjs';

const DRAW_TITLES = { 'chitti-A': 'Chitty-A', 'chitti-B': 'Chitty-B', 'chitti-C': 'Chitty-C' };
// As the functions store them: never read directly, served by the API.
const PHOTO_CACHE_CONTROL = 'private, no-store';

/** What each demo draw is, as the committee says in the console (every page public). */
export const DEMO_DRAW_ABOUT = {
  'chitti-A': { membersOnly: false, kind: 'chitty', lottery: null },
  'chitti-B': { membersOnly: false, kind: 'chitty', lottery: null },
  'chitti-C': { membersOnly: false, kind: 'free-prize-draw', lottery: null },
};

/** Refuses to run anywhere but against the local emulators of a demo project. */
export function emulatorTarget(env = process.env) {
  const projectId = env.GCLOUD_PROJECT ?? env.EDMA_PROJECT_ID;
  for (const name of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_STORAGE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST']) {
    if (!env[name]) throw new Error(`${name} is not set: run this against the emulators (scripts/with-emulators.mjs).`);
  }
  if (!projectId?.startsWith('demo-')) throw new Error(`Refusing to seed project "${projectId}": only demo-* projects.`);
  return { projectId, authHost: env.FIREBASE_AUTH_EMULATOR_HOST, firestoreHost: env.FIRESTORE_EMULATOR_HOST };
}

/**
 * Runs an upload again (up to three times in all) when its connection dropped: the Storage emulator
 * can reset a reused keep-alive socket under a burst of uploads. The same bytes to the same path.
 * @param {() => Promise<unknown>} upload
 */
async function uploadRetrying(upload) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await upload();
    } catch (error) {
      if (attempt >= 3 || !/\b(ECONNRESET|EPIPE|socket hang up)\b/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

async function inBatches(items, size, work) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

/** Creates (or finds) the Google account of a demo sign-in in the Auth emulator. */
async function ensureDemoUser(authHost, email) {
  const idToken = JSON.stringify({
    sub: demoSubForEmail(email),
    email: normaliseEmail(email),
    email_verified: true,
    name: demoNameForEmail(email),
  });
  const response = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
    }),
  });
  if (!response.ok) throw new Error(`Auth emulator refused ${email}: HTTP ${response.status} ${await response.text()}`);
}

/** Empties the emulators' Firestore, Auth and photos (only with --reset). */
async function resetEmulators(target, bucket) {
  const firestore = await fetch(`http://${target.firestoreHost}/emulator/v1/projects/${target.projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  if (!firestore.ok) throw new Error(`Could not clear Firestore: HTTP ${firestore.status}`);
  const auth = await fetch(`http://${target.authHost}/emulator/v1/projects/${target.projectId}/accounts`, { method: 'DELETE' });
  if (!auth.ok) throw new Error(`Could not clear Auth: HTTP ${auth.status}`);
  await bucket.deleteFiles({ prefix: 'photos/' }).catch(() => undefined);
}

/**
 * Seeds the running emulators with demo families (Firestore, the functions' layout), their photos
 * (Storage), the three draws and the demo sign-ins (Auth). Options: families, members (exact
 * total, else about 3.3 a family), seed, photoShare, bucket, reset, today, log.
 */
export async function seedDemoData(options = {}) {
  const target = emulatorTarget();
  const {
    families: count = 100,
    members,
    seed = DEFAULT_SEED,
    photoShare = 0.2,
    reset = false,
    today = new Date(),
    log = () => {},
  } = options;
  const bucketName = options.bucket ?? `${target.projectId}.appspot.com`;
  const app = getApps().find((a) => a.name === 'seed') ?? initializeApp({ projectId: target.projectId, storageBucket: bucketName }, 'seed');
  const db = getFirestore(app);
  const bucket = getStorage(app).bucket(bucketName);
  if (reset) await resetEmulators(target, bucket);

  const families = generateDemoFamilies({ families: count, members, seed, today, photoShare });
  const writer = db.bulkWriter();
  for (const family of families) {
    const { id, members: familyMembers, createdAtMs, ...fields } = family;
    const ref = db.collection('families').doc(id);
    void writer.set(ref, { ...fields, created_at: Timestamp.fromMillis(createdAtMs) });
    for (const { id: memberId, ...member } of familyMembers) void writer.set(ref.collection('members').doc(memberId), member);
    for (const email of family.member_emails) {
      const emailId = createHash('sha256').update(email).digest('hex');
      void writer.set(db.collection('memberEmails').doc(emailId), { email, familyId: id });
    }
    // Every other email a family lists is an open invitation (see functions/src/invitations/).
    const invited = [...new Set(familyMembers.map((m) => m.email.toLowerCase()).filter((e) => e && !family.member_emails.includes(e)))];
    for (const email of invited) {
      const emailId = createHash('sha256').update(email).digest('hex');
      void writer.set(db.collection('invitations').doc(`${emailId}_${id}`), {
        email,
        familyId: id,
        head: familyMembers[0]?.name ?? '',
        updated_at: Timestamp.fromMillis(createdAtMs),
      });
    }
  }
  const drawNames = demoDrawNames(seed);
  for (const [id, names] of Object.entries(drawNames)) {
    void writer.set(db.collection('draws').doc(id), { title: DRAW_TITLES[id], names, spin: null, about: DEMO_DRAW_ABOUT[id] });
  }
  await writer.close();
  const memberCount = families.reduce((n, f) => n + f.members.length, 0);
  log(`Wrote ${families.length} families, ${memberCount} members and 3 draws`);
  await seedSiteContent(db);
  await seedGalleryContent(db);
  const bookings = await seedDemoBookings(db, families, today, seed);
  log(
    `Bookings open for ${bookings.eventId}: ${bookings.going} families going, ${bookings.waiting} waiting, ${bookings.notComing} not coming`,
  );
  const rota = await seedDemoRota(db, families, bookings.eventId, today);
  log(`Helpers' rota: ${rota.slots} slots, ${rota.helpers} helpers, ${rota.short} slot one person short`);
  const news = await seedDemoAnnouncement(db, families, today, bookings.eventId, seed);
  log(
    `${news.yes} addresses said yes to news; one announcement sent three days ago to ${news.recipients}` +
      (news.open > 0 ? ` (${news.open} emails not delivered yet: is the Functions emulator running?)` : ' (delivered to maildev)'),
  );
  const dues = await seedDemoDues(db, families, today, seed);
  log(
    `Membership ${dues.year}: ${Object.entries(dues.counts)
      .map(([status, n]) => `${n} ${status}`)
      .join(', ')}`,
  );

  const photos = families.flatMap((f) => f.members.filter((m) => m.photo_path).map((m) => m.photo_path));
  await inBatches(
    photos.map((path, index) => ({ path, index })),
    8,
    async ({ path, index }) => {
      const { photo, thumb } = await avatarPhotos(seed + index);
      const options = { resumable: false, contentType: 'image/webp', metadata: { cacheControl: PHOTO_CACHE_CONTROL } };
      await Promise.all([
        uploadRetrying(() => bucket.file(path).save(photo, options)),
        uploadRetrying(() => bucket.file(path.replace(/\.webp$/, '-thumb.webp')).save(thumb, options)),
      ]);
    },
  );
  log(`Stored ${photos.length} photos in ${bucketName}`);

  for (const account of DEMO_ACCOUNTS) {
    if (account.familyIndex >= families.length) continue;
    await ensureDemoUser(target.authHost, account.email);
    if (account.committee || account.roles || account.door) {
      const auth = getAuth(app);
      const claims = account.committee
        ? { committee: true }
        : account.door
          ? demoDoorRoleClaims(bookings.eventId, bookings.date)
          : { roles: account.roles };
      await auth.setCustomUserClaims((await auth.getUserByEmail(account.email)).uid, claims);
    }
  }
  log(`Demo sign-ins: ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`);
  return { families, drawNames, photos: photos.length };
}
