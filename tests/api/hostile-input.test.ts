import { MAX_MESSAGE_TEXT } from '@edma/contract/limits';
import { SPIN_KEY_HEADER } from '@edma/contract/draw';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeRoutes } from '../../functions/src/routes.ts';
import { adminDb, storedFiles } from '../support/admin.ts';
import { randomIp } from '../support/api-calls.ts';
import { aFamily, uniqueGmail } from '../support/test-data.ts';
import { emulatorToken, expiredToken, forgedToken, googleSignIn } from '../support/auth-tokens.ts';
import { familyWithSignedInHead } from '../support/families.ts';
import { jpeg } from '../support/images.ts';
import { jsonOf, rawRequest } from './support/raw-request.ts';
import { familyState, globalState } from './support/read-back.ts';
import { prng } from '../../scripts/seed/prng.mjs';

/*
 * Hostile input on every write route: requests generated from a fixed seed (wrong types, missing
 * and extra fields, huge values, broken multipart, disguised files, forged / expired /
 * other-project tokens). Every answer must be a 4xx `{ success: false }`, and afterwards Firestore
 * and Storage must hold exactly what they held before (rate-limit counters aside: counting is the
 * point of them).
 */

const SEED = 0x0ed3a;
const PER_ROUTE = 34;
const CONCURRENCY = 3;

const rand = prng(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

interface Hostile {
  route: string;
  label: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** A multipart body, exactly as given (or broken on purpose by the caller). */
function multipart(parts: Array<{ name: string; value: string | Buffer; filename?: string; type?: string }>, boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`),
    );
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Values no text field accepts: wrong types, and text longer than any limit. */
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
/** What a required field refuses besides those. */
const EMPTY_VALUES: unknown[] = ['', ' ', '\t\n'];
const HUGE = 'h'.repeat(70 * 1024);

/** Files that claim to be photos and are not. */
const DISGUISED: Array<{ filename: string; type: string; data: Buffer }> = [
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

interface Context {
  familyId: string;
  memberIds: string[];
  headToken: string;
  /** Signed in, verified, in no family: registration passes the sign-in check. */
  strangerToken: string;
  strangerEmail: string;
  uid: string;
  email: string;
  realPhoto: Buffer;
}

function badAuthorization(ctx: Context): Record<string, string> {
  const otherProject = emulatorToken(ctx.uid, ctx.email, { aud: 'other-project', iss: 'https://securetoken.google.com/other-project' });
  return pick<Record<string, string>>([
    {},
    { Authorization: `Bearer ${forgedToken(ctx.uid, ctx.email)}` },
    { Authorization: `Bearer ${expiredToken(ctx.uid, ctx.email)}` },
    { Authorization: `Bearer ${otherProject}` },
    { Authorization: `Bearer ${emulatorToken(ctx.uid, ctx.email, { email_verified: false })}` },
    { Authorization: 'Bearer not.a.jwt' },
    { Authorization: `Bearer ${'A'.repeat(8000)}` },
    { Authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}` },
    { Authorization: 'Bearer' },
  ]);
}

const json = (value: unknown, headers: Record<string, string> = {}) => ({
  headers: { 'Content-Type': 'application/json', ...headers },
  body: Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)),
});

/**
 * A JSON object with one field broken so that it can never pass validation: a required field
 * wrong, empty or missing, or an optional one of the wrong type or too long.
 */
function broken(base: Record<string, unknown>, required: string[], optional: string[] = []): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...base };
  const field = pick([...required, ...optional]);
  const isRequired = required.includes(field);
  switch (pick(isRequired ? (['wrong', 'missing', 'empty'] as const) : (['wrong'] as const))) {
    case 'missing':
      delete copy[field];
      break;
    case 'empty':
      copy[field] = pick(EMPTY_VALUES);
      break;
    default:
      copy[field] = pick(WRONG_VALUES);
  }
  return copy;
}

function brokenMultipart(fields: Record<string, string>): { headers: Record<string, string>; body: Buffer } {
  const boundary = `----hostile${Math.floor(rand() * 1e9)}`;
  const parts = Object.entries(fields).map(([name, value]) => ({ name, value }));
  const whole = multipart(parts, boundary);
  switch (pick(['no-boundary', 'wrong-boundary', 'truncated', 'garbage', 'too-many-fields', 'file-as-field'] as const)) {
    case 'no-boundary':
      return { headers: { 'Content-Type': 'multipart/form-data' }, body: whole };
    case 'wrong-boundary':
      return { headers: { 'Content-Type': 'multipart/form-data; boundary=nope' }, body: whole };
    case 'truncated':
      return {
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        body: whole.subarray(0, Math.floor(whole.length / 2)),
      };
    case 'garbage':
      return {
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        body: Buffer.from(`--${boundary}\r\n\u0000\u0001\u0002 not a part\r\n`),
      };
    case 'too-many-fields':
      return {
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        body: multipart(
          Array.from({ length: 400 }, (_, i) => ({ name: `f${i}`, value: 'x' })),
          boundary,
        ),
      };
    case 'file-as-field':
      return {
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        body: multipart(
          [...parts, { name: 'members[0][name]', value: Buffer.from('x'), filename: 'name.txt', type: 'text/plain' }],
          boundary,
        ),
      };
  }
}

function registrationParts(family = aFamily(), overrides: Record<string, string> = {}) {
  const fields: Record<string, string> = {
    houseNo: family.houseNo!,
    addressLine: family.addressLine!,
    postalCode: family.postalCode!,
    location: family.location!,
    membershipType: family.membershipType!,
    otherLocation: '',
    otherMembership: '',
  };
  family.members.forEach((m, i) => {
    for (const key of ['name', 'email', 'phone', 'dob'] as const) fields[`members[${i}][${key}]`] = m[key] ?? '';
  });
  return { ...fields, ...overrides };
}

/** One hostile request for a route, chosen by the seeded generator. */
function hostileFor(route: string, ctx: Context): Hostile {
  const headers: Record<string, string> = { 'X-Forwarded-For': randomIp() };
  const kind = rand();
  const make = (label: string, extra: { headers?: Record<string, string>; body?: Buffer }): Hostile => ({
    route,
    label,
    headers: { ...headers, ...extra.headers },
    body: extra.body,
  });

  // Common to every route: bad sign-ins with extra fields, and bodies of the wrong shape.
  if (kind < 0.25) {
    const payload = {
      ...(pick([{ familyId: ctx.familyId }, { id: ctx.memberIds[0] }, {}]) as object),
      admin: true,
      role: 'committee',
      __proto__: { x: 1 },
    };
    return make('bad sign-in with extra fields', json(payload, badAuthorization(ctx)));
  }
  if (kind < 0.35) {
    const body = pick(['', 'null', '[]', '[1,2]', '"text"', '123', '{"a":', '{"__proto__":{"polluted":true}}', HUGE]);
    return make(
      `odd JSON ${body.slice(0, 12)}`,
      json(body === HUGE ? JSON.stringify({ name: HUGE, email: 'a@b.org', message: HUGE }) : body, {
        Authorization: `Bearer ${ctx.headToken}`,
      }),
    );
  }

  switch (route) {
    case 'contact': {
      const base = { name: 'Visitor', email: 'visitor@example.org', message: 'Hello' };
      const variant = pick(['broken', 'huge', 'email', 'extra-missing'] as const);
      if (variant === 'huge')
        return make('huge message', json({ ...base, message: 'm'.repeat(MAX_MESSAGE_TEXT + 1 + Math.floor(rand() * 50_000)) }));
      if (variant === 'email')
        return make(
          'bad email',
          json({
            ...base,
            email: pick(['not-an-email', 'a@', '@b.org', 'a b@c.org', 'x'.repeat(300) + '@b.org', 'a@b.org\r\nBcc: x@evil.org']),
          }),
        );
      if (variant === 'extra-missing') return make('extra field, missing one', json({ name: 'V', email: 'v@example.org', isAdmin: true }));
      return make('broken field', json(broken(base, ['name', 'email', 'message'])));
    }
    case 'spin.php':
    case 'spin-b.php':
    case 'spin-c.php': {
      const password = pick([
        '',
        'edma-demo-spi',
        'EDMA-DEMO-SPIN',
        'edma-demo-spin ',
        ' edma-demo-spin',
        'x'.repeat(6000),
        "' OR 1=1 --",
        'edma-demo-spin%00',
      ]);
      const body = pick([undefined, json({ password: 'edma-demo-spin' }).body, json({ angle: 12, winner: 'me' }).body]);
      return make('wrong password', {
        headers: { [SPIN_KEY_HEADER]: password, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body,
      });
    }
    case 'save_family.php': {
      const auth = { Authorization: `Bearer ${ctx.strangerToken}` };
      const family = aFamily();
      family.members[0]!.email = ctx.strangerEmail;
      const variant = pick([
        'disguised',
        'broken-multipart',
        'wrong-field',
        'no-members',
        'json',
        'huge-field',
        'too-many-members',
      ] as const);
      const boundary = `----reg${Math.floor(rand() * 1e9)}`;
      const parts = Object.entries(registrationParts(family)).map(([name, value]) => ({ name, value }));
      if (variant === 'disguised') {
        const file = pick(DISGUISED);
        return make(`disguised ${file.filename}`, {
          headers: { ...auth, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
          body: multipart([...parts, { name: 'members[0][photo]', value: file.data, filename: file.filename, type: file.type }], boundary),
        });
      }
      if (variant === 'broken-multipart') {
        const b = brokenMultipart(registrationParts(family));
        return make('broken multipart', { headers: { ...auth, ...b.headers }, body: b.body });
      }
      if (variant === 'json') return make('registration as JSON', json(registrationParts(family), auth));
      const overrides: Record<string, string> =
        variant === 'no-members'
          ? Object.fromEntries(
              Object.keys(registrationParts(family))
                .filter((k) => k.startsWith('members'))
                .map((k) => [k, '']),
            )
          : variant === 'huge-field'
            ? { [pick(['houseNo', 'addressLine', 'postalCode', 'members[0][name]'])]: 'x'.repeat(3000) }
            : variant === 'too-many-members'
              ? Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`members[${i + 1}][name]`, `Extra ${i}`]))
              : Object.fromEntries([
                  pick([
                    ['members[0][dob]', 'not-a-date'],
                    ['members[1][dob]', '2999-01-01'],
                    ['members[0][dob]', '31/31/2020'],
                    ['members[0][name]', ''],
                    ['houseNo', ' '],
                    ['postalCode', ''],
                  ]),
                ]);
      const all = Object.entries(registrationParts(family, overrides)).map(([name, value]) => ({ name, value }));
      return make(`registration ${variant}`, {
        headers: { ...auth, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        body: multipart(all, boundary),
      });
    }
    case 'update_member.php': {
      const auth = { Authorization: `Bearer ${ctx.headToken}` };
      const variant = pick(['disguised', 'broken-multipart', 'broken-json', 'bad-id', 'two-files'] as const);
      const boundary = `----mem${Math.floor(rand() * 1e9)}`;
      const fields = { familyId: ctx.familyId, id: pick([...ctx.memberIds, '']), name: 'Renamed', email: '', phone: '', dob: '' };
      if (variant === 'disguised') {
        const file = pick(DISGUISED);
        const parts = Object.entries(fields).map(([name, value]) => ({ name, value }));
        return make(`disguised ${file.filename}`, {
          headers: { ...auth, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
          body: multipart([...parts, { name: 'newPhoto', value: file.data, filename: file.filename, type: file.type }], boundary),
        });
      }
      if (variant === 'two-files') {
        const parts = Object.entries(fields).map(([name, value]) => ({ name, value }));
        const body = multipart(
          [
            ...parts,
            { name: 'newPhoto', value: ctx.realPhoto, filename: 'a.jpg', type: 'image/jpeg' },
            { name: 'other', value: ctx.realPhoto, filename: 'b.jpg', type: 'image/jpeg' },
          ],
          boundary,
        );
        return make('a second, unexpected file', {
          headers: { ...auth, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
          body,
        });
      }
      if (variant === 'broken-multipart') {
        const b = brokenMultipart(fields);
        return make('broken multipart', { headers: { ...auth, ...b.headers }, body: b.body });
      }
      if (variant === 'bad-id') return make('bad id', json({ ...fields, id: pick(['__x__', '.', '..', 'a/b', 'x'.repeat(101)]) }, auth));
      return make('broken JSON field', json(broken(fields, ['name'], ['dob', 'email', 'phone', 'familyId']), auth));
    }
    case 'update_family.php': {
      const auth = { Authorization: `Bearer ${ctx.headToken}` };
      const base = {
        familyId: ctx.familyId,
        house_no: '1',
        address_line: 'Harbour Road',
        location: 'Seaton',
        postal_code: 'EX12 2AB',
        membership_type: 'Gold',
      };
      if (rand() < 0.3) return make('other family', json({ ...base, familyId: pick(['__x__', '..', 'no-such-family-x', 'a/b']) }, auth));
      if (rand() < 0.3) {
        const b = brokenMultipart(base);
        return make('broken multipart', { headers: { ...auth, ...b.headers }, body: b.body });
      }
      return make(
        'broken field',
        json(broken(base, ['house_no', 'address_line', 'postal_code', 'familyId', 'location', 'membership_type']), auth),
      );
    }
    case 'delete_member.php': {
      const auth = { Authorization: `Bearer ${ctx.headToken}` };
      return make(
        'bad member id',
        json(
          pick([
            { id: pick(['__x__', '.', '..', 'a/b', 'no-such-member-1', '']) },
            { id: 42 },
            { id: ['x'] },
            { familyId: '__x__', id: 'abc' },
            { familyId: ctx.familyId },
          ]),
          auth,
        ),
      );
    }
    default: {
      // Any other write route (invitations, committee actions ...): bad ids with a real sign-in.
      const auth = { Authorization: `Bearer ${ctx.headToken}` };
      return make(
        'generic bad ids',
        json(
          pick([
            { familyId: pick(['__x__', '..', 'a/b', 'x'.repeat(300), 'no-such-family-1']) },
            { familyId: 42 },
            { familyId: null },
            {},
            { familyId: ctx.familyId, reason: 'x'.repeat(10_000) },
          ]),
          auth,
        ),
      );
    }
  }
}

/** Everything any of these requests could have written. */
async function snapshot(familyId: string) {
  const db = adminDb();
  const draws = await Promise.all(
    ['chitti-A', 'chitti-B', 'chitti-C'].map(async (id) => {
      const ref = db.collection('draws').doc(id);
      return { draw: (await ref.get()).data(), spins: (await ref.collection('spins').count().get()).data().count };
    }),
  );
  return {
    global: await globalState(),
    photos: await storedFiles(''),
    family: await familyState(familyId),
    contact: (await db.collection('contactMessages').count().get()).data().count,
    memberAdds: (await db.collectionGroup('memberAdds').count().get()).data().count,
    draws,
  };
}

describe('hostile input on every write route', () => {
  let ctx: Context;
  beforeAll(async () => {
    const head = await familyWithSignedInHead('hostile');
    const stranger = uniqueGmail('stranger');
    ctx = {
      familyId: head.familyId,
      memberIds: (await familyState(head.familyId)).members.map((m) => m.id),
      headToken: head.token,
      strangerToken: (await googleSignIn(stranger)).token,
      strangerEmail: stranger,
      uid: head.uid,
      email: head.email,
      realPhoto: await jpeg(64, 64),
    };
  });

  it(`answers ${PER_ROUTE} generated requests per route with 4xx only, and writes nothing`, async () => {
    const routes = writeRoutes();
    for (const known of [
      'save_family.php',
      'update_family.php',
      'update_member.php',
      'delete_member.php',
      'contact',
      'spin.php',
      'spin-b.php',
      'spin-c.php',
    ]) {
      expect(routes).toContain(known);
    }
    const requests = routes.flatMap((route) => Array.from({ length: PER_ROUTE }, () => hostileFor(route, ctx)));
    expect(requests.length).toBeGreaterThanOrEqual(300);

    const before = await snapshot(ctx.familyId);
    const wrong: string[] = [];
    const statuses = new Map<number, number>();
    for (let i = 0; i < requests.length; i += CONCURRENCY) {
      await Promise.all(
        requests.slice(i, i + CONCURRENCY).map(async (h, j) => {
          const response = await rawRequest(h.route, { method: 'POST', headers: h.headers, body: h.body });
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          const body = jsonOf(response);
          if (response.status < 400 || response.status > 499 || body?.success !== false || typeof body.message !== 'string') {
            wrong.push(`#${i + j} ${h.route} (${h.label}): HTTP ${response.status} ${response.text.slice(0, 160)}`);
          }
        }),
      );
    }
    expect(wrong, `answers by status: ${JSON.stringify([...statuses])}`).toEqual([]);
    expect(await snapshot(ctx.familyId)).toEqual(before);
  }, 300_000);
});
