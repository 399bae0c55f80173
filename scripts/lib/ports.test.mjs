import { describe, expect, it } from 'vitest';
import { BAD_PORTS, USABLE_SLOTS, portsForSlot, projectIdForSlot } from './ports.mjs';

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
