import { ASSOCIATION_TIME_ZONE } from '@edma/contract/dates';

// The site's moments are read on UK time, whatever the reader's own zone: a committee member
// abroad sees when a message came in as the association's day has it. The zone is the contract's.
const onUkTime = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { ...options, timeZone: ASSOCIATION_TIME_ZONE });

/** "28 Nov 2026, 18:05". */
export const ukDateTime = onUkTime({ dateStyle: 'medium', timeStyle: 'short' });

/** "28 Nov 2026, 18:05:07": a spin's moment, to the second. */
export const ukDateTimeToSecond = onUkTime({ dateStyle: 'medium', timeStyle: 'medium' });

/** "28/11/2026, 18:05:07": a moment in a spreadsheet's cell. */
export const ukSheetDateTime = onUkTime({ dateStyle: 'short', timeStyle: 'medium' });

/** "28 Nov 2026". */
export const ukShortDate = onUkTime({ day: 'numeric', month: 'short', year: 'numeric' });

/** "28/11/2026". */
export const ukNumericDate = onUkTime({ dateStyle: 'short' });
