import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { COMMITTEE_CLAIM, COMMITTEE_API } from '@edma/contract/committee';
import { FAMILY_API } from '@edma/contract/family';
import { registeredFamily } from '../support/api-calls.ts';
import { googleSignIn } from '../support/auth-tokens.ts';
import { runScript } from '../support/run-script.ts';
import { aFamily, type FamilyForm } from '../support/test-data.ts';

// The browser tests' data comes from the shared test data; these names are theirs too.
export { solidPng } from '../support/images.ts';
export { uniqueGmail } from '../support/test-data.ts';

/** A member as a browser test writes it: the photo in the shape Playwright's file inputs take. */
export interface TestMember {
  name: string;
  email?: string;
  phone?: string;
  dob?: string;
  /** Shown in the public directory (the member's choice; off by default). */
  photoPublic?: boolean;
  photo?: { name: string; mimeType: string; buffer: Buffer };
}

/** A family; the address and membership the test does not look at may be left to the defaults of aFamily. */
export interface TestFamily {
  houseNo?: string;
  addressLine?: string;
  postalCode?: string;
  location?: string;
  /** With location 'Other'. */
  otherLocation?: string;
  membershipType?: string;
  members: TestMember[];
}

/** The same family as the registration form's multipart fields (test-data.ts). */
function familyForm({ members, ...details }: TestFamily): FamilyForm {
  return aFamily({
    ...details,
    members: members.map(({ photo, photoPublic, ...member }) => ({
      ...member,
      photoPublic: String(photoPublic ?? false),
      ...(photo && { photo: { data: photo.buffer, type: photo.mimeType, filename: photo.name } }),
    })),
  });
}

/** A Google ID token for `email` from the Auth emulator, as the demo sign-in gets one in the browser. */
export async function googleIdToken(_request: APIRequestContext, email: string): Promise<string> {
  return (await googleSignIn(email)).token;
}

const committeeTokens = new Map<string, string>();

/**
 * Gives a Google account the committee claim with the project's own command (it signs in once
 * first); an account that holds it already (granted by the `setup` project) is not granted again.
 */
export async function committeeToken(_request: APIRequestContext, email = 'e2e.committee@gmail.com'): Promise<string> {
  const known = committeeTokens.get(email);
  if (known) return known;
  const first = await googleSignIn(email);
  if (JSON.parse(Buffer.from(first.token.split('.')[1]!, 'base64url').toString())[COMMITTEE_CLAIM] === true) {
    committeeTokens.set(email, first.token);
    return first.token;
  }
  const run = await runScript('committee.mjs', 'grant', email);
  expect(run.status, run.stderr).toBe(0);
  const { token } = await googleSignIn(email);
  committeeTokens.set(email, token);
  return token;
}

/** Approves a pending registration as the committee would (it is then listed in the directory). */
export async function approveFamily(request: APIRequestContext, familyId: string): Promise<void> {
  const response = await request.post(COMMITTEE_API.approve.path, {
    data: { familyId },
    headers: { Authorization: `Bearer ${await committeeToken(request)}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  // The directory snapshot follows by a Firestore trigger, a moment later.
  await expect
    .poll(
      async () => ((await (await request.get(FAMILY_API.families.path)).json()) as Array<{ id: string }>).some((f) => f.id === familyId),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
}

/**
 * Registers a family through the API (via Hosting), exactly as the registration form posts it,
 * signed in as its first Gmail member, and has the committee approve it unless `approve` is false.
 * Answers the family's id.
 */
export async function registerFamily(request: APIRequestContext, family: TestFamily, { approve = true } = {}): Promise<string> {
  const familyId = await registeredFamily(familyForm(family), { viaHosting: true });
  if (approve) await approveFamily(request, familyId);
  return familyId;
}

/** Signs in on `path` (/login or /register) with the emulator-only demo sign-in. */
export async function demoSignIn(page: Page, path: '/login' | '/register', email: string): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Demo member email').fill(email);
  await page.getByRole('button', { name: 'Sign in as a demo member' }).click();
}

/**
 * Signs in on /login with the emulator-only demo sign-in and waits for the dashboard; returns the
 * familyId the login flow navigated to.
 */
export async function signInAsDemoMember(page: Page, email: string): Promise<string> {
  await demoSignIn(page, '/login', email);
  await page.waitForURL(/\/dashboard\?familyId=/);
  const familyId = new URL(page.url()).searchParams.get('familyId');
  expect(familyId).toBeTruthy();
  return familyId!;
}

/** Opens /register and signs in there with the demo sign-in; the form then opens with that email. */
export async function signInToRegister(page: Page, email: string): Promise<void> {
  await demoSignIn(page, '/register', email);
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
export interface FormRegistration extends Required<
  Pick<TestFamily, 'houseNo' | 'addressLine' | 'postalCode' | 'location' | 'membershipType'>
> {
  otherLocation?: string;
  /** With membershipType 'Other'. */
  otherMembership?: string;
  members: TestMember[];
}

/** Types the family's details (address, location, membership) into the open registration form. */
export async function fillFamilyDetails(page: Page, family: Omit<FormRegistration, 'members'>): Promise<void> {
  await page.getByLabel('House No').fill(family.houseNo);
  await page.getByLabel('Address Line').fill(family.addressLine);
  await page.getByLabel('Postal Code').fill(family.postalCode);
  await page.getByRole('combobox', { name: 'Location', exact: true }).selectOption(family.location);
  if (family.location === 'Other') await page.getByPlaceholder('Specify other location').fill(family.otherLocation ?? '');
  await page.getByRole('combobox', { name: 'Membership Type', exact: true }).selectOption(family.membershipType);
  if (family.membershipType === 'Other') await page.getByPlaceholder('Specify other type').fill(family.otherMembership ?? '');
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
  await fillFamilyDetails(page, family);
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
