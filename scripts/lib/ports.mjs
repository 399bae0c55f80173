import { createServer } from 'node:net';

// Every emulator suite run gets a "slot": slot 0 is `npm start`, slot 1 `npm test`; others are free
// for parallel work. Ports are base + 10 * slot, and the project id differs per slot because
// firebase-tools keeps one hub file per project id in the temp folder.
export const BASE_PORTS = {
  hub: 4400,
  logging: 4500,
  firestore: 8080,
  firestoreWebSocket: 9150,
  auth: 9099,
  functions: 5001,
  storage: 9199,
  hosting: 5000,
  eventarc: 9299,
  tasks: 9499,
  smtp: 1025,
  mailWeb: 1080,
};

/** Ports browsers and Node's fetch refuse to connect to (the Fetch standard's "bad ports"). */
export const BAD_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117,
  119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636,
  989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/**
 * @param {number} slot
 * @returns {typeof BASE_PORTS}
 */
export function portsForSlot(slot) {
  if (!Number.isInteger(slot) || slot < 0 || slot > 8) throw new Error(`slot must be 0..8, got ${slot}`);
  const ports = /** @type {typeof BASE_PORTS} */ (
    Object.fromEntries(Object.entries(BASE_PORTS).map(([name, port]) => [name, port + 10 * slot]))
  );
  const bad = Object.entries(ports).filter(([, port]) => BAD_PORTS.has(port));
  if (bad.length > 0) {
    throw new Error(`slot ${slot} would use ports browsers refuse (${bad.map(([n, p]) => `${n} ${p}`).join(', ')}): pick another slot`);
  }
  return ports;
}

/** Slots whose ports are all usable. */
export const USABLE_SLOTS = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((slot) =>
  Object.values(BASE_PORTS).every((port) => !BAD_PORTS.has(port + 10 * slot)),
);

/** @param {number} slot */
export function projectIdForSlot(slot) {
  return slot === 0 ? 'demo-edma' : `demo-edma-s${slot}`;
}

/**
 * Whether a TCP port on this host can be listened on now (the emulators bind 127.0.0.1).
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolvePromise) => {
    const server = createServer();
    server.once('error', () => resolvePromise(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolvePromise(true)));
  });
}

/**
 * The services of a slot whose ports something else already listens on.
 * @param {number} slot
 * @returns {Promise<Array<{ service: string, port: number }>>}
 */
export async function busyPortsOfSlot(slot, isFree = isPortFree) {
  const busy = [];
  for (const [service, port] of Object.entries(portsForSlot(slot))) {
    if (!(await isFree(port))) busy.push({ service, port });
  }
  return busy;
}

/**
 * The first other usable slot whose ports are all free, or undefined.
 * @param {number} slot
 */
export async function freeSlotOtherThan(slot, isFree = isPortFree) {
  for (const candidate of USABLE_SLOTS) {
    if (candidate !== slot && (await busyPortsOfSlot(candidate, isFree)).length === 0) return candidate;
  }
  return undefined;
}

/**
 * Refuses to start a suite on a slot whose ports are taken, naming the port and a free slot.
 * @param {number} slot
 * @param {(slot: number) => string} howToUse how the caller picks a slot, e.g. `EDMA_SLOT=2 npm start`
 */
export async function assertSlotFree(slot, howToUse, isFree = isPortFree) {
  const busy = await busyPortsOfSlot(slot, isFree);
  if (busy.length === 0) return;
  const taken = busy.map(({ service, port }) => `${port} (${service})`).join(', ');
  const other = await freeSlotOtherThan(slot, isFree);
  const advice =
    other === undefined ? 'No other slot is free either: stop the other emulator runs first.' : `Slot ${other} is free: ${howToUse(other)}`;
  throw new Error(
    `${busy.length === 1 ? 'Port' : 'Ports'} ${taken} of slot ${slot} ${busy.length === 1 ? 'is' : 'are'} already in use (another npm start or emulator run?). ${advice}`,
  );
}
