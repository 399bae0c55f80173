import { describe, expect, it } from 'vitest';
import { isDrawPassword } from './draw-password.ts';

describe('isDrawPassword', () => {
  it('accepts exactly the secret', () => {
    expect(isDrawPassword('edma-demo-spin', 'edma-demo-spin')).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isDrawPassword('edma-demo-spi', 'edma-demo-spin')).toBe(false);
    expect(isDrawPassword('EDMA-DEMO-SPIN', 'edma-demo-spin')).toBe(false);
    expect(isDrawPassword('edma-demo-spin ', 'edma-demo-spin')).toBe(false);
    expect(isDrawPassword('', 'edma-demo-spin')).toBe(false);
    expect(isDrawPassword(undefined, 'edma-demo-spin')).toBe(false);
  });

  it('refuses everything when no secret is configured', () => {
    expect(isDrawPassword('', '')).toBe(false);
    expect(isDrawPassword(undefined, '')).toBe(false);
  });
});
