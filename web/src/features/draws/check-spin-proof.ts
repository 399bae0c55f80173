import type { SpinProofRecord } from '@edma/contract/draw-spin-proof';
import { QUICKNET, verifySpin, type SpinVerification } from '@edma/contract/draw-proof';
import { LOCAL_TEST_CHAIN_INFO } from '@edma/contract/draw-proof-chains';

/**
 * The browser's own check of a spin (loaded when the proof page has its record: the BLS library
 * stays out of every other page). The chain's key is the one built into this page, drand's
 * quicknet in production; emulator builds check against the local test beacon's key instead.
 * Never a key from the server: one that came with the proof would let anyone sign a beacon.
 */
export async function checkSpinProof(record: SpinProofRecord): Promise<SpinVerification> {
  const chain = __EMULATOR_BUILD__ ? LOCAL_TEST_CHAIN_INFO : QUICKNET;
  const { names, seal, seedHex, beacon, winner, angle } = record;
  return verifySpin({ names, seal, seedHex, beacon, winner, angle, chain });
}
