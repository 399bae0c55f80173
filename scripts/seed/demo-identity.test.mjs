import { describe, expect, it } from 'vitest';
import * as web from '../../web/src/firebase/demo-identity.ts';
import { demoNameForEmail, demoSubForEmail } from './demo-identity.mjs';

describe('seeded demo identities', () => {
  it('match the ones the login page signs in with', () => {
    for (const email of ['demo.member@gmail.com', ' Demo.Other@Gmail.com ', 'x@y.org']) {
      expect(demoSubForEmail(email)).toBe(web.demoSubForEmail(email));
      expect(demoNameForEmail(email)).toBe(web.demoNameForEmail(email));
    }
  });
});
