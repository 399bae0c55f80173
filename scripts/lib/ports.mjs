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

export function portsForSlot(slot) {
  if (!Number.isInteger(slot) || slot < 0 || slot > 8) throw new Error(`slot must be 0..8, got ${slot}`);
  return Object.fromEntries(Object.entries(BASE_PORTS).map(([name, port]) => [name, port + 10 * slot]));
}

export function projectIdForSlot(slot) {
  return slot === 0 ? 'demo-edma' : `demo-edma-s${slot}`;
}
