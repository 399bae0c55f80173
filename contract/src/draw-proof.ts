import { bls12_381 } from '@noble/curves/bls12-381.js';
import { winnerIndex } from './draw.ts';

/*
 * A draw anyone can check: sealed before the spin, proved after it. The algorithm is written down
 * in docs/draw-proof.md; this module is its reference implementation and runs in the browser and
 * in Node alike (Web Crypto only), so the proof page recomputes a spin with the same code.
 */

/** The drand scheme this module verifies: BLS12-381, signatures on G1, public key on G2 (RFC 9380 hashing). */
export const BEACON_SCHEME = 'bls-unchained-g1-rfc9380';
/** The hash-to-curve domain separation tag of BEACON_SCHEME. */
export const BEACON_DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';
/** The seal's layout and the winner function below; a new algorithm gets a new number. */
export const DRAW_PROOF_VERSION = 1;

/** A randomness beacon chain: what a verifier needs to check its beacons and place its rounds in time. */
export type BeaconChain = {
  /** drand's chain hash (hex): names the chain in a seal. */
  chainHash: string;
  /** The chain's BLS public key on G2, compressed, hex. */
  publicKey: string;
  scheme: string;
  /** Seconds between rounds. */
  period: number;
  /** Unix seconds of round 1. */
  genesisTime: number;
};

/** drand mainnet "quicknet": a round every 3 s, run by the League of Entropy. */
export const QUICKNET: BeaconChain = {
  chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  publicKey:
    '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
  scheme: BEACON_SCHEME,
  period: 3,
  genesisTime: 1692803367,
};

/** One round of a beacon, as drand publishes it (hex, lower case). */
export type Beacon = {
  round: number;
  /** SHA-256 of the signature's bytes. */
  randomness: string;
  /** BLS signature on G1 (48 bytes compressed) over SHA-256 of the round as 8 bytes big-endian. */
  signature: string;
};

/** Published before a spin: fixes everything the winner depends on while nobody can know it yet. */
export type DrawSeal = {
  version: typeof DRAW_PROOF_VERSION;
  /** participantsHash(names) of the wheel as shown. */
  participantsHash: string;
  /** seedHash(seed): the seed itself stays secret until the spin. */
  seedHash: string;
  /** Which beacon chain's round the spin waits for. */
  chainHash: string;
  /** A round published after sealedAtMs. */
  beaconRound: number;
  /** The number of segments: names.length. */
  count: number;
  /** The spin's number within the draw's round, from 1. */
  spinNumber: number;
  sealedAtMs: number;
};

type ChainTime = Pick<BeaconChain, 'genesisTime' | 'period'>;

/** The round published at or just before `timeMs` (already public then). */
export function roundAt(timeMs: number, chain: ChainTime = QUICKNET): number {
  if (!Number.isFinite(timeMs)) throw new RangeError('The time must be a finite number.');
  const sinceGenesis = timeMs - chain.genesisTime * 1000;
  if (sinceGenesis < 0) throw new RangeError('The time is before the chain began.');
  return Math.floor(sinceGenesis / (chain.period * 1000)) + 1;
}

/** When `round` is published, in milliseconds since the epoch. */
export function timeOfRound(round: number, chain: ChainTime = QUICKNET): number {
  assertUint(round, 'round', 1, Number.MAX_SAFE_INTEGER);
  return (chain.genesisTime + (round - 1) * chain.period) * 1000;
}

/** The first round not yet public at `timeMs`: the earliest a seal made then may name. */
export function roundAfter(timeMs: number, chain: ChainTime = QUICKNET): number {
  return timeMs < chain.genesisTime * 1000 ? 1 : roundAt(timeMs, chain) + 1;
}

/**
 * The wheel's ordered participant list as bytes: UTF-8 of the JSON array of the names in wheel
 * order, no whitespace, names exactly as shown (JSON.stringify; Python:
 * json.dumps(names, ensure_ascii=False, separators=(",", ":"))).
 */
export function encodeParticipants(names: readonly string[]): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(JSON.stringify(names));
}

/** SHA-256 (hex) of encodeParticipants(names). */
export async function participantsHash(names: readonly string[]): Promise<string> {
  return sha256Hex(encodeParticipants(names));
}

/** 32 bytes from the platform's CSPRNG, hex: a spin's secret seed. */
export function randomSeedHex(): string {
  return bytesToHex(crypto.getRandomValues(new Uint8Array(32)));
}

/** SHA-256 (hex) of the seed's 32 bytes (not of its hex text). */
export async function seedHash(seedHex: string): Promise<string> {
  return sha256Hex(hexToBytes(seedHex, 32, 'seed'));
}

/** The seal for a spin of the wheel `names` with the secret `seedHex`, waiting for `beaconRound`. */
export async function sealDraw(input: {
  names: readonly string[];
  seedHex: string;
  chainHash: string;
  beaconRound: number;
  spinNumber: number;
  sealedAtMs: number;
}): Promise<DrawSeal> {
  assertUint(input.beaconRound, 'beaconRound', 1, Number.MAX_SAFE_INTEGER);
  assertUint(input.spinNumber, 'spinNumber', 1, UINT32_MAX);
  return {
    version: DRAW_PROOF_VERSION,
    participantsHash: await participantsHash(input.names),
    seedHash: await seedHash(input.seedHex),
    chainHash: input.chainHash,
    beaconRound: input.beaconRound,
    count: input.names.length,
    spinNumber: input.spinNumber,
    sealedAtMs: input.sealedAtMs,
  };
}

const UINT32_MAX = 0xffff_ffff;
const TWO_POW_32 = 0x1_0000_0000;
const MAX_ANGLE_SEGMENTS = 180_000;

/**
 * The bytes hashed for attempt `attempt` (from 0): seed (32) ‖ beacon randomness (32) ‖ spin number
 * (uint32 big-endian) ‖ attempt (uint32 big-endian), 72 bytes in all.
 */
export function spinDigestInput(seedHex: string, randomnessHex: string, spinNumber: number, attempt: number): Uint8Array<ArrayBuffer> {
  assertUint(spinNumber, 'spinNumber', 1, UINT32_MAX);
  assertUint(attempt, 'attempt', 0, UINT32_MAX);
  const bytes = new Uint8Array(72);
  bytes.set(hexToBytes(seedHex, 32, 'seed'), 0);
  bytes.set(hexToBytes(randomnessHex, 32, 'randomness'), 32);
  const view = new DataView(bytes.buffer);
  view.setUint32(64, spinNumber);
  view.setUint32(68, attempt);
  return bytes;
}

/**
 * The winning segment, uniform over [0, count): x = the digest's first 4 bytes as a big-endian
 * uint32; x is accepted when x < 2^32 − (2^32 mod count) (the largest multiple of count that fits),
 * and the index is then x mod count; otherwise the attempt counter goes up by one and the digest is
 * taken again. Rejecting the top remainder is what removes modulo bias.
 */
export async function winnerIndexFromProof(input: {
  seedHex: string;
  randomnessHex: string;
  spinNumber: number;
  count: number;
}): Promise<number> {
  const { seedHex, randomnessHex, spinNumber, count } = input;
  assertUint(count, 'count', 1, UINT32_MAX);
  const limit = TWO_POW_32 - (TWO_POW_32 % count);
  for (let attempt = 0; ; attempt += 1) {
    const digest = await sha256(spinDigestInput(seedHex, randomnessHex, spinNumber, attempt));
    const x = new DataView(digest).getUint32(0);
    if (x < limit) return x % count;
  }
}

/**
 * The stop angle (degrees in [0, 360), millidegree steps) for segment `index` of `count`: the wheel
 * stops with the pointer on the segment's centre, so winnerIndex(angleForIndex(i, n), n) === i.
 * winnerIndex reads the pointer at (450 − angle) mod 360, so the angle is (90 − centre) mod 360.
 */
export function angleForIndex(index: number, count: number): number {
  // Up to 180000 segments each is at least 2 millidegrees wide, so its rounded centre stays inside it.
  assertUint(count, 'count', 1, MAX_ANGLE_SEGMENTS);
  assertUint(index, 'index', 0, count - 1);
  // round((2i + 1) × 180000 / n), halves up, in whole numbers so every language gets the same.
  const centreMilli = Math.floor(((2 * index + 1) * 360_000 + count) / (2 * count));
  return ((((90_000 - centreMilli) % 360_000) + 360_000) % 360_000) / 1000;
}

/** What a spin comes to: the winner's index and name and the wheel's stop angle. */
export async function spinOutcome(input: {
  names: readonly string[];
  seedHex: string;
  randomnessHex: string;
  spinNumber: number;
}): Promise<{ index: number; winner: string; angle: number }> {
  const count = input.names.length;
  const index = await winnerIndexFromProof({ ...input, count });
  return { index, winner: input.names[index] as string, angle: angleForIndex(index, count) };
}

/** Everything published after a spin: with it anyone can recompute and check the result. */
export type SpinProof = {
  names: readonly string[];
  seal: DrawSeal;
  seedHex: string;
  beacon: Beacon;
  /**
   * The beacon chain, taken by the verifier from drand itself (QUICKNET), not from the draw's
   * server: a key supplied with the proof would let anyone sign their own "beacon".
   */
  chain: BeaconChain;
  winner: string;
  angle: number;
};

/** Each check verifySpin makes, and what it says when that check fails. */
export const SPIN_CHECKS = {
  version: 'The seal is of a version this verifier does not know.',
  chain: 'The seal names a different beacon chain.',
  scheme: 'The beacon chain uses a scheme this verifier does not support.',
  count: "The seal's number of segments is not the number of participants.",
  participants: 'The participant list does not match the seal.',
  seed: "The revealed seed does not match the seal's seed hash.",
  round: "The beacon's round is not the sealed round.",
  'sealed-in-time': 'The sealed round was already public when the seal was made.',
  randomness: "The beacon's randomness is not the hash of its signature.",
  signature: "The beacon's signature does not verify against the chain's public key.",
  winner: 'The recorded winner is not the one the values give.',
  angle: 'The recorded angle does not point at the winner.',
} as const;
export type SpinCheck = keyof typeof SPIN_CHECKS;
export type SpinFailure = { check: SpinCheck; message: string };
export type SpinVerification = { ok: true } | { ok: false; failures: SpinFailure[] };

const failure = (check: SpinCheck): SpinFailure => ({ check, message: SPIN_CHECKS[check] });

/**
 * The beacon's own checks: its round, that its randomness is SHA-256 of its signature, and that the
 * signature is the chain's BLS signature of that round.
 */
export async function verifyBeacon(beacon: Beacon, expectedRound: number, chain: BeaconChain): Promise<SpinFailure[]> {
  const failures: SpinFailure[] = [];
  if (beacon.round !== expectedRound) failures.push(failure('round'));
  if (!(await randomnessMatchesSignature(beacon))) failures.push(failure('randomness'));
  if (!(await signatureVerifies(beacon, chain))) failures.push(failure('signature'));
  return failures;
}

/** Every check of a spin's proof; `ok` only when all pass. Malformed hex or numbers fail their checks rather than throw. */
export async function verifySpin(proof: SpinProof): Promise<SpinVerification> {
  const { names, seal, seedHex, beacon, chain } = proof;
  const failures: SpinFailure[] = [];
  if (seal.version !== DRAW_PROOF_VERSION) failures.push(failure('version'));
  if (seal.chainHash !== chain.chainHash) failures.push(failure('chain'));
  if (chain.scheme !== BEACON_SCHEME) failures.push(failure('scheme'));
  if (seal.count !== names.length) failures.push(failure('count'));
  if ((await participantsHash(names)) !== seal.participantsHash) failures.push(failure('participants'));
  if ((await attempt(() => seedHash(seedHex))) !== seal.seedHash) failures.push(failure('seed'));
  const beaconFailures = await verifyBeacon(beacon, seal.beaconRound, chain);
  failures.push(...beaconFailures.filter((f) => f.check === 'round'));
  if (!sealedBeforeRound(seal, chain)) failures.push(failure('sealed-in-time'));
  failures.push(...beaconFailures.filter((f) => f.check !== 'round'));

  const index = await attempt(() =>
    winnerIndexFromProof({ seedHex, randomnessHex: beacon.randomness, spinNumber: seal.spinNumber, count: names.length }),
  );
  if (index === undefined || names[index] !== proof.winner) failures.push(failure('winner'));
  // The angle is checked against the index the values give; with none, against the recorded winner.
  const pointedAt = winnerIndex(proof.angle, names.length);
  const angleOk = Number.isFinite(proof.angle) && (index === undefined ? names[pointedAt] === proof.winner : pointedAt === index);
  if (!angleOk) failures.push(failure('angle'));
  return failures.length === 0 ? { ok: true } : { ok: false, failures };
}

function sealedBeforeRound(seal: DrawSeal, chain: BeaconChain): boolean {
  try {
    return timeOfRound(seal.beaconRound, chain) > seal.sealedAtMs;
  } catch {
    return false;
  }
}

async function randomnessMatchesSignature(beacon: Beacon): Promise<boolean> {
  const expected = await attempt(() => sha256Hex(hexToBytes(beacon.signature, 48, 'signature')));
  return expected !== undefined && expected === beacon.randomness.toLowerCase();
}

/** The message drand signs for a round: SHA-256 of the round number as 8 bytes big-endian. */
export async function beaconMessage(round: number): Promise<Uint8Array<ArrayBuffer>> {
  assertUint(round, 'round', 1, Number.MAX_SAFE_INTEGER);
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(round));
  return new Uint8Array(await sha256(bytes));
}

async function signatureVerifies(beacon: Beacon, chain: BeaconChain): Promise<boolean> {
  if (chain.scheme !== BEACON_SCHEME) return false;
  const result = await attempt(async () => {
    const sigs = bls12_381.shortSignatures;
    const message = sigs.hash(await beaconMessage(beacon.round), BEACON_DST);
    return sigs.verify(hexToBytes(beacon.signature, 48, 'signature'), message, hexToBytes(chain.publicKey, 96, 'publicKey'));
  });
  return result === true;
}

/** Bad input (malformed hex, points off the curve) makes a check fail, not the verifier throw. */
async function attempt<T>(run: () => T | Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch {
    return undefined;
  }
}

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer> {
  return crypto.subtle.digest('SHA-256', bytes);
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return bytesToHex(new Uint8Array(await sha256(bytes)));
}

export function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Hex (either case) of exactly `length` bytes. */
export function hexToBytes(hex: string, length: number, what: string): Uint8Array<ArrayBuffer> {
  if (typeof hex !== 'string' || hex.length !== length * 2 || !/^[0-9a-f]*$/i.test(hex)) {
    throw new TypeError(`The ${what} must be ${length} bytes of hex.`);
  }
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i += 1) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

function assertUint(value: number, what: string, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`The ${what} must be a whole number from ${min} to ${max}.`);
  }
}
