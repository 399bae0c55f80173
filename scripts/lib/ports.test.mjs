import { describe, expect, it } from 'vitest';
import { portsForSlot, projectIdForSlot } from './ports.mjs';

describe('emulator slots', () => {
  it('never give two services, in any two slots, the same port', () => {
    const seen = new Map();
    for (let slot = 0; slot <= 8; slot += 1) {
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

  it('refuse slots outside the range', () => {
    expect(() => portsForSlot(9)).toThrow();
    expect(() => portsForSlot(-1)).toThrow();
  });
});
