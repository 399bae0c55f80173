import { z } from 'zod';
import { toMultiLine, toSingleLine } from './control-characters.ts';

/* Text fields that keep what people type and drop the control characters (control-characters.ts). */

/** A one-line text field: chain `.trim()`, `.min()`, `.max()` on it as on `z.string()`. */
export const singleLineText = () => z.string().overwrite(toSingleLine);

/** A multi-line text field (a description, a message): chain as on `z.string()`. */
export const multiLineText = () => z.string().overwrite(toMultiLine);
