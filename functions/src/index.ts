import { onRequest } from 'firebase-functions/https';
import { verifyCaller } from './auth/verify-caller.ts';
import { DRAW_PASSWORD, EMAIL_LINK_SECRET, REGION, SMTP_PASSWORD } from './config/params.ts';
import { createApiHandler } from './http/api-router.ts';
import { answerPlatformBodyErrors } from './http/platform-body-errors.ts';
import { committeeWriteGuard, ROUTES } from './routes.ts';

// Before the host builds its body parsers: a body they cannot read then answers the API's own
// `{ success: false, message }` instead of Express's HTML error page (see platform-body-errors.ts).
answerPlatformBodyErrors();

/**
 * Every `/api/**` call (Hosting rewrite). Photos are re-encoded here, hence the memory. `cors: false`:
 * the router grants CORS to the site's own origins (http/cross-site.ts); without it the Functions
 * emulator would answer every origin's preflight itself.
 */
export const api = onRequest(
  {
    region: REGION,
    invoker: 'public',
    cors: false,
    memory: '1GiB',
    timeoutSeconds: 120,
    maxInstances: 10,
    secrets: [DRAW_PASSWORD, SMTP_PASSWORD, EMAIL_LINK_SECRET],
  },
  createApiHandler(ROUTES, verifyCaller, committeeWriteGuard),
);

export { retryContactEmails, sendContactEmail } from './email/outbox-triggers.ts';
export { directoryDuesChanged, directoryFamilyChanged, directoryMemberChanged } from './directory/directory-triggers.ts';
export { dailyJob } from './daily/daily-job.ts';
