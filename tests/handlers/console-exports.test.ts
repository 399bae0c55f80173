import { apiRoute } from '@edma/contract/api-paths';
import { postJson } from '../support/api-calls.ts';
import { CONSOLE_EXPORT_API } from '@edma/contract/console-exports';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { googleSignIn } from '../support/auth-tokens.ts';
import { committeeMember } from '../support/committee.ts';
import { uniqueGmail } from '../support/test-data.ts';

/* POST committee/exports/record: a CSV of personal data about to be downloaded, in the audit log. */

const record = (body: unknown, token: string) => postJson(apiRoute(CONSOLE_EXPORT_API.record.path), body, { token });
const exportsBy = async (uid: string) =>
  (await adminDb().collection('auditLog').where('actor.uid', '==', uid).where('action', '==', 'export.csv').get()).docs.map((d) =>
    d.data(),
  );

describe('recording a CSV export', () => {
  it('writes who downloaded what, which file and how many rows', async () => {
    const committee = await committeeMember('exports');
    const answer = await record({ what: 'members', file: 'edma-members-2026-11-25.csv', rows: 42 }, committee.token);
    expect(answer.status).toBe(200);
    expect(await exportsBy(committee.uid)).toEqual([
      expect.objectContaining({
        actor: { uid: committee.uid, email: committee.email },
        target: 'members',
        details: { file: 'edma-members-2026-11-25.csv', rows: 42 },
      }),
    ]);
  });

  it('refuses a member, a stranger and bad input, and records nothing', async () => {
    const committee = await committeeMember('exports-bad');
    const member = await googleSignIn(uniqueGmail('exports.member'));
    const body = { what: 'members', file: 'x.csv', rows: 1 };
    expect((await record(body, member.token)).status).toBe(403);
    expect((await record(body, '')).status).toBe(401);
    for (const bad of [
      { ...body, what: 'everything' },
      { ...body, file: '../../etc/passwd' },
      { ...body, file: 'a\r\nBcc: x@y.z' },
      { ...body, rows: -1 },
      { what: 'members' },
    ]) {
      expect((await record(bad, committee.token)).status, JSON.stringify(bad)).toBe(400);
    }
    expect(await exportsBy(member.uid)).toEqual([]);
    expect(await exportsBy(committee.uid)).toEqual([]);
  });
});
