import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FieldValue, GeoPoint, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setBackgroundTriggers, wipeAuth, wipeFirestore, wipeStorage } from '../../scripts/lib/emulator-reset.mjs';
import { emulatorTarget } from '../../scripts/lib/emulator-target.mjs';
import { adminAuth, adminBucket, adminDb } from '../support/admin.ts';
import { googleSignIn, unverifiedSignIn } from '../support/auth-tokens.ts';
import { emulatorEnv } from '../support/emulator-env.ts';
import { settledSnapshot } from './support/directory-snapshot.ts';

// The restore drill: back up what the emulators hold (whatever earlier test files left, plus a
// representative set seeded here), wipe it all, restore, and compare every document, user and file
// with what was there. The triggers stay off throughout, so nothing but the drill writes; the file
// leaves the emulators as it found them.

const ROOT = join(import.meta.dirname, '..', '..');
const target = emulatorTarget(Number(process.env.EDMA_SLOT));
const run = Math.random().toString(36).slice(2, 8);
const FAMILY = `families/backup-drill-${run}`;
const ODD_COLLECTION = `backup drill ${run}: ü?`;
const TYPES_DOC = `backupDrill/every-type-${run}`;
const PHANTOM_CHILD = `backupDrill/missing-parent-${run}/notes/n1`;
const MESSAGE = `contactMessages/backup-drill-${run}`;
const PHOTO = `backup-drill-${run}/photo.jpg`;
const NOTE = `backup-drill-${run}/notes/read me.txt`;
const PHOTO_BYTES = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(4096)]);
const PASSWORD = 'not-verified-123'; // unverifiedSignIn's

async function runScript(script: string, args: string[]) {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', script), ...args], { env: process.env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { status, stdout, stderr };
}

const DOCUMENTS = `projects/${target.projectId}/databases/(default)/documents`;

/**
 * Every document of the database as the Firestore emulator's REST API gives it (one query over all
 * descendants of the root): paths and values in their wire types (integerValue, doubleValue,
 * timestampValue, geoPointValue, bytesValue, referenceValue ...), so a value that changed type differs.
 */
async function firestoreDocuments(): Promise<Record<string, unknown>> {
  const response = await fetch(`${target.firestoreUrl}/v1/${DOCUMENTS}:runQuery`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ structuredQuery: { from: [{ allDescendants: true }] } }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const rows = (await response.json()) as Array<{ document?: { name: string; fields?: unknown } }>;
  const documents: Record<string, unknown> = {};
  for (const { document } of rows) if (document) documents[document.name.slice(DOCUMENTS.length + 1)] = document.fields ?? {};
  return documents;
}

/** Every user as the Admin SDK reads it, but for what a restore starts afresh (sessions). */
async function authUsers() {
  const users: Array<Record<string, unknown>> = [];
  let pageToken: string | undefined;
  do {
    const page = await adminAuth().listUsers(1000, pageToken);
    for (const user of page.users) {
      const { tokensValidAfterTime: _sessions, metadata, ...kept } = user.toJSON() as Record<string, unknown>;
      const { lastRefreshTime: _refresh, ...times } = metadata as Record<string, unknown>;
      users.push({ ...kept, metadata: times });
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return users.sort((a, b) => String(a.uid).localeCompare(String(b.uid)));
}

/** Every file of the default bucket: its bytes and the metadata a restore keeps. */
async function storageFiles() {
  const [files] = await adminBucket().getFiles();
  const listed = await Promise.all(
    files.map(async (file) => {
      const [bytes] = await file.download({ decompress: false });
      const m = file.metadata;
      return {
        name: file.name,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        bytes: bytes.toString('base64'),
        kept: [m.size, m.md5Hash, m.crc32c, m.contentType, m.cacheControl, m.contentDisposition, m.contentEncoding, m.contentLanguage],
        customMetadata: m.metadata ?? {},
      };
    }),
  );
  return listed.sort((a, b) => a.name.localeCompare(b.name));
}

async function everything() {
  return { documents: await firestoreDocuments(), users: await authUsers(), files: await storageFiles() };
}

let original: Awaited<ReturnType<typeof everything>>;
let dir = '';
const seededUsers: string[] = [];
let passwordUser = { email: '', uid: '' };
let wiped = false;
let restored = false;

async function seed() {
  const db = adminDb();
  await db.doc(FAMILY).set({ familyName: 'Drill', town: 'Seaton', approved: true, registeredAt: Timestamp.fromMillis(1_767_225_600_000) });
  await db.doc(`${FAMILY}/members/m1`).set({ name: 'Asha', dateOfBirth: '1980-02-29', showInDirectory: true });
  await db.doc(`${FAMILY}/members/m2`).set({ name: 'Biju', dateOfBirth: null, photo: { path: PHOTO, width: 64 } });
  await db.doc(`${FAMILY}/members/m2/notes/first`).set({ text: 'a subcollection of a subcollection' });
  await db.doc(TYPES_DOC).set({
    text: 'Malayalam മലയാളം, "quotes", \n and $int',
    empty: '',
    yes: true,
    no: false,
    nothing: null,
    small: 42,
    negative: -7,
    big: 4_611_686_018_427_387_904n,
    double: 1.5,
    negativeZero: -0,
    notANumber: Number.NaN,
    infinity: Number.POSITIVE_INFINITY,
    at: new Timestamp(1_714_557_600, 123_456_789),
    longAgo: new Timestamp(-62_135_596_800, 1),
    place: new GeoPoint(50.7058, -3.0669),
    bytes: Buffer.from([0, 1, 2, 127, 128, 254, 255]),
    family: db.doc(FAMILY),
    vector: FieldValue.vector([0.5, -1.25, 3]),
    nested: { $map: 'a key like a tag', list: [1, 'two', { three: [new Timestamp(1, 2), null, {}] }], empty: {} },
    emptyList: [],
  });
  await db.doc(PHANTOM_CHILD).set({ text: 'its parent document does not exist' });
  await db.collection(ODD_COLLECTION).doc('d').set({ text: 'a collection id that is no file name' });
  // An email waiting to go: restored with the triggers on, it would be sent (and marked so).
  await db.doc(MESSAGE).set({
    name: 'Backup Drill',
    email: `backup.drill.${run}@example.com`,
    message: 'Restored, never sent again',
    createdAt: Timestamp.now(),
    delivery: { state: 'pending', attempts: 0 },
  });

  const committee = await googleSignIn(`backup.drill.${run}@gmail.com`);
  await adminAuth().setCustomUserClaims(committee.uid, { committee: true });
  passwordUser = { email: `backup.password.${run}@example.com`, uid: '' };
  passwordUser.uid = (await unverifiedSignIn(passwordUser.email)).uid;
  const disabled = await adminAuth().createUser({
    uid: `backup-drill-disabled-${run}`,
    email: `backup.disabled.${run}@example.com`,
    emailVerified: true,
    displayName: 'Disabled Drill',
    disabled: true,
  });
  seededUsers.push(committee.uid, passwordUser.uid, disabled.uid);

  await adminBucket()
    .file(PHOTO)
    .save(PHOTO_BYTES, {
      resumable: false,
      metadata: {
        contentType: 'image/jpeg',
        cacheControl: 'public, max-age=300',
        metadata: { firebaseStorageDownloadTokens: `token-${run}`, familyId: 'backup-drill' },
      },
    });
  await adminBucket()
    .file(NOTE)
    .save('Read me: മലയാളം\n', { resumable: false, metadata: { contentType: 'text/plain; charset=utf-8' } });
}

async function removeSeeded() {
  const db = adminDb();
  await db.recursiveDelete(db.doc(FAMILY));
  await db.recursiveDelete(db.doc(TYPES_DOC));
  await db.recursiveDelete(db.doc(PHANTOM_CHILD).parent.parent!);
  await db.recursiveDelete(db.collection(ODD_COLLECTION));
  await db.doc(MESSAGE).delete();
  if (seededUsers.length > 0) await adminAuth().deleteUsers(seededUsers);
  await adminBucket().deleteFiles({ prefix: `backup-drill-${run}/`, force: true });
}

async function signInWithPassword(email: string, password: string) {
  const url = `${target.authUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return `${response.status} ${response.ok ? '' : await response.text()}`.trim();
}

beforeAll(async () => {
  expect(target.projectId).toBe(emulatorEnv.projectId);
  // The drill restores the database as it finds it, so it first lets the directory's triggers finish
  // what earlier files set off: events still queued when the triggers go off are never delivered,
  // and a snapshot captured mid-way would be restored stale for every later file.
  await settledSnapshot(120_000);
  // Nothing but the drill writes while it runs: no directory refresh, no email delivery.
  await setBackgroundTriggers(target, false);
  original = await everything();
  await seed();
  dir = await mkdtemp(join(tmpdir(), 'edma-backup-'));
});

afterAll(async () => {
  try {
    await setBackgroundTriggers(target, false);
    // A drill that failed between the wipe and the restore must still give back what it took.
    if (wiped && !restored) await runScript('restore.mjs', ['--from', dir, '--yes']);
    await setBackgroundTriggers(target, false);
    await removeSeeded();
    expect(await everything()).toEqual(original);
  } finally {
    await setBackgroundTriggers(target, true);
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}, 300_000);

describe('npm run backup and npm run restore (the restore drill)', () => {
  // Two scripts run start to end, each loading the Admin SDK: minutes on a busy 2-core machine.
  it('backs up everything, and after a wipe restores every document, user and file exactly', { timeout: 300_000 }, async () => {
    const before = await everything();
    for (const path of [
      FAMILY,
      `${FAMILY}/members/m1`,
      `${FAMILY}/members/m2/notes/first`,
      MESSAGE,
      TYPES_DOC,
      PHANTOM_CHILD,
      `${ODD_COLLECTION}/d`,
    ]) {
      expect(before.documents).toHaveProperty([path]);
    }
    expect(before.documents).not.toHaveProperty([PHANTOM_CHILD.split('/').slice(0, 2).join('/')]);
    expect(before.users.filter((u) => seededUsers.includes(String(u.uid)))).toHaveLength(3);
    expect(before.files.map((f) => f.name)).toEqual(expect.arrayContaining([PHOTO, NOTE]));

    const backup = await runScript('backup.mjs', ['--out', dir]);
    expect(backup.status, backup.stderr).toBe(0);
    const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8'));
    expect(manifest.firestore.documents).toBe(Object.keys(before.documents).length);
    expect(manifest.firestore.collections['families/*/members']).toBeGreaterThanOrEqual(2);
    expect(manifest.auth.users).toBe(before.users.length);
    expect(manifest.storage.files).toBe(before.files.length);
    expect(Object.keys(manifest.sha256)).toEqual(expect.arrayContaining(['auth/users.jsonl', 'storage/files.jsonl']));
    for (const [file, sha256] of Object.entries(manifest.sha256)) {
      expect(
        createHash('sha256')
          .update(await readFile(join(dir, file)))
          .digest('hex'),
        file,
      ).toBe(sha256);
    }

    wiped = true;
    await wipeFirestore(target);
    await wipeAuth(target);
    await wipeStorage(adminBucket());
    expect(await everything()).toEqual({ documents: {}, users: [], files: [] });

    // The restore must hold the triggers back itself: they are on, as on a developer's emulators.
    await setBackgroundTriggers(target, true);
    const restore = await runScript('restore.mjs', ['--from', dir, '--yes']);
    expect(restore.status, restore.stderr).toBe(0);
    restored = true;
    expect(restore.stdout).toContain('after wiping it');
    // Turning them off waits for any trigger still running, so one the restore set off has written.
    await setBackgroundTriggers(target, false);

    const after = await everything();
    expect(Object.keys(after.documents).sort()).toEqual(Object.keys(before.documents).sort());
    expect(after).toEqual(before);

    // The wire types, spelled out for the document that holds every one.
    const types = after.documents[TYPES_DOC] as Record<string, Record<string, unknown>>;
    expect(types.big).toEqual({ integerValue: '4611686018427387904' });
    expect(types.small).toEqual({ integerValue: '42' });
    expect(types.double).toEqual({ doubleValue: 1.5 });
    expect(types.negativeZero).toEqual({ doubleValue: -0 });
    expect(types.nothing).toEqual({ nullValue: null });
    // Firestore keeps microseconds.
    expect(types.at).toEqual({ timestampValue: '2024-05-01T10:00:00.123456Z' });
    expect(types.place).toEqual({ geoPointValue: { latitude: 50.7058, longitude: -3.0669 } });
    expect(types.bytes).toEqual({ bytesValue: Buffer.from([0, 1, 2, 127, 128, 254, 255]).toString('base64') });
    expect(types.family).toEqual({ referenceValue: `${DOCUMENTS}/${FAMILY}` });
    // The committee role and a password that still signs in.
    const committee = after.users.find((u) => u.email === `backup.drill.${run}@gmail.com`);
    expect(committee?.customClaims).toEqual({ committee: true });
    expect(committee?.providerData).toEqual([expect.objectContaining({ providerId: 'google.com' })]);
    expect(await signInWithPassword(passwordUser.email, PASSWORD)).toBe('200');
    // The binary file, byte for byte, with its metadata.
    const photo = after.files.find((f) => f.name === PHOTO);
    expect(Buffer.from(photo!.bytes, 'base64').equals(PHOTO_BYTES)).toBe(true);
    expect(photo!.customMetadata).toEqual({ firebaseStorageDownloadTokens: `token-${run}`, familyId: 'backup-drill' });
    expect(photo!.kept).toContain('public, max-age=300');
  });

  it('refuses without --yes, and refuses a damaged backup, changing nothing', async () => {
    const before = await everything();
    const refused = await runScript('restore.mjs', ['--from', dir]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('WIPES every Firestore document');
    expect(refused.stderr).toContain('Run again with --yes');

    const damaged = await mkdtemp(join(tmpdir(), 'edma-backup-damaged-'));
    try {
      await cp(dir, damaged, { recursive: true });
      const manifest = JSON.parse(await readFile(join(damaged, 'manifest.json'), 'utf8'));
      manifest.sha256['auth/users.jsonl'] = '0'.repeat(64);
      await writeFile(join(damaged, 'manifest.json'), JSON.stringify(manifest));
      const refusedDamaged = await runScript('restore.mjs', ['--from', damaged, '--yes']);
      expect(refusedDamaged.status).toBe(1);
      expect(refusedDamaged.stderr).toContain('auth/users.jsonl (changed)');
    } finally {
      await rm(damaged, { recursive: true, force: true });
    }
    expect(await everything()).toEqual(before);
  });
});
