import { randomInt, randomUUID } from 'node:crypto';
import { googleSignIn } from './auth-tokens.ts';
import { emulatorEnv } from './emulator-env.ts';

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  method?: string;
  token?: string;
  headers?: Record<string, string>;
  body?: BodyInit;
  /** Client address (X-Forwarded-For). Each call gets a fresh one unless given, so rate limits stay per test. */
  ip?: string;
  /** Through Hosting's /api rewrite instead of the function's own URL. */
  viaHosting?: boolean;
}

export function randomIp(): string {
  return `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export function uniqueGmail(prefix: string): string {
  return `${prefix}.${randomUUID().slice(0, 8)}@gmail.com`;
}

export function apiUrl(path: string, viaHosting = false): string {
  return viaHosting ? `${emulatorEnv.siteUrl}/api/${path}` : `${emulatorEnv.functionsUrl}/api/${path}`;
}

/** Calls the API and parses its JSON answer (the raw text when it is not JSON). */
export async function callApi<T = Record<string, unknown>>(path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const response = await fetch(apiUrl(path, options.viaHosting), {
    method: options.method ?? (options.body ? 'POST' : 'GET'),
    body: options.body,
    headers: {
      'X-Forwarded-For': options.ip ?? randomIp(),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Keep the text (binary and HTML answers).
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

export function postJson<T = Record<string, unknown>>(path: string, data: unknown, options: CallOptions = {}) {
  return callApi<T>(path, { ...options, body: JSON.stringify(data), headers: { 'Content-Type': 'application/json', ...options.headers } });
}

export interface PhotoUpload {
  data: Buffer;
  type: string;
  filename: string;
}

export interface MemberForm {
  name?: string;
  email?: string;
  phone?: string;
  dob?: string;
  /** 'true' to show the photo in the public directory. */
  photoPublic?: string;
  photo?: PhotoUpload;
}

export interface FamilyForm {
  houseNo?: string;
  addressLine?: string;
  postalCode?: string;
  location?: string;
  membershipType?: string;
  otherLocation?: string;
  otherMembership?: string;
  members: MemberForm[];
}

/** A valid family with a fresh Gmail head and a child, to vary per test. */
export function aFamily(overrides: Partial<FamilyForm> = {}): FamilyForm {
  return {
    houseNo: '12',
    addressLine: 'Harbour Road',
    postalCode: 'EX12 2AB',
    location: 'Seaton',
    membershipType: 'Gold',
    otherLocation: '',
    otherMembership: '',
    members: [
      { name: 'Anu Thomas', email: uniqueGmail('anu'), phone: '07700 900123', dob: '1984-02-03' },
      { name: 'Ben Thomas', email: '', phone: '', dob: '2016-07-21' },
    ],
    ...overrides,
  };
}

/** The multipart form exactly as the registration page posts it (the spec's field names). */
export function registrationForm(family: FamilyForm): FormData {
  const form = new FormData();
  for (const key of ['houseNo', 'addressLine', 'postalCode', 'location', 'membershipType', 'otherLocation', 'otherMembership'] as const) {
    const value = family[key];
    if (value !== undefined) form.append(key, value);
  }
  family.members.forEach((member, i) => {
    for (const key of ['name', 'email', 'phone', 'dob', 'photoPublic'] as const) {
      const value = member[key];
      if (value !== undefined) form.append(`members[${i}][${key}]`, value);
    }
    if (member.photo)
      form.append(
        `members[${i}][photo]`,
        new Blob([new Uint8Array(member.photo.data)], { type: member.photo.type }),
        member.photo.filename,
      );
  });
  return form;
}

/** The member who registers a family in tests: the first with a Gmail address. */
export function registrantOf(family: FamilyForm): string | undefined {
  return family.members
    .find((m) => /@gmail\.com$/i.test(m.email?.trim() ?? ''))
    ?.email?.trim()
    .toLowerCase();
}

/**
 * Posts the registration form. Registering needs a Google sign-in whose email is one of the
 * members': unless `options.token` is given (`''` for none), the registrant signs in first.
 */
export async function register(family: FamilyForm, options: CallOptions = {}) {
  let token = options.token;
  if (token === undefined) {
    const registrant = registrantOf(family);
    token = registrant ? (await googleSignIn(registrant)).token : '';
  }
  return callApi<{ success: boolean; message?: string; family_id?: string }>('save_family.php', {
    ...options,
    token,
    body: registrationForm(family),
  });
}

/** Registers a family and answers its id (fails the test when registration fails). */
export async function registeredFamily(family: FamilyForm = aFamily()): Promise<string> {
  const response = await register(family);
  if (response.status !== 200 || !response.body.family_id) {
    throw new Error(`registration failed: HTTP ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.family_id;
}
