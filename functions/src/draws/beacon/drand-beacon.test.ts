import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUICKNET, timeOfRound } from '@edma/contract/draw-proof';
import { BEACON_UNAVAILABLE_MESSAGE } from './beacon.ts';
import { createDrandBeacon } from './drand-beacon.ts';

// drand quicknet's /info and round 1000, as its relays publish them: served by a stub, no network.
const QUICKNET_INFO = {
  public_key: QUICKNET.publicKey,
  period: 3,
  genesis_time: 1692803367,
  hash: QUICKNET.chainHash,
  groupHash: 'f477d5c89f21a17c863a7f937c6a6d15859414d2be09cd448d4279af331c5d3e',
  schemeID: 'bls-unchained-g1-rfc9380',
  metadata: { beaconID: 'quicknet' },
};
const ROUND_1000 = {
  round: 1000,
  randomness: 'fe290beca10872ef2fb164d2aa4442de4566183ec51c56ff3cd603d930e54fdd',
  signature: 'b44679b9a59af2ec876b1a6b1ad52ea9b1615fc3982b19576350f93447cb1125e342b73a8dd2bacbe47e4b6b63ed5e39',
};
// Round 1001's genuine signature, with its own randomness: a valid beacon, but not of round 1000.
const SIGNATURE_1001 = 'b33bf3667cbd5a82de3a24b4e0e9fe5513cc1a0e840368c6e31f5fcfa79bea03f73896b25883abf2853d10337fb8fa41';
const RANDOMNESS_1001 = createHash('sha256').update(Buffer.from(SIGNATURE_1001, 'hex')).digest('hex');
const AFTER_ROUND_1000 = () => timeOfRound(1000) + 1;
const RELAY = 'https://relay.test';
const SECOND_RELAY = 'https://second-relay.test';

type Answer = (path: string) => unknown;

function serve(answers: Record<string, Answer>) {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL) => {
      const url = new URL(String(input));
      requested.push(url.href);
      const answer = answers[url.origin];
      const path = url.pathname.replace(`/${QUICKNET.chainHash}`, '');
      const body = answer?.(path);
      return body === undefined ? new Response('not found', { status: 404 }) : Response.json(body);
    }),
  );
  return requested;
}

const honest: Answer = (path) => (path === '/info' ? QUICKNET_INFO : path === '/public/1000' ? ROUND_1000 : undefined);

describe('the drand beacon', () => {
  beforeEach(() => {
    // drand-client says why it rejects a beacon on the console; the tests expect those rejections.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is quicknet', () => {
    expect(createDrandBeacon().info()).toEqual(QUICKNET);
  });

  it("fetches a round from the chain's path and returns it verified", async () => {
    const requested = serve({ [RELAY]: honest });
    const beacon = await createDrandBeacon({ relays: [RELAY], now: AFTER_ROUND_1000 }).get(1000);
    expect(beacon).toEqual(ROUND_1000);
    expect(requested).toContain(`${RELAY}/${QUICKNET.chainHash}/public/1000`);
    expect(requested).toContain(`${RELAY}/${QUICKNET.chainHash}/info`);
  });

  it('refuses a tampered beacon and falls back to the next relay', async () => {
    const tampered: Answer = (path) => (path === '/public/1000' ? { ...ROUND_1000, randomness: '00'.repeat(32) } : honest(path));
    const requested = serve({ [RELAY]: tampered, [SECOND_RELAY]: honest });
    expect(await createDrandBeacon({ relays: [RELAY, SECOND_RELAY], now: AFTER_ROUND_1000 }).get(1000)).toEqual(ROUND_1000);
    expect(requested).toContain(`${RELAY}/${QUICKNET.chainHash}/public/1000`);
  });

  it('refuses a relay that serves another chain', async () => {
    const otherChain: Answer = (path) => (path === '/info' ? { ...QUICKNET_INFO, public_key: 'b1'.repeat(96) } : honest(path));
    serve({ [RELAY]: otherChain });
    await expect(createDrandBeacon({ relays: [RELAY], now: AFTER_ROUND_1000 }).get(1000)).rejects.toMatchObject({
      kind: 'unavailable',
      message: BEACON_UNAVAILABLE_MESSAGE,
    });
  });

  it('refuses a beacon whose signature does not verify', async () => {
    const forged: Answer = (path) =>
      path === '/public/1000' ? { round: 1000, randomness: RANDOMNESS_1001, signature: SIGNATURE_1001 } : honest(path);
    serve({ [RELAY]: forged });
    await expect(createDrandBeacon({ relays: [RELAY], now: AFTER_ROUND_1000 }).get(1000)).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('is unavailable when no relay answers, and before the round is due', async () => {
    serve({});
    await expect(createDrandBeacon({ relays: [RELAY, SECOND_RELAY], now: AFTER_ROUND_1000 }).get(1000)).rejects.toMatchObject({
      kind: 'unavailable',
      retryAfterSeconds: 3,
    });
    const fetchCalls = vi.mocked(fetch).mock.calls.length;
    await expect(createDrandBeacon({ relays: [RELAY], now: () => timeOfRound(1000) - 6_000 }).get(1000)).rejects.toMatchObject({
      kind: 'unavailable',
      retryAfterSeconds: 6,
    });
    expect(vi.mocked(fetch).mock.calls.length).toBe(fetchCalls);
  });
});
