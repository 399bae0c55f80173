/**
 * The client address that rate limits key on: the RIGHT-MOST X-Forwarded-For entry, minus
 * `trustedHops` entries that Google's own proxies add after it (0 by default).
 *
 * Why the right-most: a client may send any X-Forwarded-For it likes; every proxy on the way only
 * appends. Google's front end, which every request to Cloud Run passes through (also when Firebase
 * Hosting rewrites to the function), appends the address it accepted the connection from as the
 * last entry. So the first entries are whatever the client wrote and are worthless as a key, while
 * the last one is the one entry a client cannot choose. Where a deployment puts Google proxy
 * addresses after the client's (an external load balancer appends `<client>, <balancer>`), the
 * TRUSTED_PROXY_HOPS param says how many to skip. Without a header (direct local calls) the socket
 * address is used.
 */
export function clientIp(forwardedFor: string | string[] | undefined, socketAddress: string | undefined, trustedHops = 0): string {
  // Repeated headers count as one list, in order.
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  const entries = (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  const hops = Math.max(0, Math.floor(trustedHops));
  // Fewer entries than hops: the request did not come through the expected proxies; the left-most
  // entry is then the nearest thing to the client that the proxies saw.
  const chosen = entries.length > 0 ? entries[Math.max(0, entries.length - 1 - hops)] : undefined;
  return (chosen ?? socketAddress ?? 'unknown').toLowerCase();
}
