import { onRequest } from 'firebase-functions/https';
import { DRAW_PASSWORD, REGION, SMTP_PASSWORD } from './config/params.ts';
import { handleApi } from './http/api-router.ts';

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
    secrets: [DRAW_PASSWORD, SMTP_PASSWORD],
  },
  handleApi,
);

export { retryContactEmails, sendContactEmail } from './contact/contact-triggers.ts';
export { directoryDailyRebuild, directoryFamilyChanged, directoryMemberChanged } from './directory/directory-triggers.ts';
