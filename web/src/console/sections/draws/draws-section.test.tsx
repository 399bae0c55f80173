import type { ConsoleDraw, DrawHistoryEntry, DrawSealEntry } from '@edma/contract/console-draws';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@web/test/fetch-stub.ts';
import { answer, openSection, stubConsoleApi, type ConsoleApi, type PostAnswer } from '../../console-test-helpers.tsx';
import { DrawsSection } from './draws-section.tsx';

const draw = (id: ConsoleDraw['id'], title: string, participants: string[], extra: Partial<ConsoleDraw> = {}): ConsoleDraw => ({
  id,
  title,
  participants,
  wheelNames: participants,
  round: { number: 1, startedAtMs: 0, excludeWinners: false, winners: [] },
  spinRunningUntilMs: null,
  about: null,
  ...extra,
});

let draws: ConsoleDraw[];
let password: { source: 'console' | 'deployment'; changedAtMs: number | null; changedBy: string | null };
let history: DrawHistoryEntry[];
let seals: DrawSealEntry[];
let api: ConsoleApi;

beforeEach(() => {
  draws = [
    draw('chitti-A', 'Chitty-A', ['Anu Thomas', 'Ben Joseph']),
    draw('chitti-B', 'Chitty-B', ['Cyril'], {
      round: { number: 3, startedAtMs: Date.UTC(2026, 0, 1), excludeWinners: true, winners: ['Deepa'] },
    }),
    draw('chitti-C', 'Chitty-C', []),
  ];
  password = { source: 'deployment', changedAtMs: null, changedBy: null };
  history = [];
  seals = [];
  api = stubConsoleApi((url) =>
    url.pathname === '/api/committee/draws/history'
      ? jsonResponse(200, { success: true, drawId: 'chitti-A', spins: history, seals })
      : jsonResponse(200, { success: true, draws, password }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
});

const renderSection = (...answers: PostAnswer[]) => openSection(<DrawsSection />, api, ...answers);
const card = async (title: string) => within(await screen.findByRole('listitem', { name: title }));

describe('DrawsSection', () => {
  it("edits a draw's title and participants, one per line, with the ID token", async () => {
    const user = renderSection();
    const a = await card('Chitty-A');
    const names = a.getByLabelText('Participants (one name per line)');
    expect(names).toHaveValue('Anu Thomas\nBen Joseph');
    expect(a.getByText('Nobody has won in this round yet.')).toBeInTheDocument();

    const title = a.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Chitty-A 2026');
    await user.clear(names);
    await user.type(names, ' Anu Thomas{Enter}{Enter}Meera Nair {Enter}Joseph Kurian');
    api.postAnswers.push(answer(200, 'Chitty-A 2026 was saved.'));
    draws[0] = draw('chitti-A', 'Chitty-A 2026', ['Anu Thomas', 'Meera Nair', 'Joseph Kurian']);
    await user.click(a.getByRole('button', { name: 'Save Chitty-A' }));

    expect(await screen.findByText('Chitty-A 2026 was saved.')).toBeInTheDocument();
    expect(api.posts).toEqual([
      {
        url: '/api/committee/draws/update',
        body: { drawId: 'chitti-A', title: 'Chitty-A 2026', participants: ['Anu Thomas', 'Meera Nair', 'Joseph Kurian'] },
      },
    ]);
    expect(api.authorizations).toEqual(['Bearer token-chair']);
    // The list is read again and the form shows what was stored.
    const saved = await card('Chitty-A 2026');
    expect(saved.getByLabelText('Participants (one name per line)')).toHaveValue('Anu Thomas\nMeera Nair\nJoseph Kurian');
  });

  it('asks what a draw is and who sees it: a society lottery with its registration and promoter, members only', async () => {
    const user = renderSection();
    const a = await card('Chitty-A');
    expect(a.getByText('Not said yet: the go-live checklist asks for it.')).toBeInTheDocument();
    expect(a.getByRole('button', { name: 'Save what Chitty-A is' })).toBeDisabled();
    await user.click(a.getByRole('radio', { name: 'A small society lottery' }));
    await user.type(a.getByLabelText('Council registration number'), 'EDDC/SL/042');
    await user.type(a.getByLabelText('Promoter'), 'Anu Thomas');
    await user.click(a.getByRole('checkbox', { name: /^Members only/ }));
    api.postAnswers.push(answer(200, 'Chitty-A: saved.'));
    await user.click(a.getByRole('button', { name: 'Save what Chitty-A is' }));
    expect(await screen.findByText('Chitty-A: saved.')).toBeInTheDocument();
    expect(api.posts).toEqual([
      {
        url: '/api/committee/draws/about',
        body: { drawId: 'chitti-A', membersOnly: true, kind: 'society-lottery', registrationNumber: 'EDDC/SL/042', promoter: 'Anu Thomas' },
      },
    ]);
  });

  it('checks the list with the contract before sending anything', async () => {
    const user = renderSection();
    const a = await card('Chitty-A');
    const names = a.getByLabelText('Participants (one name per line)');
    await user.type(names, '{Enter}anu thomas');
    await user.click(a.getByRole('button', { name: 'Save Chitty-A' }));
    expect(await a.findByText(/"anu thomas" is in the list twice/)).toBeInTheDocument();
    expect(names).toHaveAttribute('aria-invalid', 'true');
    await user.clear(names);
    await user.click(a.getByRole('button', { name: 'Save Chitty-A' }));
    expect(await a.findByText('Add at least one participant.')).toBeInTheDocument();
    expect(api.posts).toEqual([]);
  });

  it('keeps the draw unchangeable while a spin runs', async () => {
    draws[0] = { ...draws[0]!, spinRunningUntilMs: Date.now() + 30_000 };
    renderSection();
    const a = await card('Chitty-A');
    expect(a.getByText('A spin is running: the draw can be changed once it has finished.')).toBeInTheDocument();
    expect(a.getByLabelText('Participants (one name per line)')).toBeDisabled();
    expect(a.getByRole('checkbox', { name: 'Exclude previous winners of this round' })).toBeDisabled();
    expect(a.getByRole('button', { name: 'Start a new round' })).toBeDisabled();
    // The other draws stay open.
    expect((await card('Chitty-B')).getByLabelText('Participants (one name per line)')).toBeEnabled();
  });

  it("excludes the round's winners and starts a new round after a confirmation", async () => {
    const user = renderSection();
    const b = await card('Chitty-B');
    expect(b.getByText('Won in this round: Deepa.')).toBeInTheDocument();
    expect(b.getByRole('group', { name: /Round 3/ })).toBeInTheDocument();
    const exclude = b.getByRole('checkbox', { name: 'Exclude previous winners of this round' });
    expect(exclude).toBeChecked();

    api.postAnswers.push(answer(200, 'Everyone is on the wheel again.'));
    await user.click(exclude);
    expect(await b.findByText('Everyone is on the wheel again.')).toBeInTheDocument();

    await user.click(b.getByRole('button', { name: 'Start a new round' }));
    let confirm = within(b.getByRole('group', { name: 'Start round 4 of Chitty-B?' }));
    expect(confirm.getByText('Start round 4 of Chitty-B? Everyone goes back on the wheel.')).toBeInTheDocument();
    expect(confirm.getByRole('button', { name: 'Start round 4' })).toHaveFocus();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(api.posts).toHaveLength(1);
    api.postAnswers.push(answer(200, 'Round 4 has started.'));
    await user.click(b.getByRole('button', { name: 'Start a new round' }));
    confirm = within(b.getByRole('group', { name: 'Start round 4 of Chitty-B?' }));
    await user.click(confirm.getByRole('button', { name: 'Start round 4' }));
    expect(await b.findByText('Round 4 has started.')).toBeInTheDocument();
    expect(b.queryByRole('group', { name: 'Start round 4 of Chitty-B?' })).not.toBeInTheDocument();
    expect(api.posts.map((p) => [p.url, p.body])).toEqual([
      ['/api/committee/draws/exclusion', { drawId: 'chitti-B', excludeWinners: false }],
      ['/api/committee/draws/new-round', { drawId: 'chitti-B' }],
    ]);
  });

  it('shows a refusal from the server', async () => {
    const user = renderSection();
    const a = await card('Chitty-A');
    api.postAnswers.push(answer(409, 'A spin is running: change the draw once it has finished.'));
    await user.type(a.getByLabelText('Participants (one name per line)'), '{Enter}Meera');
    await user.click(a.getByRole('button', { name: 'Save Chitty-A' }));
    expect(await a.findByRole('alert')).toHaveTextContent('A spin is running');
  });

  it('links each sealed spin to its proof page and lists the seals the draw published', async () => {
    const user = userEvent.setup();
    const proof = {
      participantsHash: 'a1'.repeat(32),
      seedHash: 'b2'.repeat(32),
      seedHex: 'c3'.repeat(32),
      beaconRound: 4242,
      spinNumber: 1,
    };
    history = [{ id: 's3', startedAtMs: Date.UTC(2026, 0, 1, 19), winner: 'Anu Thomas', round: 1, proof }];
    const sealed = { participantsHash: proof.participantsHash, count: 2, spinNumber: 1, sealedAtMs: Date.UTC(2026, 0, 1, 18) };
    seals = [
      { ...sealed, seedHash: 'd4'.repeat(32), beaconRound: 4300, spinNumber: 2, reason: 'after-spin', usedBy: null },
      { ...sealed, seedHash: proof.seedHash, beaconRound: 4242, reason: 'wheel-changed', usedBy: 's3' },
    ];
    renderSection();
    const a = await card('Chitty-A');
    await user.click(a.getByRole('button', { name: 'Show history' }));
    const link = await a.findByRole('link', { name: 'Proof of the spin won by Anu Thomas' });
    expect(link).toHaveAttribute('href', '/chitti-A/spins/s3');
    const sealTable = a.getByRole('region', { name: 'Seals of Chitty-A' });
    expect(
      within(sealTable)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent)),
    ).toEqual([
      ['After a spin', '2', '4300', `${'d4'.repeat(8)}…`, 'not used'],
      ['The wheel changed', '1', '4242', `${'b2'.repeat(8)}…`, 'a spin'],
    ]);
  });

  it('shows the full history and exports it as CSV', async () => {
    const user = userEvent.setup();
    history = [
      { id: 's2', startedAtMs: Date.UTC(2026, 1, 1, 19), winner: '=Ben', round: 2 },
      { id: 's1', startedAtMs: Date.UTC(2026, 0, 1, 19), winner: 'Anu Thomas', round: 1 },
    ];
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:history';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderSection();
    const a = await card('Chitty-A');
    const toggle = a.getByRole('button', { name: 'Show history' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = await a.findByRole('region', { name: 'History of Chitty-A' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['RoundDate and timeWinnerProof', '21 Feb 2026, 19:00=BenNone', '11 Jan 2026, 19:00Anu ThomasNone']);
    expect(api.gets).toContain('/api/committee/draws/history?drawId=chitti-A');

    await user.click(a.getByRole('button', { name: 'Export Chitty-A history (CSV)' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    // Recorded in the audit log first: what, the file and its rows.
    expect(api.posts).toEqual([
      { url: '/api/committee/exports/record', body: { what: 'draw-history', file: expect.stringMatching(/\.csv$/), rows: 2 } },
    ]);
    const csv = await blobs[0]!.text();
    expect(csv).toContain('"Chitty-A","1","01/01/2026, 19:00:00"');
    expect(csv).toContain('"\'=Ben","s2"');

    // When it cannot be recorded, nothing is saved and the committee member is told.
    api.postAnswers.push(answer(500, 'Server error.'));
    await user.click(a.getByRole('button', { name: 'Export Chitty-A history (CSV)' }));
    expect(await a.findByRole('alert')).toHaveTextContent('The download could not be recorded in the audit log, so it did not start.');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it("changes the draw password, typed twice, and can go back to the deployment's", async () => {
    const user = renderSection();
    const group = within(await screen.findByRole('group', { name: 'Draw password' }));
    expect(group.getByText(/password given when the site was deployed/)).toBeInTheDocument();
    expect(group.queryByRole('button', { name: "Use the deployment's password" })).not.toBeInTheDocument();

    await user.type(group.getByLabelText('New draw password'), 'short');
    await user.click(group.getByRole('button', { name: 'Change the draw password' }));
    expect(await group.findByText('The password needs at least 8 characters.')).toBeInTheDocument();
    await user.clear(group.getByLabelText('New draw password'));
    await user.type(group.getByLabelText('New draw password'), 'onam spin 2026');
    await user.type(group.getByLabelText('The new password again'), 'onam spin 2025');
    await user.click(group.getByRole('button', { name: 'Change the draw password' }));
    expect(await group.findByText('The two passwords differ.')).toBeInTheDocument();
    expect(api.posts).toEqual([]);

    await user.clear(group.getByLabelText('The new password again'));
    await user.type(group.getByLabelText('The new password again'), 'onam spin 2026');
    api.postAnswers.push(answer(200, 'The draw password was changed.'));
    password = { source: 'console', changedAtMs: Date.UTC(2026, 2, 1, 12), changedBy: 'chair@gmail.com' };
    await user.click(group.getByRole('button', { name: 'Change the draw password' }));
    expect(await group.findByText('The draw password was changed.')).toBeInTheDocument();
    expect(api.posts.map((p) => [p.url, p.body])).toEqual([['/api/committee/draws/password', { password: 'onam spin 2026' }]]);
    expect(group.getByLabelText('New draw password')).toHaveValue('');
    expect(await group.findByText(/Set in this console by chair@gmail.com/)).toBeInTheDocument();

    await user.click(group.getByRole('button', { name: "Use the deployment's password" }));
    const confirm = within(group.getByRole('group', { name: "Use the deployment's draw password again?" }));
    expect(confirm.getByText(/The password set here stops working\./)).toBeInTheDocument();
    expect(api.posts).toHaveLength(1);
    await user.click(confirm.getByRole('button', { name: "Use the deployment's password" }));
    await waitFor(() => expect(api.posts.at(-1)?.url).toBe('/api/committee/draws/password/reset'));
    expect(api.posts.at(-1)?.body).toEqual({});
  });
});
