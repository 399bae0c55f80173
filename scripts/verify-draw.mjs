#!/usr/bin/env node
// Checks one spin of a draw from its public record, the way the spin's proof page does:
//
//   npm run verify-draw -- chitti-A <spinId>                          # the local site (npm start)
//   npm run verify-draw -- chitti-A <spinId> --site https://edma.org.uk
//
// It reads the record over HTTP (nothing else from the site), recomputes the winner from the sealed
// values and the drand beacon, and checks the beacon's signature against drand quicknet's public key,
// built in here. A site on this machine (127.0.0.1, localhost) runs on the local test beacon, whose
// test key is accepted for it only. Prints "verified", or each failed check and exits 1. The
// algorithm: docs/draw-proof.md.
import { parseArgs } from 'node:util';
import { DRAWS } from '../contract/src/draw-list.ts';
import { QUICKNET, verifySpin } from '../contract/src/draw-proof.ts';
import { LOCAL_TEST_CHAIN_INFO } from '../contract/src/draw-proof-chains.ts';
import { DRAW_PROOF_API } from '../contract/src/draw-spin-proof.ts';
import { endpointUrl } from '../contract/src/endpoint.ts';

const USAGE = 'Usage: npm run verify-draw -- <draw: chitti-A|chitti-B|chitti-C> <spinId> [--site http://127.0.0.1:5000]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { site: { type: 'string', default: 'http://127.0.0.1:5000' } },
});
const [drawArg, spinId] = positionals;
const draw = DRAWS.find((d) => d.id.toLowerCase() === String(drawArg).toLowerCase());
if (!draw || !spinId || positionals.length !== 2) {
  console.error(USAGE);
  process.exit(2);
}

const site = new URL(values.site);
const onThisMachine = ['127.0.0.1', 'localhost', '[::1]'].includes(site.hostname);
const url = new URL(endpointUrl(DRAW_PROOF_API.spin.path, { drawId: draw.id, spinId }), site);

let answer;
try {
  answer = await fetch(url, { headers: { accept: 'application/json' } });
} catch (error) {
  console.error(`Could not reach ${site.origin}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
const body = /** @type {{ message?: string } | null} */ (await answer.json().catch(() => null));
if (!answer.ok) {
  console.error(`${answer.status}: ${body?.message ?? 'the site gave no proof for this spin.'}`);
  process.exit(1);
}
const parsed = DRAW_PROOF_API.spin.response.safeParse(body);
if (!parsed.success) {
  console.error(`The site's record of the spin is not a proof: ${parsed.error.issues[0]?.message ?? 'unexpected shape'}`);
  process.exit(1);
}

const record = parsed.data;
// The key is never the site's: drand's quicknet, or on this machine the repository's test key.
const local = onThisMachine && record.seal.chainHash === LOCAL_TEST_CHAIN_INFO.chainHash;
const chain = local ? LOCAL_TEST_CHAIN_INFO : QUICKNET;
const { names, seal, seedHex, beacon, winner, angle } = record;
const result = await verifySpin({ names, seal, seedHex, beacon, winner, angle, chain });

console.log(`${record.title}, spin ${spinId}: winner ${winner}, beacon round ${beacon.round}`);
if (local) console.log("Checked against the local test beacon's key: a test key, so this proves nothing outside tests.");
if (result.ok) {
  console.log('verified');
} else {
  console.log('NOT verified:');
  for (const failure of result.failures) console.log(`- ${failure.check}: ${failure.message}`);
  process.exit(1);
}
