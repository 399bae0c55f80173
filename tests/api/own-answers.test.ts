import { PHOTOS_PATH_PREFIX } from '@edma/contract/photos';
import { apiRoute } from '@edma/contract/api-paths';
import { FAMILY_API } from '@edma/contract/family';
import { CONTACT_API } from '@edma/contract/contact';
import { DRAWS, SPIN_KEY_HEADER } from '@edma/contract/draw';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeRoutes } from '../../functions/src/routes.ts';
import { adminDb } from '../support/admin.ts';
import { callApi, postJson } from '../support/api-calls.ts';
import { emulatorEnv } from '../support/emulator-env.ts';
import { familyWithSignedInHead } from '../support/families.ts';
import { jsonOf, rawRequest } from './support/raw-request.ts';
import { familyState, globalState } from '../support/read-back.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

/*
 * Every answer is the API's own: `{ success: false, message }` with a 4xx status for every bad
 * request, including bodies the host's body parser refuses before the function runs, ids Firestore
 * would refuse, and writes from another site.
 */

const READ_ROUTES = ['get_families.php', 'check_user.php', 'get_family_from_id.php', 'photos/f1/m1-x.webp'];
const EVIL = 'https://evil.example';
const messages = () => adminDb().collection('contactMessages');
const contactCount = async () => (await messages().count().get()).data().count;
const draws = async () =>
  Promise.all(['chitti-A', 'chitti-B', 'chitti-C'].map(async (id) => (await adminDb().collection('draws').doc(id).get()).data()));

/** Everything any write route could have changed. */
async function everything() {
  return { global: await globalState(), contact: await contactCount(), draws: await draws() };
}

describe('bodies the platform cannot parse', () => {
  const cases: Array<[string, Record<string, string>, string | Buffer, number, RegExp]> = [
    ['malformed JSON', { 'Content-Type': 'application/json' }, '{"name": "a",', 400, /not valid JSON/],
    ['a JSON scalar', { 'Content-Type': 'application/json' }, '"just a string"', 400, /not valid JSON/],
    ['JSON in a charset JSON cannot have', { 'Content-Type': 'application/json; charset=iso-8859-1' }, '{}', 415, /could not be read/],
    [
      'a broken gzip body',
      { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      Buffer.from('not gzip at all'),
      400,
      /could not be read|not valid JSON/,
    ],
    [
      'an unknown Content-Encoding',
      { 'Content-Type': 'application/json', 'Content-Encoding': 'compress-9000' },
      '{}',
      415,
      /could not be read/,
    ],
    [
      'gzip of malformed JSON',
      { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      gzipSync('{oops'),
      400,
      /not valid JSON/,
    ],
  ];

  for (const viaHosting of [false, true]) {
    describe(viaHosting ? 'through Hosting' : 'on the function', () => {
      it.each(cases)('answers %s with JSON on every write route, and writes nothing', async (_, headers, body, status, message) => {
        const before = await everything();
        for (const route of writeRoutes()) {
          const response = await rawRequest(route, { method: 'POST', headers, body, viaHosting });
          expect(response.status, `${route}: ${response.text.slice(0, 200)}`).toBe(status);
          expect(jsonOf(response), `${route}: ${response.text.slice(0, 200)}`).toEqual({
            success: false,
            message: expect.stringMatching(message),
          });
          expect(response.text).not.toMatch(/<html|at .*\.js:\d+/i);
        }
        expect(await everything()).toEqual(before);
      });

      // Hosting forwards no body with a GET; the function itself is asked directly.
      it.skipIf(viaHosting)('answers malformed JSON with JSON on every read route too', async () => {
        for (const route of READ_ROUTES) {
          const response = await rawRequest(route, {
            method: 'GET',
            headers: { 'Content-Type': 'application/json' },
            body: '{"x":',
            viaHosting,
          });
          expect(response.status, route).toBe(400);
          expect(jsonOf(response), route).toEqual({ success: false, message: 'The request body is not valid JSON.' });
        }
      });
    });
  }

  it('still reads well-formed bodies after all that', async () => {
    const response = await callEndpoint(CONTACT_API.send, {
      name: 'After',
      email: 'after@example.org',
      message: 'Still working?',
    });
    expect(response.status).toBe(200);
  });
});

describe('ids Firestore refuses', () => {
  let head: Awaited<ReturnType<typeof familyWithSignedInHead>>;
  beforeAll(async () => {
    head = await familyWithSignedInHead('ids');
  });

  const BAD_IDS = ['__x__', '__.*__', '.', '..', 'a/b', '../x', 'x'.repeat(1600), '%2e%2e', '__id__', 'ü', 'a\u0000b'];

  it.each(BAD_IDS.map((id) => [id.length > 40 ? `${id.slice(0, 10)}… (${id.length})` : id, id]))(
    'refuses %j as a family or member id with 400/404, never 500',
    async (_, id) => {
      const before = await familyState(head.familyId);
      const answers = [
        await callEndpoint(FAMILY_API.family, { familyId: id }, { token: head.token }),
        await callEndpoint(
          FAMILY_API.update,
          { familyId: id, house_no: '1', address_line: 'A', location: 'Seaton', postal_code: 'EX12 2AB', membership_type: 'Gold' },
          { token: head.token },
        ),
        await postJson(apiRoute(FAMILY_API.updateMember.path), { familyId: head.familyId, id, name: 'X' }, { token: head.token }),
        await postJson(apiRoute(FAMILY_API.updateMember.path), { familyId: id, name: 'X' }, { token: head.token }),
        await callEndpoint(FAMILY_API.deleteMember, { familyId: head.familyId, id }, { token: head.token }),
        await callEndpoint(FAMILY_API.deleteMember, { familyId: id, id: 'abc' }, { token: head.token }),
        await callApi(apiRoute(PHOTOS_PATH_PREFIX) + `${encodeURIComponent(id)}/${encodeURIComponent(id)}.webp`, { token: head.token }),
      ];
      for (const [i, response] of answers.entries()) {
        expect([400, 404], `request ${i}: ${JSON.stringify(response.body).slice(0, 200)}`).toContain(response.status);
        expect(response.body).toMatchObject({ success: false, message: expect.any(String) });
      }
      expect(await familyState(head.familyId)).toEqual(before);
    },
  );
});

describe('CORS and cross-site writes', () => {
  const site = new URL(emulatorEnv.siteUrl).origin;

  it("grants a preflight to the site's own origin only", async () => {
    const allowed = await callApi(apiRoute(FAMILY_API.updateMember.path), {
      method: 'OPTIONS',
      headers: { Origin: site, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(site);
    expect(allowed.headers.get('access-control-allow-methods')).toBe('POST');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(allowed.headers.get('vary')).toMatch(/Origin/);

    const refused = await callApi(apiRoute(FAMILY_API.updateMember.path), {
      method: 'OPTIONS',
      headers: { Origin: EVIL, 'Access-Control-Request-Method': 'POST' },
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(refused.body).toEqual({ success: false, message: 'Cross-site requests are not allowed.' });
  });

  it('names no other origin on reads', async () => {
    const foreign = await callEndpoint(FAMILY_API.families, {}, { headers: { Origin: EVIL } });
    expect(foreign.status).toBe(200);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const own = await callEndpoint(FAMILY_API.families, {}, { headers: { Origin: site } });
    expect(own.headers.get('access-control-allow-origin')).toBe(site);
  });

  it('lets the site itself write', async () => {
    const response = await callEndpoint(
      CONTACT_API.send,
      { name: 'Own site', email: 'own@example.org', message: 'Hello' },
      { headers: { Origin: site, 'Sec-Fetch-Site': 'same-origin' }, viaHosting: true },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(site);
  });

  it('refuses a cross-site form post to every write route, and writes nothing', async () => {
    const before = await everything();
    for (const route of writeRoutes()) {
      const attempts: Array<Record<string, string>> = [
        { Origin: EVIL, 'Content-Type': 'application/x-www-form-urlencoded' },
        { Origin: 'null', 'Content-Type': 'multipart/form-data; boundary=x' },
        { 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'text/plain' },
      ];
      for (const headers of attempts) {
        const response = await rawRequest(route, {
          method: 'POST',
          headers,
          body: headers['Content-Type']!.startsWith('multipart') ? '--x--\r\n' : 'name=a&email=b%40c.org&message=hi',
        });
        expect(response.status, `${route} ${JSON.stringify(headers)}`).toBe(403);
        expect(jsonOf(response)).toEqual({ success: false, message: 'Cross-site requests are not allowed.' });
      }
    }
    expect(await everything()).toEqual(before);
  });

  it('refuses another origin even with a valid request and sign-in', async () => {
    const head = await familyWithSignedInHead('cors');
    const before = await familyState(head.familyId);
    const contactBefore = await contactCount();
    const answers = [
      await callEndpoint(CONTACT_API.send, { name: 'Evil', email: 'evil@example.org', message: 'spam' }, { headers: { Origin: EVIL } }),
      await callEndpoint(
        FAMILY_API.update,
        {
          familyId: head.familyId,
          house_no: '9',
          address_line: 'Evil Road',
          location: 'Seaton',
          postal_code: 'EX12 2AB',
          membership_type: 'Gold',
        },
        { token: head.token, headers: { Origin: EVIL } },
      ),
      await callApi(apiRoute(DRAWS[0].spinPath), { method: 'POST', headers: { Origin: EVIL, [SPIN_KEY_HEADER]: 'edma-demo-spin' } }),
    ];
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403]);
    expect(await familyState(head.familyId)).toEqual(before);
    expect(await contactCount()).toBe(contactBefore);
  });

  it('refuses bodies only an HTML form sends, even without an Origin', async () => {
    const before = await contactCount();
    const response = await callApi(apiRoute(CONTACT_API.send.path), {
      body: 'name=a&email=b%40c.org&message=hi',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({ success: false });
    expect(await contactCount()).toBe(before);
  });
});
