import { logger } from 'firebase-functions';
import type { Request, Response } from 'express';
import { SPIN_KEY_HEADER } from '@edma/contract/draw';
import { NOT_COMMITTEE_MESSAGE, type StaffRole } from '@edma/contract/committee';
import { DOOR_PASS_TEXTS } from '@edma/contract/door-pass';
import { TRUSTED_PROXY_HOPS } from '../config/params.ts';
import type { ApiReply, ApiRequest } from './api-request.ts';
import { clientIp } from './client-ip.ts';
import { corsHeaders, crossSiteRefusal, CROSS_SITE_MESSAGE, preflightHeaders } from './cross-site.ts';
import { notAllowed, DomainError } from '../errors/domain-error.ts';
import { httpStatusOf, refusalHeaders } from './refusal-status.ts';
import { routeOf } from './request-path.ts';
import { staffRolesOf, type ApiRoute } from './route.ts';
import type { Caller } from '../auth/verify-caller.ts';
import { callerWithFamily, type FamilyOfCaller } from '../auth/caller-family.ts';
import { currentOriginPolicy, isAllowedOrigin } from './site-origins.ts';
import { serverTimingHeader, timed, withTimings } from './server-timing.ts';

type Methods = ApiRoute['methods'];

/** Who runs the door besides a door pass: the committee and the events role. */
const DOOR_STAFF: readonly StaffRole[] = ['events'];

/** Verifies an Authorization header: the caller, or the refusal (401 / 403) as an DomainError. */
export type VerifyCaller = (authorization: string | string[] | undefined) => Promise<Caller>;

/** Finds a request's route in a table: exact paths first, then the file families (photos). */
function routeFinder(table: readonly ApiRoute[]): (route: string) => ApiRoute | undefined {
  const exact = new Map(table.filter((r) => !r.matches).map((r) => [r.route, r]));
  const matched = table.filter((r) => r.matches);
  return (route) => exact.get(route) ?? matched.find((r) => r.matches!(route));
}

/**
 * The caller a route admits, verified once for the whole request: none for public routes; for
 * every other access one token verification (with its revocation lookup), and the committee claim
 * where the route needs it, the caller's family where it is the route's subject. Handlers receive
 * this caller and never verify the token again.
 */
async function admittedCaller(
  route: ApiRoute,
  request: ApiRequest,
  verify: VerifyCaller,
  familyOf: FamilyOfCaller,
): Promise<Caller | null> {
  if (route.access === 'public') return null;
  const caller = await verify(request.headers.authorization);
  if (caller.door && route.access !== 'door') throw notAllowed(DOOR_PASS_TEXTS.onlyTheDoor);
  // A door pass and the door role are kept to their own event by the handler (admitToDoor).
  const roles = route.access === 'door' ? (caller.door || caller.doorRole ? null : DOOR_STAFF) : staffRolesOf(route.access);
  if (roles && !caller.committee && !roles.some((role) => caller.roles?.includes(role))) throw notAllowed(NOT_COMMITTEE_MESSAGE);
  if (route.access === 'my-family') return familyOf(caller);
  return caller;
}

function allowedMethods(methods: Methods): string[] {
  return Object.keys(methods).flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m]));
}

function send(res: Response, status: number, reply: ApiReply, method: string, extraHeaders: Record<string, string> = {}): void {
  res.status(status);
  res.set('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries({ ...extraHeaders, ...reply.headers })) res.set(name, value);
  if ('binary' in reply) {
    // A 304 has no body; a Content-Length there would have to be the full answer's (RFC 9110 8.6).
    if (status !== 304) res.set('Content-Length', String(reply.binary.length));
    res.end(method === 'HEAD' ? undefined : reply.binary);
  } else {
    res.json(reply.json);
  }
}

/**
 * Runs after the caller is admitted and before the handler (the committee's write limits): throws
 * the refusal (an DomainError, e.g. 429) for a request that may not go on.
 */
export type RequestGuard = (route: ApiRoute, method: string, caller: Caller | null) => Promise<void>;

/**
 * The `api` function: routes every `/api/...` path (and the same path without `/api` for direct
 * calls). Refusals answer `{ success: false, message }` with a 4xx status; only a fault of the
 * server itself answers 500. Every answer past the route lookup says where its time went
 * (`Server-Timing`: the sign-in check, the handler's own stages, the whole request).
 */
export function createApiHandler(
  table: readonly ApiRoute[],
  verify: VerifyCaller,
  guard: RequestGuard = async () => {},
  familyOf: FamilyOfCaller = callerWithFamily,
): (req: Request, res: Response) => Promise<void> {
  const routeFor = routeFinder(table);
  return async function handleApi(req, res) {
    const url = req.originalUrl || req.url;
    const route = routeOf(url);
    const method = req.method.toUpperCase();
    const entry = routeFor(route);
    const policy = currentOriginPolicy();
    const cors = corsHeaders(req.headers, policy);
    if (!entry) {
      send(res, 404, { json: { success: false, message: 'Not found.' } }, method, cors);
      return;
    }
    const methods = entry.methods;
    const handler = method === 'HEAD' ? methods.GET : methods[method as keyof Methods];
    if (method === 'OPTIONS') {
      // A CORS preflight: granted to the site's own origins only.
      const origin = req.headers.origin;
      if (origin === undefined || !isAllowedOrigin(origin, policy)) {
        send(res, 403, { json: { success: false, message: CROSS_SITE_MESSAGE } }, method, cors);
      } else {
        const allowHeaders = ['Authorization', 'Content-Type', 'Accept', SPIN_KEY_HEADER];
        res
          .status(204)
          .set({ ...cors, ...preflightHeaders(allowedMethods(methods), allowHeaders), 'Cache-Control': 'no-store' })
          .end();
      }
      return;
    }
    if (!handler) {
      send(
        res,
        405,
        { json: { success: false, message: 'Method not allowed.' }, headers: { Allow: allowedMethods(methods).join(', ') } },
        method,
        cors,
      );
      return;
    }
    const refusal = method === 'POST' && !entry.openToOtherSites ? crossSiteRefusal(req.headers, policy) : null;
    if (refusal) {
      send(res, refusal.status, { json: { success: false, message: refusal.message } }, method, cors);
      return;
    }
    const request: ApiRequest = {
      method,
      route,
      query: new URLSearchParams(url.split('?')[1] ?? ''),
      headers: req.headers,
      rawBody: (req as Request & { rawBody?: Buffer }).rawBody ?? Buffer.alloc(0),
      ip: clientIp(req.headers['x-forwarded-for'], req.socket?.remoteAddress, TRUSTED_PROXY_HOPS.value()),
    };
    const started = performance.now();
    const { result: answer, timings } = await withTimings(async (): Promise<{ status: number; reply: ApiReply }> => {
      try {
        const caller = await timed('auth', () => admittedCaller(entry, request, verify, familyOf));
        await timed('guard', () => guard(entry, method, caller));
        const reply = await handler(request, caller);
        return { status: reply.status ?? 200, reply };
      } catch (error) {
        if (error instanceof DomainError) {
          return {
            status: httpStatusOf(error),
            reply: { json: { success: false, message: error.message }, headers: refusalHeaders(error) },
          };
        }
        logger.error('API request failed', { route, method, error: error instanceof Error ? error.stack : String(error) });
        return { status: 500, reply: { json: { success: false, message: 'Something went wrong. Please try again.' } } };
      }
    });
    send(res, answer.status, answer.reply, method, { ...cors, 'Server-Timing': serverTimingHeader(timings, performance.now() - started) });
  };
}
