import { z } from 'zod';

/** Money is stored and sent as whole pence: no rounding ever touches an amount. */
export const MAX_PENCE = 100_000_00;
export const penceSchema = z
  .number({ message: 'Enter an amount.' })
  .int({ message: 'An amount is whole pence.' })
  .min(0, { message: 'An amount cannot be negative.' })
  .max(MAX_PENCE, { message: 'That amount is too large.' });
