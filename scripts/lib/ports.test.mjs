import { describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { BAD_PORTS, USABLE_SLOTS, assertSlotFree, isPortFree, portsForSlot, projectIdForSlot } from './ports.mjs';

describe('emulator slots', () => {
  it('never give two services, in any two slots, the same port', () => {
    const seen = new Map();
    for (const slot of USABLE_SLOTS) {
      for (const [service, port] of Object.entries(portsForSlot(slot))) {
        expect(seen.get(port), `port ${port} of ${service} in slot ${slot}`).toBeUndefined();
        seen.set(port, `${service}@${slot}`);
      }
    }
  });

  it('keep npm start on the default ports and project id', () => {
    expect(portsForSlot(0).hosting).toBe(5000);
    expect(projectIdForSlot(0)).toBe('demo-edma');
    expect(projectIdForSlot(1)).not.toBe('demo-edma');
  });

  it('use no port a browser refuses, and refuse a slot that would', () => {
    for (const slot of USABLE_SLOTS) {
      for (const port of Object.values(portsForSlot(slot))) expect(BAD_PORTS.has(port)).toBe(false);
    }
    expect(USABLE_SLOTS).toEqual(expect.arrayContaining([0, 1, 7, 8]));
    expect(USABLE_SLOTS).not.toContain(6);
    expect(() => portsForSlot(6)).toThrow(/5060/);
  });

  it('refuse slots outside the range', () => {
    expect(() => portsForSlot(9)).toThrow();
    expect(() => portsForSlot(-1)).toThrow();
  });
});

describe('a slot whose ports are taken', () => {
  it('sees a port another process listens on', async () => {
    const server = createServer();
    await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    expect(await isPortFree(port)).toBe(false);
    await new Promise((done) => server.close(done));
    expect(await isPortFree(port)).toBe(true);
  });

  it('names the port and a free slot to use instead', async () => {
    // Slot 0 and slot 2 are busy (npm start runs, someone has slot 2); slot 1 is free.
    const busy = new Set([portsForSlot(0).hosting, portsForSlot(2).auth]);
    const isFree = async (port) => !busy.has(port);
    await expect(assertSlotFree(0, (slot) => `EDMA_SLOT=${slot} npm start`, isFree)).rejects.toThrow(
      'Port 5000 (hosting) of slot 0 is already in use (another npm start or emulator run?). Slot 1 is free: EDMA_SLOT=1 npm start',
    );
    await expect(assertSlotFree(1, String, isFree)).resolves.toBeUndefined();
  });
});
