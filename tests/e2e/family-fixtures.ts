import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A Gmail address no other test run uses. */
export function uniqueGmail(prefix: string): string {
  return `${prefix}.${randomUUID().slice(0, 8)}@gmail.com`;
}

/** A real PNG of one colour, so the server's image processing has something to decode. */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface TestMember {
  name: string;
  email?: string;
  phone?: string;
  dob?: string;
  /** Shown in the public directory (the member's choice; off by default). */
  photoPublic?: boolean;
  photo?: { name: string; mimeType: string; buffer: Buffer };
}

export interface TestFamily {
  houseNo: string;
  addressLine: string;
  postalCode: string;
  location: string;
  /** With location 'Other'. */
  otherLocation?: string;
  membershipType: string;
  members: TestMember[];
}

/**
 * A Google ID token for `email` from the Auth emulator (emulators:exec tells its address), as the
 * demo sign-in gets one in the browser.
 */
export async function googleIdToken(request: APIRequestContext, email: string): Promise<string> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  expect(host, 'FIREBASE_AUTH_EMULATOR_HOST is set inside the Emulator Suite').toBeTruthy();
  const claims = JSON.stringify({ sub: `google-${email.toLowerCase()}`, email, email_verified: true, name: email.split('@')[0] });
  const response = await request.post(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake-api-key`, {
    data: {
      postBody: `id_token=${encodeURIComponent(claims)}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { idToken: string }).idToken;
}

const committeeTokens = new Map<string, string>();

/** Gives a Google account the committee claim with the project's own command (it signs in once first). */
export async function committeeToken(request: APIRequestContext, email = 'e2e.committee@gmail.com'): Promise<string> {
  const known = committeeTokens.get(email);
  if (known) return known;
  await googleIdToken(request, email);
  const run = spawnSync(process.execPath, [join(import.meta.dirname, '..', '..', 'scripts', 'committee.mjs'), 'grant', email], {
    encoding: 'utf8',
    env: process.env,
  });
  expect(run.status, run.stderr).toBe(0);
  const token = await googleIdToken(request, email);
  committeeTokens.set(email, token);
  return token;
}

/** Approves a pending registration as the committee would (it is then listed in the directory). */
export async function approveFamily(request: APIRequestContext, familyId: string): Promise<void> {
  const response = await request.post('/api/committee/registrations/approve', {
    data: { familyId },
    headers: { Authorization: `Bearer ${await committeeToken(request)}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  // The directory snapshot follows by a Firestore trigger, a moment later.
  await expect
    .poll(
      async () => ((await (await request.get('/api/get_families.php')).json()) as Array<{ id: string }>).some((f) => f.id === familyId),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
}

/**
 * Registers a family through the API, exactly as the registration form posts it, signed in as its
 * first Gmail member (registering needs a Google sign-in of one of the members), and has the
 * committee approve it unless `approve` is false. Answers the family's id.
 */
export async function registerFamily(request: APIRequestContext, family: TestFamily, { approve = true } = {}): Promise<string> {
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    houseNo: family.houseNo,
    addressLine: family.addressLine,
    postalCode: family.postalCode,
    location: family.location,
    membershipType: family.membershipType,
    otherLocation: family.otherLocation ?? '',
    otherMembership: '',
  };
  family.members.forEach((member, i) => {
    multipart[`members[${i}][name]`] = member.name;
    multipart[`members[${i}][email]`] = member.email ?? '';
    multipart[`members[${i}][phone]`] = member.phone ?? '';
    multipart[`members[${i}][dob]`] = member.dob ?? '';
    multipart[`members[${i}][photoPublic]`] = String(member.photoPublic ?? false);
    if (member.photo) multipart[`members[${i}][photo]`] = member.photo;
  });
  const registrant = family.members.find((m) => m.email?.endsWith('@gmail.com'))?.email;
  expect(registrant, 'a test family needs a Gmail member to register it').toBeTruthy();
  const token = await googleIdToken(request, registrant!);
  const response = await request.post('/api/save_family.php', { multipart, headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { success: boolean; family_id?: string };
  expect(body, `registration answered HTTP ${response.status()}`).toMatchObject({ success: true });
  if (approve) await approveFamily(request, body.family_id!);
  return body.family_id!;
}

/**
 * Signs in on /login with the emulator-only demo sign-in and waits for the dashboard; returns the
 * familyId the login flow navigated to.
 */
export async function signInAsDemoMember(page: Page, email: string): Promise<string> {
  await page.goto('/login');
  await page.getByLabel('Demo member email').fill(email);
  await page.getByRole('button', { name: 'Sign in as a demo member' }).click();
  await page.waitForURL(/\/dashboard\?familyId=/);
  const familyId = new URL(page.url()).searchParams.get('familyId');
  expect(familyId).toBeTruthy();
  return familyId!;
}

/** Opens /register and signs in there with the demo sign-in; the form then opens with that email. */
export async function signInToRegister(page: Page, email: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Demo member email').fill(email);
  await page.getByRole('button', { name: 'Sign in as a demo member' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Add Family Members' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Member 1' }).getByLabel('Email')).toHaveValue(email);
}

/** Collects every alert/confirm text and accepts it, as a user clicking OK would. */
export function acceptDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

/** A family as typed into the registration form; the first member registers it and needs a Gmail address. */
export interface FormRegistration extends TestFamily {
  /** With membershipType 'Other'. */
  otherMembership?: string;
}

/**
 * Registers a family through the registration form in the browser, signed in there as its first
 * member, and waits for the directory the form then opens. The page must accept dialogs
 * (acceptDialogs): the single-member question and the success alert.
 */
export async function registerThroughForm(page: Page, family: FormRegistration): Promise<void> {
  const registrant = family.members[0]?.email;
  expect(registrant, 'the first member registers the family').toMatch(/@gmail\.com$/);
  await signInToRegister(page, registrant!);
  await page.getByLabel('House No').fill(family.houseNo);
  await page.getByLabel('Address Line').fill(family.addressLine);
  await page.getByLabel('Postal Code').fill(family.postalCode);
  await page.getByRole('combobox', { name: 'Location', exact: true }).selectOption(family.location);
  if (family.location === 'Other') await page.getByPlaceholder('Specify other location').fill(family.otherLocation ?? '');
  await page.getByRole('combobox', { name: 'Membership Type', exact: true }).selectOption(family.membershipType);
  if (family.membershipType === 'Other') await page.getByPlaceholder('Specify other type').fill(family.otherMembership ?? '');
  for (const [i, member] of family.members.entries()) {
    if (i > 0) await page.getByRole('button', { name: '+ Add Member' }).click();
    const box = page.getByRole('group', { name: `Member ${i + 1}` });
    await box.getByLabel('Name').fill(member.name);
    if (i > 0) await box.getByLabel('Email').fill(member.email ?? '');
    if (member.phone) await box.getByLabel('Phone').fill(member.phone);
    if (member.dob) {
      await box.getByLabel(/Date of Birth/).fill(member.dob);
      await box.getByLabel(/Date of Birth/).press('Escape');
    }
    if (member.photo) await box.getByLabel('Photo', { exact: true }).setInputFiles(member.photo);
    if (member.photoPublic) await box.getByLabel('Show my photo in the public directory').check();
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/members');
}
