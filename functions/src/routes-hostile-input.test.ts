import { apiRoute } from '@edma/contract/api-paths';
import { CONSOLE_FAMILY_API } from '@edma/contract/console-families';
import { DRAWS } from '@edma/contract/draw';
import { EMAIL_PATHS } from '@edma/contract/email-preferences';
import { EXECUTIVE_COMMITTEE_API } from '@edma/contract/executive-committee';
import { FAMILY_API } from '@edma/contract/family';
import { GALLERY_API } from '@edma/contract/gallery';
import { MAX_MESSAGE_TEXT } from '@edma/contract/limits';
import { MEMBERSHIP_API } from '@edma/contract/membership';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { createApiHandler } from './http/api-router.ts';
import { at, staffRolesOf, type ApiRoute } from './http/route.ts';
import { multipartBody, type Part } from './multipart/multipart-body.test-helper.ts';
import { ROUTES, writeRoutes } from './routes.ts';
import { BEARER, call, fakeFamilyOf, fakeVerifier, STRANGER, UNIT_PROJECT } from './http/router-calls.test-helper.ts';

/*
 * Hostile input on every write route of the real table, in-process: wrong types, missing and extra
 * fields, huge values, odd and broken JSON, broken multipart, disguised files, bad sign-ins. Every
 * answer must be a 4xx `{ success: false, message }` from the router's own checks and request
 * reading, with nothing run that could change anything:
 * - routes of the contract (`at`): the real parsing by the endpoint's schema, then a spy in place
 *   of the handler, which must never be called;
 * - routes whose handlers read the body themselves (multipart forms, files, the contact form, the
 *   one-click unsubscribe): the real handler, with Firestore, Storage and Auth replaced by a
 *   tripwire, which no hostile request may reach. Rate limits count, they refuse no body: off here.
 * Refusals that need the stored data (another family's id, an unknown member, a photo that is not
 * an image on routes that check the family or album first, a wrong draw password, which is counted
 * in the store) are the handlers' own tests over the emulators: see the list at the end.
 */

const store = vi.hoisted(() => ({ touched: [] as string[] }));

vi.mock('./store/admin.ts', () => {
  const tripwire = (what: string) => () => {
    store.touched.push(what);
    throw new Error(`${what} reached`);
  };
  return { db: tripwire('Firestore'), bucket: tripwire('Storage'), auth: tripwire('Auth'), defaultBucketName: () => 'unit.appspot.com' };
});

// The bank import's settings, read alongside the statement: a read through the tripwire's log, as no settings.
vi.mock('./store/dues-docs.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./store/dues-docs.ts')>()),
  readMembershipSettings: async () => {
    store.touched.push('Firestore');
    return null;
  },
}));

vi.mock('./rate-limit/rate-limiter.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./rate-limit/rate-limiter.ts')>()),
  enforceRateLimit: async () => {},
}));

/** The draws' password check counts failures in the store: spins.test.ts covers wrong passwords. */
const SPIN_ROUTES = new Set(DRAWS.map((draw) => apiRoute(draw.spinPath)));
/** Reads the saved column mapping alongside the file (no write); its refusals are still checked. */
const READS_WHILE_PARSING = new Set([apiRoute(MEMBERSHIP_API.importPreview.path)]);

const spied: string[] = [];

/** The real table: each contract route's POST parses with its schema, then reaches a spy. */
const TABLE: ApiRoute[] = ROUTES.map((route) => {
  const endpoint = route.endpoints.POST;
  if (!endpoint || route.matches) return route;
  const parsedThenSpied = at(endpoint, route.access, async () => {
    spied.push(route.route);
    return { success: true } as never;
  });
  return { ...route, methods: { ...route.methods, POST: parsedThenSpied.methods.POST } };
});
const WRITES = ROUTES.filter((r) => r.methods.POST && !r.matches && !SPIN_ROUTES.has(r.route));

const { verify } = fakeVerifier();
const handler = createApiHandler(TABLE, verify, undefined, fakeFamilyOf);

/** The caller each route admits (so every hostile body gets past the access check to the parsing). */
function admitted(route: ApiRoute): string | undefined {
  if (route.access === 'public') return undefined;
  if (staffRolesOf(route.access) !== null) return BEARER.chair;
  return route.route === apiRoute(FAMILY_API.save.path) ? BEARER.stranger : BEARER.head;
}

interface Hostile {
  label: string;
  headers: Record<string, string | undefined>;
  body?: Buffer | string;
  /** A query string for the route (the unsubscribe link's token). */
  query?: string;
}

// Text one character longer than the longest any field takes (a contact message's), so it is wrong everywhere.
const WRONG_VALUES: unknown[] = [
  42,
  -1,
  1e308,
  true,
  [],
  ['a'],
  {},
  { $gt: '' },
  'x'.repeat(MAX_MESSAGE_TEXT + 1),
  `<script>${'a'.repeat(6000)}</script>`,
];
const EMPTY_VALUES: unknown[] = ['', ' ', '\t\n'];
const HUGE = 'h'.repeat(70 * 1024);

/** Files that claim to be photos and are not. */
const DISGUISED = [
  { filename: 'photo.jpg', type: 'image/jpeg', data: Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>') },
  { filename: 'photo.jpg', type: 'image/jpeg', data: Buffer.from('#!/bin/sh\nrm -rf /\n') },
  { filename: 'photo.png', type: 'image/png', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') },
  {
    filename: 'photo.jpg',
    type: 'image/jpeg',
    data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<?php system($_GET["c"]); ?>')]),
  },
  { filename: 'photo.gif', type: 'image/gif', data: Buffer.from('GIF89a<script>alert(1)</script>') },
  { filename: 'x.jpg', type: 'image/jpeg', data: Buffer.from([0xff, 0xd8, 0xff]) },
];

const BAD_AUTHORIZATIONS: Array<string | undefined> = [
  undefined,
  'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1LWhlYWQifQ.forged',
  'Bearer unverified-token',
  'Bearer not.a.jwt',
  `Bearer ${'A'.repeat(8000)}`,
  `Basic ${Buffer.from('admin:admin').toString('base64')}`,
  'Bearer',
  BEARER.head.toLowerCase().replace('bearer', 'bearer '),
];

const json = (value: unknown, authorization: string | undefined, label: string): Hostile => ({
  label,
  headers: { 'content-type': 'application/json', authorization },
  body: typeof value === 'string' ? value : JSON.stringify(value),
});

const form = (parts: Part[], authorization: string | undefined, label: string, boundary = 'hostile-boundary'): Hostile => {
  const { body, contentType } = multipartBody(parts, boundary);
  return { label, headers: { 'content-type': contentType, authorization }, body };
};

const fieldsOf = (fields: Record<string, string>): Part[] => Object.entries(fields).map(([name, value]) => ({ name, value }));

/** A form broken in each way a multipart body can be. */
function brokenMultipart(fields: Record<string, string>, authorization: string | undefined): Hostile[] {
  const boundary = 'hostile-boundary';
  const whole = multipartBody(fieldsOf(fields), boundary).body;
  const typed = (label: string, contentType: string, body: Buffer): Hostile => ({
    label: `broken multipart: ${label}`,
    headers: { 'content-type': contentType, authorization },
    body,
  });
  const withBoundary = `multipart/form-data; boundary=${boundary}`;
  return [
    typed('no boundary', 'multipart/form-data', whole),
    typed('wrong boundary', 'multipart/form-data; boundary=nope', whole),
    typed('truncated', withBoundary, whole.subarray(0, Math.floor(whole.length / 2))),
    typed('garbage', withBoundary, Buffer.from(`--${boundary}\r\n\u0000\u0001\u0002 not a part\r\n`)),
    typed(
      'too many fields',
      withBoundary,
      multipartBody(
        Array.from({ length: 400 }, (_, i) => ({ name: `f${i}`, value: 'x' })),
        boundary,
      ).body,
    ),
    typed(
      'a file where a text field belongs',
      withBoundary,
      multipartBody(
        [...fieldsOf(fields), { name: 'members[0][name]', value: Buffer.from('x'), filename: 'name.txt', contentType: 'text/plain' }],
        boundary,
      ).body,
    ),
  ];
}

/** Every way of breaking one field of a valid body: each wrong value, and (required fields) missing or empty. */
function brokenFields(base: Record<string, string>, required: string[], optional: string[]): Array<[string, Record<string, unknown>]> {
  const cases: Array<[string, Record<string, unknown>]> = [];
  for (const field of [...required, ...optional]) {
    for (const value of WRONG_VALUES) cases.push([`${field} = ${JSON.stringify(value).slice(0, 20)}`, { ...base, [field]: value }]);
    if (!required.includes(field)) continue;
    const { [field]: _, ...without } = base;
    cases.push([`${field} missing`, without]);
    for (const value of EMPTY_VALUES) cases.push([`${field} = ${JSON.stringify(value)}`, { ...base, [field]: value }]);
  }
  return cases;
}

function acceptsAsJson(schema: z.ZodType, body: string): boolean {
  try {
    return schema.safeParse(JSON.parse(body)).success;
  } catch {
    return false;
  }
}

/** Bodies no route takes, whatever it reads: odd JSON, JSON too big, and types no handler reads. */
function oddBodies(route: ApiRoute, authorization: string | undefined): Hostile[] {
  const schema = route.endpoints.POST?.request;
  const bodies = [
    '',
    'null',
    '[]',
    '[1,2]',
    '"text"',
    '123',
    '{"a":',
    '{"__proto__":{"polluted":true}}',
    '{"admin":true,"role":"committee"}',
  ];
  return [
    // An object a schema without required fields accepts is no hostile body for it.
    ...bodies
      .filter((body) => !schema || !acceptsAsJson(schema, body))
      .map((body) => json(body, authorization, `odd JSON ${body.slice(0, 16)}`)),
    json({ name: HUGE, email: 'a@b.org', message: HUGE }, authorization, 'JSON over 64 KiB'),
    { label: 'text/plain', headers: { 'content-type': 'text/plain', authorization }, body: '{}' },
    { label: 'XML', headers: { 'content-type': 'application/xml', authorization }, body: '<a/>' },
    { label: 'no content type', headers: { authorization }, body: '{}' },
    { label: 'no body at all', headers: { authorization } },
  ];
}

/** Sign-ins that are not one, with a body asking for more than any caller may have. */
function badSignIns(route: ApiRoute): Hostile[] {
  if (route.access === 'public') return [];
  return BAD_AUTHORIZATIONS.map((authorization) =>
    json(
      { familyId: 'f1', id: 'm1', admin: true, role: 'committee', committee: true },
      authorization,
      `bad sign-in ${authorization?.slice(0, 20)}`,
    ),
  );
}

/** The top-level fields of an object schema (through refinements and pipes), for one-field cases. */
function shapeOf(schema: z.ZodType): string[] {
  const s = schema as unknown as { shape?: Record<string, unknown>; def?: { in?: z.ZodType; schema?: z.ZodType } };
  if (s.shape) return Object.keys(s.shape);
  if (s.def?.in) return shapeOf(s.def.in);
  return [];
}

/** For a contract route: each field alone with each wrong value, and every field wrong at once, where the schema refuses it. */
function schemaCases(route: ApiRoute, authorization: string | undefined): Hostile[] {
  const schema = route.endpoints.POST?.request;
  if (!schema) return [];
  const fields = shapeOf(schema);
  const bodies: Array<[string, Record<string, unknown>]> = [];
  for (const value of [...WRONG_VALUES, ...EMPTY_VALUES, null]) {
    const shown = JSON.stringify(value)?.slice(0, 20);
    for (const field of fields) bodies.push([`${field} alone = ${shown}`, { [field]: value }]);
    bodies.push([`every field = ${shown}`, Object.fromEntries(fields.map((f) => [f, value]))]);
  }
  return bodies.filter(([, body]) => !schema.safeParse(body).success).map(([label, body]) => json(body, authorization, label));
}

let realPhoto: Buffer;

const FAMILY_FIELDS = { houseNo: '12', addressLine: 'Harbour Road', postalCode: 'EX12 2AB', location: 'Seaton', membershipType: 'Gold' };
function registrationFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    ...FAMILY_FIELDS,
    otherLocation: '',
    otherMembership: '',
    'members[0][name]': 'Anu Thomas',
    'members[0][email]': STRANGER.email,
    'members[0][phone]': '07700 900123',
    'members[0][dob]': '1984-02-03',
    'members[1][name]': 'Ben Thomas',
    'members[1][email]': '',
    'members[1][phone]': '',
    'members[1][dob]': '2016-07-21',
    ...overrides,
  };
}
const MEMBER_FIELDS = { familyId: 'f1', id: 'm1', name: 'Renamed', email: '', phone: '', dob: '' };
const FAMILY_UPDATE = {
  familyId: 'f1',
  house_no: '1',
  address_line: 'Harbour Road',
  location: 'Seaton',
  postal_code: 'EX12 2AB',
  membership_type: 'Gold',
};
const STATEMENT = 'Date,Amount,Reference\n01/05/2026,25.00,EDMA F1\n';
const COLUMNS = JSON.stringify({ date: 'Date', amount: 'Amount', text: ['Reference'] });

/** Route by route: a valid request (which does reach the store: the control) and the ported hostile ones. */
function ownCases(route: ApiRoute): { valid?: () => Hostile; hostile: Hostile[] } {
  const auth = admitted(route);
  const photoPart = (name: string, file = { filename: 'a.jpg', type: 'image/jpeg', data: realPhoto }): Part => ({
    name,
    value: file.data,
    filename: file.filename,
    contentType: file.type,
  });
  switch (route.route) {
    case apiRoute('/api/contact'): {
      const base = { name: 'Visitor', email: 'visitor@example.org', message: 'Hello' };
      return {
        valid: () => json(base, auth, 'valid'),
        hostile: [
          json({ ...base, message: 'm'.repeat(MAX_MESSAGE_TEXT + 1) }, auth, 'message one too long'),
          json({ ...base, message: 'm'.repeat(60_000) }, auth, 'huge message'),
          ...['not-an-email', 'a@', '@b.org', 'a b@c.org', 'x'.repeat(300) + '@b.org', 'a@b.org\r\nBcc: x@evil.org'].map((email) =>
            json({ ...base, email }, auth, `bad email ${email.slice(0, 16)}`),
          ),
          json({ name: 'V', email: 'v@example.org', isAdmin: true }, auth, 'extra field, missing one'),
          ...brokenFields(base, ['name', 'email', 'message'], []).map(([label, body]) => json(body, auth, label)),
          ...brokenMultipart(base, auth),
        ],
      };
    }
    case apiRoute(FAMILY_API.save.path): {
      const withPhoto = (fields: Record<string, string>, file?: (typeof DISGUISED)[number]) =>
        [...fieldsOf(fields), ...(file ? [photoPart('members[0][photo]', file)] : [])] as Part[];
      const noMembers = Object.fromEntries(Object.entries(registrationFields()).map(([k, v]) => [k, k.startsWith('members') ? '' : v]));
      return {
        valid: () => form(withPhoto(registrationFields()), auth, 'valid'),
        hostile: [
          ...DISGUISED.map((file) => form(withPhoto(registrationFields(), file), auth, `disguised ${file.filename} ${file.data.length}`)),
          ...brokenMultipart(registrationFields(), auth),
          json(registrationFields(), auth, 'registration as JSON'),
          form(fieldsOf(noMembers), auth, 'no members'),
          ...['houseNo', 'addressLine', 'postalCode', 'members[0][name]'].map((field) =>
            form(fieldsOf(registrationFields({ [field]: 'x'.repeat(3000) })), auth, `huge ${field}`),
          ),
          form(
            fieldsOf(
              registrationFields(Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`members[${i + 2}][name]`, `Extra ${i}`]))),
            ),
            auth,
            'too many members',
          ),
          ...(
            [
              ['members[0][dob]', 'not-a-date'],
              ['members[1][dob]', '2999-01-01'],
              ['members[0][dob]', '31/31/2020'],
              ['members[0][name]', ''],
              ['houseNo', ' '],
              ['postalCode', ''],
              ['members[0][email]', 'someone-else@gmail.com'],
            ] as const
          ).map(([field, value]) => form(fieldsOf(registrationFields({ [field]: value })), auth, `${field} = ${value}`)),
          form([...fieldsOf(registrationFields()), photoPart('members[9][photo]')], auth, 'a photo of no member'),
        ],
      };
    }
    case apiRoute(FAMILY_API.updateMember.path):
    case apiRoute(CONSOLE_FAMILY_API.saveMember.path): {
      const console = route.route === apiRoute(CONSOLE_FAMILY_API.saveMember.path);
      return {
        valid: () => form([...fieldsOf(MEMBER_FIELDS), photoPart('newPhoto')], auth, 'valid'),
        hostile: [
          ...brokenMultipart(MEMBER_FIELDS, auth),
          ...brokenFields(MEMBER_FIELDS, console ? ['name', 'familyId'] : ['name'], ['dob', 'email', 'phone', 'id', 'familyId']).map(
            ([label, body]) => json(body, auth, label),
          ),
          ...['__x__', '.', '..', 'a/b', 'x'.repeat(101)].map((id) => json({ ...MEMBER_FIELDS, id }, auth, `bad id ${id.slice(0, 8)}`)),
          form([...fieldsOf(MEMBER_FIELDS), photoPart('newPhoto'), photoPart('other')], auth, 'a second, unexpected file'),
          form([...fieldsOf(MEMBER_FIELDS), photoPart('photo')], auth, 'a file under another name'),
        ],
      };
    }
    case apiRoute(FAMILY_API.update.path):
      return {
        valid: () => json(FAMILY_UPDATE, auth, 'valid'),
        hostile: [
          ...brokenMultipart(FAMILY_UPDATE, auth),
          ...brokenFields(FAMILY_UPDATE, ['house_no', 'address_line', 'postal_code', 'familyId', 'location', 'membership_type'], []).map(
            ([label, body]) => json(body, auth, label),
          ),
          json({ ...FAMILY_UPDATE, location: 'Atlantis' }, auth, 'a location not offered'),
          json({ ...FAMILY_UPDATE, location: 'Other', otherLocation: '' }, auth, 'Other without its text'),
          form([...fieldsOf(FAMILY_UPDATE), photoPart('photo')], auth, 'a file'),
        ],
      };
    case apiRoute(GALLERY_API.addPhoto.path):
    case apiRoute(EXECUTIVE_COMMITTEE_API.photo.path): {
      const fields: Record<string, string> = route.route === apiRoute(GALLERY_API.addPhoto.path) ? { albumId: 'a1' } : { id: 'p1' };
      const [key] = Object.keys(fields);
      return {
        valid: () => form([...fieldsOf(fields), photoPart('photo')], auth, 'valid'),
        hostile: [
          ...brokenMultipart(fields, auth),
          form(fieldsOf(fields), auth, 'no photo'),
          form(
            [...fieldsOf(fields), { name: 'photo', value: Buffer.alloc(0), filename: 'a.jpg', contentType: 'image/jpeg' }],
            auth,
            'empty photo',
          ),
          form([...fieldsOf(fields), photoPart('other')], auth, 'a file under another name'),
          form([...fieldsOf(fields), photoPart('photo'), photoPart('photo')], auth, 'two photos'),
          ...[...WRONG_VALUES, ...EMPTY_VALUES]
            .filter((v) => typeof v === 'string')
            .map((v) => form([{ name: key!, value: v as string }, photoPart('photo')], auth, `${key} = ${(v as string).slice(0, 12)}`)),
          form([photoPart('photo')], auth, `${key} missing`),
          json({ ...fields, photo: realPhoto.toString('base64') }, auth, 'the photo as JSON'),
        ],
      };
    }
    case apiRoute(MEMBERSHIP_API.importPreview.path):
    case apiRoute(MEMBERSHIP_API.import.path): {
      const file = (data: string | Buffer, name = 'file'): Part => ({
        name,
        value: data,
        filename: 'statement.csv',
        contentType: 'text/csv',
      });
      const isImport = route.route === apiRoute(MEMBERSHIP_API.import.path);
      return {
        valid: () => form([file(STATEMENT), { name: 'columns', value: COLUMNS }], auth, 'valid'),
        hostile: [
          ...brokenMultipart({ columns: COLUMNS }, auth),
          form([{ name: 'columns', value: COLUMNS }], auth, 'no file'),
          form([file(STATEMENT, 'other'), { name: 'columns', value: COLUMNS }], auth, 'the file under another name'),
          form([file(Buffer.alloc(1024 * 1024 + 1, 'a')), { name: 'columns', value: COLUMNS }], auth, 'a statement over 1 MB'),
          json({ file: STATEMENT, columns: COLUMNS }, auth, 'the statement as JSON'),
          ...(isImport
            ? ['', 'not json', '{}', '{"date":"Date"}', '[]', JSON.stringify({ date: 42, amount: [], reference: {} })].map((columns) =>
                form([file(STATEMENT), { name: 'columns', value: columns }], auth, `columns ${columns.slice(0, 12)}`),
              )
            : []),
        ],
      };
    }
    case apiRoute(EMAIL_PATHS.unsubscribe):
      return {
        hostile: ['', '?token=', '?token=forged', `?token=${'A'.repeat(5000)}`, '?token=a.b', '?token=%00'].flatMap((query) => [
          {
            label: `one-click ${query.slice(0, 16)}`,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: 'List-Unsubscribe=One-Click',
            query,
          },
          { label: `page button ${query.slice(0, 16)}`, headers: {}, query },
        ]),
      };
    default:
      return { hostile: [] };
  }
}

beforeAll(async () => {
  vi.stubEnv('GCLOUD_PROJECT', UNIT_PROJECT);
  vi.stubEnv('EMAIL_LINK_SECRET', 'unit-test-secret-that-is-long-enough-to-sign-links');
  realPhoto = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => {
  vi.unstubAllEnvs();
});

async function send(route: ApiRoute, request: Hostile) {
  spied.length = 0;
  store.touched.length = 0;
  const answer = await call(handler, {
    method: 'POST',
    url: `/api/${route.route}${request.query ?? ''}`,
    headers: { 'x-forwarded-for': '203.0.113.7', ...request.headers },
    body: request.body,
  });
  return { answer, spied: [...spied], touched: [...store.touched] };
}

describe('the write routes', () => {
  it('are every POST route of the table but the spins, which this file leaves to spins.test.ts', () => {
    const writes = writeRoutes().filter((r) => !SPIN_ROUTES.has(r));
    expect(WRITES.map((r) => r.route).sort()).toEqual([...writes, apiRoute(EMAIL_PATHS.unsubscribe)].sort());
    expect(WRITES.length).toBeGreaterThan(65);
    expect(ROUTES.filter((r) => r.methods.POST && SPIN_ROUTES.has(r.route)).map((r) => r.route)).toEqual([
      'spin.php',
      'spin-b.php',
      'spin-c.php',
    ]);
  });
});

describe.each(WRITES.map((route) => [`${route.route} (${route.access})`, route] as const))('%s', (_name, route) => {
  const ownHandler = !route.endpoints.POST;

  if (ownHandler && route.route !== apiRoute(EMAIL_PATHS.unsubscribe)) {
    it('reaches the store with a valid request (so the refusals below are the hostile parts)', async () => {
      const { valid } = ownCases(route);
      expect(valid, 'a valid request for this route').toBeDefined();
      const { answer, touched } = await send(route, valid!());
      expect(touched.length, JSON.stringify(answer.body)).toBeGreaterThan(0);
    });
  }

  it('answers every hostile request with a 4xx { success: false } and runs nothing that could write', async () => {
    const auth = admitted(route);
    const requests = [...badSignIns(route), ...oddBodies(route, auth), ...schemaCases(route, auth), ...ownCases(route).hostile];
    if (!ownHandler) requests.push(...brokenMultipart({ familyId: 'f1', id: 'm1' }, auth));
    expect(requests.length).toBeGreaterThan(ownHandler ? 15 : 20);
    const wrong: string[] = [];
    for (const request of requests) {
      const { answer, spied, touched } = await send(route, request);
      const body = answer.body as { success?: unknown; message?: unknown } | undefined;
      // The unsubscribe page's own button gets its answer as a page, not JSON.
      const pageAnswer = route.openToOtherSites && body === undefined;
      const refused =
        answer.status >= 400 && answer.status <= 499 && (pageAnswer || (body?.success === false && typeof body.message === 'string'));
      const wrote = spied.length > 0 || (touched.length > 0 && !READS_WHILE_PARSING.has(route.route));
      if (!refused || wrote)
        wrong.push(`${request.label}: HTTP ${answer.status} ${JSON.stringify(body)?.slice(0, 120)} ${spied} ${touched}`);
    }
    expect(wrong).toEqual([]);
  });
});
