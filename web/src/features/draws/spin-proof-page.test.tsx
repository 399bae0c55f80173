import { SPIN_CHECKS } from '@edma/contract/draw-proof';
import { DRAW_PROOF_API, SPIN_NOT_FOUND_MESSAGE, type SpinProofRecord } from '@edma/contract/draw-spin-proof';
import { render, screen } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test/fetch-stub.ts';
import SpinProofPage from './spin-proof-page.tsx';

// A member signed in on this device: Auth restores them and hands out their ID token.
vi.mock('../../firebase/auth-service.ts', () => ({
  startAuthService: async () => ({
    onUserChange: (listener: (user: unknown) => void) => {
      queueMicrotask(() => listener({}));
      return () => undefined;
    },
    idToken: async () => 'member-token',
  }),
}));

const hex = (byte: string, bytes: number) => byte.repeat(bytes);

// A record whose values match nothing: every check that can fail on it names itself.
const TAMPERED: SpinProofRecord = {
  success: true,
  drawId: 'chitti-A',
  spinId: 'spin1',
  title: 'Chitty-A',
  startedAtMs: 1_760_000_000_000,
  names: ['Anitha', 'Biju', 'Chinnamma'],
  seal: {
    version: 1,
    participantsHash: hex('a1', 32),
    seedHash: hex('b2', 32),
    chainHash: hex('c3', 32),
    beaconRound: 5000,
    count: 3,
    spinNumber: 1,
    sealedAtMs: 1_700_000_000_000,
  },
  seedHex: hex('d4', 32),
  beacon: { round: 5000, randomness: hex('e5', 32), signature: hex('f6', 48) },
  winner: 'Biju',
  angle: 30,
};

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path=":drawId/spins/:spinId" element={<SpinProofPage />} />
      </Routes>
    </MemoryRouter>,
  );

// jsdom has no Web Crypto digest; the browser's is the platform's, as Node's is.
beforeEach(() => vi.stubGlobal('crypto', webcrypto));
afterEach(() => vi.unstubAllGlobals());

describe('the spin proof page', () => {
  it('shows the seal and the revealed values, and lists each check that fails', async () => {
    const stub = stubFetch({ [DRAW_PROOF_API.spin.path]: json(200, TAMPERED) });
    renderAt('/chitti-A/spins/spin1');
    expect(await screen.findByText('Not verified', {}, { timeout: 5000 })).toBeInTheDocument();
    for (const check of ['participants', 'seed', 'chain', 'randomness', 'signature'] as const) {
      expect(screen.getByText(SPIN_CHECKS[check])).toBeInTheDocument();
    }
    expect(screen.queryByText('Verified')).toBeNull();
    expect(screen.getByText(TAMPERED.seal.participantsHash)).toBeInTheDocument();
    expect(screen.getByText(TAMPERED.beacon.signature)).toBeInTheDocument();
    expect(screen.getByText(TAMPERED.seedHex)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(expect.arrayContaining(TAMPERED.names));
    // One request, for the record: the check is the browser's own.
    expect(stub.calls.map((call) => call.url)).toEqual([`${DRAW_PROOF_API.spin.path}?drawId=chitti-A&spinId=spin1`]);
  });

  it('says a spin that does not exist is not found', async () => {
    stubFetch({ [DRAW_PROOF_API.spin.path]: json(404, { success: false, message: SPIN_NOT_FOUND_MESSAGE }) });
    renderAt('/chitti-B/spins/nothing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spin not found' })).toBeInTheDocument();
    expect(screen.getByText(SPIN_NOT_FOUND_MESSAGE)).toBeInTheDocument();
  });

  it("says a members-only draw's proof is for its members when the server refuses it", async () => {
    const message = 'This draw is for members of EDMA: sign in as a member of an approved family to see it.';
    stubFetch({ [DRAW_PROOF_API.spin.path]: json(401, { success: false, message }) });
    renderAt('/chitti-B/spins/spin1');
    expect(await screen.findByRole('heading', { level: 1, name: 'For members only' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it("reads a members-only draw's proof again with the token of a member signed in on this device", async () => {
    localStorage.setItem('user', JSON.stringify({ email: 'member@gmail.com', name: 'Member', photoURL: '' }));
    try {
      const stub = stubFetch({
        [DRAW_PROOF_API.spin.path]: (call) =>
          new Headers(call.init.headers).get('authorization') === 'Bearer member-token'
            ? json(200, TAMPERED)(call)
            : json(401, { success: false, message: 'Sign in.' })(call),
      });
      renderAt('/chitti-A/spins/spin1');
      expect(await screen.findByText('Not verified', {}, { timeout: 5000 })).toBeInTheDocument();
      expect(stub.calls.map((call) => new Headers(call.init.headers).get('authorization'))).toEqual([null, 'Bearer member-token']);
    } finally {
      localStorage.removeItem('user');
    }
  });

  it('says an address that is no draw is not found, asking nothing', () => {
    const stub = stubFetch({});
    renderAt('/chitti-Z/spins/spin1');
    expect(screen.getByRole('heading', { level: 1, name: 'Spin not found' })).toBeInTheDocument();
    expect(stub.calls).toEqual([]);
  });
});
