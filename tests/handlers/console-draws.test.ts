import { apiRoute } from '@edma/contract/api-paths';
import { CONSOLE_DRAW_API, EVERYONE_HAS_WON_MESSAGE, NAMES_WHILE_SPINNING_MESSAGE, type ConsoleDraw } from '@edma/contract/console-draws';
import {
  DRAWS,
  MEMBERS_ONLY_DRAW_MESSAGE,
  NO_PARTICIPANTS_MESSAGE,
  SPIN_KEY_HEADER,
  SPIN_RESULT_DELAY_MS,
  WRONG_PASSWORD_MESSAGE,
  winnerIndex,
  type DrawDoc,
  type DrawSealDoc,
  type Spin,
} from '@edma/contract/draw';
import { participantsHash } from '@edma/contract/draw-proof';
import { DRAW_ABOUT_API } from '@edma/contract/draw-about';
import { DRAW_PROOF_API } from '@edma/contract/draw-spin-proof';
import { endpointUrl } from '@edma/contract/endpoint';
import { familyWithSignedInHead } from '../support/families.ts';
import type { DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashDrawPassword } from '../../functions/src/draws/draw-password.ts';
import { adminDb } from '../support/admin.ts';
import { callApi, postJson } from '../support/api-calls.ts';
import { uniqueGmail } from '../support/test-data.ts';
import { googleSignIn } from '../support/auth-tokens.ts';
import { committeeMember } from '../support/committee.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

const DEPLOYMENT_PASSWORD = 'edma-demo-spin';
const drawRef = () => adminDb().collection('draws').doc('chitti-A');
const passwordRef = () => adminDb().collection('drawSettings').doc('password');
const startedAt = Date.now();
const PEOPLE = ['Anu Thomas', 'Ben Joseph', 'Cyril Mathew', 'Deepa Nair'];

let chair: Awaited<ReturnType<typeof committeeMember>>;

const spinA = (password: string) =>
  callApi<{ success: boolean; message?: string; angle?: number; spinId?: string }>(apiRoute(DRAWS[0].spinPath), {
    method: 'POST',
    headers: { [SPIN_KEY_HEADER]: password },
  });

/** Everything the draw routes could change. */
async function drawsState() {
  const [draw, spins, rounds, password] = await Promise.all([
    drawRef().get(),
    drawRef()
      .collection('spins')
      .where('startedAtMs', '>=', startedAt - 60_000)
      .get(),
    drawRef().collection('rounds').get(),
    passwordRef().get(),
  ]);
  return {
    draw: draw.data(),
    spins: spins.docs.map((d) => ({ id: d.id, ...d.data() })),
    rounds: rounds.docs.map((d) => d.data()),
    password: password.data() ?? null,
  };
}

/** Pretends the running spin started 41 s ago, so the next change or spin is allowed. */
async function finishSpin() {
  const live = (await drawRef().get()).get('spin') as Spin;
  await drawRef().update({ spin: { ...live, startedAtMs: live.startedAtMs - SPIN_RESULT_DELAY_MS } });
}

async function auditActions(target: string): Promise<string[]> {
  const entries = await adminDb().collection('auditLog').where('actor.email', '==', chair.email).where('target', '==', target).get();
  return entries.docs.map((d) => d.get('action') as string);
}

async function listed(): Promise<{ draws: ConsoleDraw[]; password: { source: string; changedBy: string | null } }> {
  const response = await callEndpoint(CONSOLE_DRAW_API.list, {}, { token: chair.token });
  expect(response.status).toBe(200);
  return response.body;
}
const drawA = async () => (await listed()).draws.find((d) => d.id === 'chitti-A')!;

// The draw pages' browser tests and spins.test.ts use the same emulators: put everything back after.
let saved: DocumentData | undefined;
beforeAll(async () => {
  chair = await committeeMember('draws.chair');
  saved = (await drawRef().get()).data();
});
afterAll(async () => {
  const ours = await drawRef()
    .collection('spins')
    .where('startedAtMs', '>=', startedAt - 60_000)
    .get();
  const rounds = await drawRef().collection('rounds').get();
  const seals = await drawRef().collection('seals').get();
  await Promise.all([...ours.docs, ...rounds.docs, ...seals.docs].map((d) => d.ref.delete()));
  if (saved) await drawRef().set(saved);
  else await drawRef().delete();
  await passwordRef().delete();
});

// A seeded history is left alone; a stored round 1 keeps it out of this round's winners.
const ROUND_ONE = { number: 1, startedAtMs: 0, excludeWinners: false, winners: [] };
beforeEach(async () => {
  const [spins, rounds] = await Promise.all([
    drawRef()
      .collection('spins')
      .where('startedAtMs', '>=', startedAt - 60_000)
      .get(),
    drawRef().collection('rounds').get(),
  ]);
  const seals = await drawRef().collection('seals').get();
  await Promise.all([...spins.docs, ...rounds.docs, ...seals.docs].map((d) => d.ref.delete()));
  await drawRef().set({ title: 'Chitty-A', names: ['Old One', 'Old Two'], spin: null, round: ROUND_ONE } satisfies DrawDoc);
  await passwordRef().delete();
});

describe('committee console: draws', () => {
  it("edits a draw's title and participants: the draw document (which every page follows) shows them at once", async () => {
    const saved = await callEndpoint(
      CONSOLE_DRAW_API.update,
      { drawId: 'chitti-A', title: ' Chitty-A 2026 ', participants: [' Anu Thomas', ...PEOPLE.slice(1)] },
      { token: chair.token },
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ success: true, message: 'Chitty-A 2026 was saved.' });

    expect((await drawRef().get()).data()).toMatchObject({ title: 'Chitty-A 2026', names: PEOPLE, participants: PEOPLE, spin: null });
    expect(await drawA()).toMatchObject({
      title: 'Chitty-A 2026',
      participants: PEOPLE,
      wheelNames: PEOPLE,
      round: { number: 1, excludeWinners: false, winners: [] },
      spinRunningUntilMs: null,
    });
    expect(await auditActions('draws/chitti-A')).toEqual(['draw.update']);

    // The next spin draws from them, with the shared formula.
    const spin = await spinA(DEPLOYMENT_PASSWORD);
    expect(spin.status).toBe(200);
    expect((await drawRef().get()).get('spin.winner')).toBe(PEOPLE[winnerIndex(spin.body.angle!, PEOPLE.length)]);
  });

  it('seals the round when it opens and again, visibly, when the list changes; an unchanged list keeps its seal', async () => {
    const save = (participants: string[]) =>
      callEndpoint(CONSOLE_DRAW_API.update, { drawId: 'chitti-A', title: 'Chitty-A', participants }, { token: chair.token });
    const sealNow = async () => (await drawRef().get()).get('seal') as DrawSealDoc;
    const sealHistory = async () => (await drawRef().collection('seals').orderBy('publishedAtMs').get()).docs.map((d) => d.data());

    expect((await save(PEOPLE)).status).toBe(200);
    const first = await sealNow();
    expect(first).toMatchObject({ participantsHash: await participantsHash(PEOPLE), count: 4, spinNumber: 1 });
    expect((await save(PEOPLE)).status).toBe(200);
    expect(await sealNow()).toEqual(first);

    const reordered = [...PEOPLE].reverse();
    expect((await save(reordered)).status).toBe(200);
    const second = await sealNow();
    expect(second.participantsHash).toBe(await participantsHash(reordered));
    expect(second.seedHash).not.toBe(first.seedHash);
    expect(await sealHistory()).toEqual([
      { seal: first, reason: 'wheel-changed', publishedAtMs: first.sealedAtMs },
      { seal: second, reason: 'wheel-changed', publishedAtMs: second.sealedAtMs },
    ]);

    // The spin takes the published seal; a new round is sealed from spin 1 again.
    const spin = await spinA(DEPLOYMENT_PASSWORD);
    expect(spin.status).toBe(200);
    expect((await drawRef().collection('spins').doc(spin.body.spinId!).get()).get('seal')).toEqual(second);
    await finishSpin();
    expect((await callEndpoint(CONSOLE_DRAW_API.newRound, { drawId: 'chitti-A' }, { token: chair.token })).status).toBe(200);
    expect(await sealNow()).toMatchObject({ spinNumber: 1, participantsHash: await participantsHash(reordered) });
    expect((await sealHistory()).map((entry) => entry.reason)).toEqual(['wheel-changed', 'wheel-changed', 'after-spin', 'round-opened']);
    // The console's history lists them, newest first, with the spin that used one; the audit log names the replaced seal.
    const history = await callEndpoint(CONSOLE_DRAW_API.history, { drawId: 'chitti-A' }, { token: chair.token });
    expect(history.body.seals.map((entry) => [entry.reason, entry.usedBy])).toEqual([
      ['round-opened', null],
      ['after-spin', null],
      ['wheel-changed', spin.body.spinId],
      ['wheel-changed', null],
    ]);
    expect(history.body.spins[0]!.proof).toMatchObject({ seedHash: second.seedHash, beaconRound: second.beaconRound, spinNumber: 1 });
    const audits = await adminDb()
      .collection('auditLog')
      .where('target', '==', 'draws/chitti-A')
      .where('action', '==', 'draw.update')
      .get();
    expect(audits.docs.map((d) => d.get('details.seal'))).toContainEqual({ replaced: first.seedHash, by: second.seedHash });
  });

  it('says what a draw is and who sees it: shown publicly, audited, and a members-only proof only for members of approved families', async () => {
    const lottery = {
      drawId: 'chitti-A',
      membersOnly: true,
      kind: 'society-lottery',
      registrationNumber: 'EDDC/SL/042',
      promoter: 'Anu Thomas',
    } as const;
    const missing = await postJson(apiRoute(CONSOLE_DRAW_API.about.path), { ...lottery, promoter: ' ' }, { token: chair.token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain("Give the promoter's name.");
    expect((await drawRef().get()).get('about')).toBeUndefined();

    const saved = await callEndpoint(CONSOLE_DRAW_API.about, lottery, { token: chair.token });
    expect(saved.status).toBe(200);
    const about = { membersOnly: true, kind: 'society-lottery', lottery: { registrationNumber: 'EDDC/SL/042', promoter: 'Anu Thomas' } };
    expect((await drawRef().get()).get('about')).toEqual(about);
    expect((await drawA()).about).toEqual(about);
    expect(await auditActions('draws/chitti-A')).toContain('draw.about');
    // Anyone may learn that the draw exists and what it is.
    expect((await callEndpoint(DRAW_ABOUT_API.about, { drawId: 'chitti-A' })).body).toEqual({
      success: true,
      drawId: 'chitti-A',
      title: 'Chitty-A',
      about,
    });

    // Its spins' proofs: refused to anonymous callers (401) and to a signed-in Google account of a family not yet approved (403).
    const spin = await spinA(DEPLOYMENT_PASSWORD);
    expect(spin.status).toBe(200);
    const proof = { drawId: 'chitti-A', spinId: spin.body.spinId! } as const;
    const anonymousRead = await callApi(endpointUrl(apiRoute(DRAW_PROOF_API.spin.path), proof));
    expect(anonymousRead.status).toBe(401);
    expect(anonymousRead.body).toEqual({ success: false, message: MEMBERS_ONLY_DRAW_MESSAGE });
    const { familyId, token } = await familyWithSignedInHead('draws.member');
    await adminDb().collection('families').doc(familyId).update({ approval: 'pending' });
    expect((await callApi(endpointUrl(apiRoute(DRAW_PROOF_API.spin.path), proof), { token })).status).toBe(403);
    await adminDb().collection('families').doc(familyId).update({ approval: 'approved' });
    expect((await callEndpoint(DRAW_PROOF_API.spin, proof, { token })).status).toBe(200);
  });

  it.each([
    ['a name twice (ignoring case)', { participants: ['Anu', 'anu'] }, '"anu" is in the list twice'],
    ['no participants', { participants: [] }, 'Add at least one participant.'],
    ['an empty name', { participants: ['Anu', '  '] }, 'A participant name is empty.'],
    ['too many', { participants: Array.from({ length: 101 }, (_, i) => `P${i}`) }, 'at most 100 participants'],
    ['no title', { title: ' ' }, 'Give the draw a title.'],
    ['another draw', { drawId: 'chitti-D' }, 'Not a draw.'],
  ])('refuses %s with 400 and changes nothing', async (_, change, message) => {
    const before = await drawsState();
    const response = await postJson(
      apiRoute(CONSOLE_DRAW_API.update.path),
      { drawId: 'chitti-A', title: 'Chitty-A', participants: PEOPLE, ...change },
      { token: chair.token },
    );
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(String(response.body.message)).toContain(message);
    expect(await drawsState()).toEqual(before);
  });

  it('refuses to change the draw while a spin runs, and allows it once the spin has finished', async () => {
    expect((await spinA(DEPLOYMENT_PASSWORD)).status).toBe(200);
    expect((await drawA()).spinRunningUntilMs).toBeGreaterThan(Date.now());
    const before = await drawsState();
    for (const [route, body] of [
      [CONSOLE_DRAW_API.update.path, { drawId: 'chitti-A', title: 'Chitty-A', participants: PEOPLE }],
      [CONSOLE_DRAW_API.exclusion.path, { drawId: 'chitti-A', excludeWinners: true }],
      [CONSOLE_DRAW_API.newRound.path, { drawId: 'chitti-A' }],
    ] as const) {
      const refused = await postJson(apiRoute(route), body, { token: chair.token });
      expect(refused.status, route).toBe(409);
      expect(refused.body).toEqual({ success: false, message: NAMES_WHILE_SPINNING_MESSAGE });
    }
    expect(await drawsState()).toEqual(before);

    await finishSpin();
    expect(
      (await callEndpoint(CONSOLE_DRAW_API.update, { drawId: 'chitti-A', title: 'Chitty-A', participants: PEOPLE }, { token: chair.token }))
        .status,
    ).toBe(200);
    // The wheel changed, so the finished spin (whose winner pages work out from the wheel) is gone from it.
    expect((await drawRef().get()).get('spin')).toBeNull();
  });

  it("excludes the round's winners from the wheel, draws among the others, and starts a new round", async () => {
    await callEndpoint(CONSOLE_DRAW_API.update, { drawId: 'chitti-A', title: 'Chitty-A', participants: PEOPLE }, { token: chair.token });
    const first = await spinA(DEPLOYMENT_PASSWORD);
    expect(first.status).toBe(200);
    const firstWinner = PEOPLE[winnerIndex(first.body.angle!, PEOPLE.length)]!;
    await finishSpin();

    const excluded = await callEndpoint(CONSOLE_DRAW_API.exclusion, { drawId: 'chitti-A', excludeWinners: true }, { token: chair.token });
    expect(excluded.status).toBe(200);
    const others = PEOPLE.filter((name) => name !== firstWinner);
    expect((await drawRef().get()).data()).toMatchObject({ names: others, participants: PEOPLE, spin: null });
    expect(await drawA()).toMatchObject({ wheelNames: others, round: { number: 1, excludeWinners: true, winners: [firstWinner] } });

    // Every spin of the round draws among those who have not won: the wheel the pages show is the
    // list the formula indexes, so the page's winner and the server's agree.
    const winners = [firstWinner];
    for (let spin = 2; spin <= PEOPLE.length; spin += 1) {
      const response = await spinA(DEPLOYMENT_PASSWORD);
      expect(response.status).toBe(200);
      const draw = (await drawRef().get()).data() as DrawDoc;
      expect(draw.names).toEqual(PEOPLE.filter((name) => !winners.includes(name)));
      expect(draw.spin!.winner).toBe(draw.names[winnerIndex(response.body.angle!, draw.names.length)]);
      expect(winners).not.toContain(draw.spin!.winner);
      winners.push(draw.spin!.winner);
      await finishSpin();
    }
    expect([...winners].sort()).toEqual([...PEOPLE].sort());
    const everyone = await spinA(DEPLOYMENT_PASSWORD);
    expect(everyone.status).toBe(409);
    expect(everyone.body).toEqual({ success: false, message: EVERYONE_HAS_WON_MESSAGE });

    const round = await callEndpoint(CONSOLE_DRAW_API.newRound, { drawId: 'chitti-A' }, { token: chair.token });
    expect(round.body).toEqual({ success: true, message: 'Round 2 has started.' });
    expect(await drawA()).toMatchObject({ wheelNames: PEOPLE, round: { number: 2, excludeWinners: true, winners: [] } });
    const next = await spinA(DEPLOYMENT_PASSWORD);
    expect(next.status).toBe(200);

    // The full history, newest first, each spin with its round.
    const history = await callEndpoint(
      CONSOLE_DRAW_API.history,
      { drawId: 'chitti-A' },
      {
        token: chair.token,
      },
    );
    expect(history.status).toBe(200);
    const times = history.body.spins.map((s) => s.startedAtMs);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(history.body.spins.slice(0, PEOPLE.length + 1).map((s) => [s.round, s.winner])).toEqual([
      [2, (await drawRef().get()).get('spin.winner')],
      ...[...winners].reverse().map((winner) => [1, winner]),
    ]);
    expect(await auditActions('draws/chitti-A')).toEqual(expect.arrayContaining(['draw.update', 'draw.exclusion', 'draw.new-round']));
  });

  it('counts the history of a draw from before rounds as round 1', async () => {
    await drawRef().set({ title: 'Chitty-A', names: ['Old One', 'Old Two'], spin: null } satisfies DrawDoc);
    await drawRef()
      .collection('spins')
      .add({ angle: 10, startedAtMs: startedAt - 1000, winner: 'Old Two', winnerIndex: 1 });
    const history = await drawRef().collection('spins').orderBy('startedAtMs').get();
    const response = await callEndpoint(CONSOLE_DRAW_API.exclusion, { drawId: 'chitti-A', excludeWinners: true }, { token: chair.token });
    expect(response.status).toBe(200);
    expect(await drawA()).toMatchObject({
      wheelNames: ['Old One'],
      participants: ['Old One', 'Old Two'],
      round: { number: 1, winners: history.docs.map((d) => d.get('winner')) },
    });
    expect((await drawA()).round.winners).toContain('Old Two');
  });

  it('changes the draw password without a deploy: the new one spins, the old one no longer does, and reset brings the old back', async () => {
    const changed = await callEndpoint(CONSOLE_DRAW_API.password, { password: 'a new draw password' }, { token: chair.token });
    expect(changed.status).toBe(200);
    const stored = (await passwordRef().get()).data()!;
    expect(stored).toMatchObject({ algorithm: 'scrypt', mac: expect.any(String), changedBy: chair.email });
    expect(JSON.stringify(stored)).not.toContain('a new draw password');
    expect((await listed()).password).toMatchObject({ source: 'console', changedBy: chair.email });

    const old = await spinA(DEPLOYMENT_PASSWORD);
    expect(old.status).toBe(403);
    expect(old.body).toEqual({ success: false, message: WRONG_PASSWORD_MESSAGE });
    expect((await spinA('a new draw password')).status).toBe(200);
    await finishSpin();

    expect((await callEndpoint(CONSOLE_DRAW_API.passwordReset, {}, { token: chair.token })).status).toBe(200);
    expect((await passwordRef().get()).exists).toBe(false);
    expect((await listed()).password).toMatchObject({ source: 'deployment', changedBy: null });
    expect((await spinA('a new draw password')).status).toBe(403);
    expect((await spinA(DEPLOYMENT_PASSWORD)).status).toBe(200);
    expect(await auditActions('drawSettings/password')).toEqual(expect.arrayContaining(['draw.password', 'draw.password-reset']));
  });

  it('refuses to spin a draw with nobody in it, saying why, and changes nothing', async () => {
    await drawRef().set({ title: 'Chitty-A', names: [], spin: null, round: ROUND_ONE } satisfies DrawDoc);
    const before = await drawsState();
    const refused = await spinA(DEPLOYMENT_PASSWORD);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ success: false, message: NO_PARTICIPANTS_MESSAGE });
    expect(await drawsState()).toEqual(before);
  });

  it('keeps a password stored before its HMAC working: wrong guesses change nothing, the first right spin adds the HMAC', async () => {
    const { mac: _mac, ...legacy } = await hashDrawPassword('an older draw password', chair.email, DEPLOYMENT_PASSWORD);
    await passwordRef().set(legacy);
    const before = await drawsState();
    for (const guess of ['an older draw passwor', DEPLOYMENT_PASSWORD]) {
      const refused = await spinA(guess);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ success: false, message: WRONG_PASSWORD_MESSAGE });
    }
    expect(await drawsState()).toEqual(before);

    expect((await spinA('an older draw password')).status).toBe(200);
    const upgraded = (await passwordRef().get()).data()!;
    expect(upgraded).toEqual({ ...legacy, mac: expect.any(String) });
    await finishSpin();
    expect((await spinA('an older draw password')).status).toBe(200);
    expect((await spinA('an older draw passwor')).status).toBe(403);
    expect((await passwordRef().get()).data()).toEqual(upgraded);
  });

  it.each([
    ['too short', 'short', 'at least 8 characters'],
    ['spaces at the ends', ' padded password ', 'may not start or end with a space'],
  ])('refuses a password %s and keeps the old one', async (_, password, message) => {
    const response = await callEndpoint(CONSOLE_DRAW_API.password, { password }, { token: chair.token });
    expect(response.status).toBe(400);
    expect(String(response.body.message)).toContain(message);
    expect((await passwordRef().get()).exists).toBe(false);
  });

  it('refuses members and anonymous callers on every draw route, changing nothing', async () => {
    const { token } = await googleSignIn(uniqueGmail('draws.member'));
    const before = await drawsState();
    for (const [caller, status] of [
      [{ token }, 403],
      [{}, 401],
    ] as const) {
      expect((await callEndpoint(CONSOLE_DRAW_API.list, {}, caller)).status).toBe(status);
      expect((await callEndpoint(CONSOLE_DRAW_API.history, { drawId: 'chitti-A' }, caller)).status).toBe(status);
      for (const [route, body] of [
        [CONSOLE_DRAW_API.update.path, { drawId: 'chitti-A', title: 'Taken', participants: ['Mallory'] }],
        [CONSOLE_DRAW_API.exclusion.path, { drawId: 'chitti-A', excludeWinners: true }],
        [CONSOLE_DRAW_API.newRound.path, { drawId: 'chitti-A' }],
        [CONSOLE_DRAW_API.password.path, { password: 'mallory-password' }],
        [CONSOLE_DRAW_API.passwordReset.path, {}],
      ] as const) {
        const response = await postJson(apiRoute(route), body, caller);
        expect(response.status, `${route} ${status}`).toBe(status);
        expect(response.body.success).toBe(false);
      }
    }
    expect(await drawsState()).toEqual(before);
    expect((await spinA('mallory-password')).status).toBe(403);
  });
});
