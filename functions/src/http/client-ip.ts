/**
 * The client address used to key rate limits: the first X-Forwarded-For entry (the original client
 * as seen by Hosting / the Google front end), else the socket address. A client can put its own
 * value there, so per-address limits are a brake, backed by a global limit per scope.
 */
export function clientIp(forwardedFor: string | string[] | undefined, socketAddress: string | undefined): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor[0] : forwardedFor;
  const first = header?.split(',')[0]?.trim();
  if (first) return first.toLowerCase();
  return (socketAddress ?? 'unknown').toLowerCase();
}
