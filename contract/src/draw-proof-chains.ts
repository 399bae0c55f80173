import { BEACON_SCHEME, QUICKNET, type BeaconChain } from './draw-proof.ts';

/**
 * The local test beacon's chain (functions/src/draws/beacon/local-beacon.ts), as public data for
 * the emulator build's proof page and the verifier script: its key is a test key in the repository,
 * so a proof under it proves nothing, and its chain hash differs from quicknet's.
 * functions' local-beacon test holds these values to the beacon's own.
 */
export const LOCAL_TEST_CHAIN_INFO: BeaconChain = {
  chainHash: '27dafdf716d4b80d0a7d27b5c806078cc2fcccb49b6303edd4a881d7bd41637b',
  publicKey:
    'a55ee687dbc4afab98c79deea7583de9742d19d36d33fcfba05f39adee8de27b6f52c2e4ce2a9c60f20bd480bb73a560125c0b088433c8fcee5f722f56f40d76873e4f25a1e69ae001b3ae6418e47a7bbb47228cb64fe55ced244976b98d32fb',
  scheme: BEACON_SCHEME,
  period: 3,
  genesisTime: 1_700_000_000,
};

/** The chains a verifier knows, by hash: the key comes from here (drand's, or the test key), never from the proof. */
export function knownChain(chainHash: string, options: { allowLocal: boolean }): BeaconChain | undefined {
  if (chainHash === QUICKNET.chainHash) return QUICKNET;
  if (options.allowLocal && chainHash === LOCAL_TEST_CHAIN_INFO.chainHash) return LOCAL_TEST_CHAIN_INFO;
  return undefined;
}
