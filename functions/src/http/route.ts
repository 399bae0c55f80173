import type { Endpoint, ParsedRequestOf, ResponseInputOf } from '@edma/contract/endpoint';
import { apiRoute } from '@edma/contract/api-paths';
import { STAFF_ROLES, type StaffRole } from '@edma/contract/committee';
import type { Caller, FamilyCaller } from '../auth/verify-caller.ts';
import type { ApiReply, ApiRequest } from './api-request.ts';
import { parseEndpointRequest } from './endpoint-request.ts';

/**
 * Who may call a route. The router verifies the caller once, before the handler, and hands the
 * verified caller to it: 401 without a valid sign-in, 403 without a verified email or the
 * committee claim.
 * - `public`: anyone (the spin routes then check the draw password, photos their member's choice).
 * - `signed-in`: any signed-in Google account with a verified email (registration, invitations).
 * - `own-family`: the same; the handler then keeps the caller to the family the request names (the
 *   spec's PHP paths, whose requests carry `familyId`).
 * - `my-family`: a member of a family, which the router finds from the caller's email and hands to
 *   the handler (`caller.familyId`): the project's own endpoints never name a family; 403 for a
 *   signed-in person no family holds.
 * - `committee`: signed in and holding the committee claim.
 * - a task role (`treasurer`, `events`, `content`, or two as `events|treasurer`): the committee, or
 *   someone holding one of those roles (STAFF_ROLES in the contract).
 * - `door`: the committee, the events role, a door pass's sign-in (`caller.door`), which no other
 *   access admits, or a member holding the door role (`caller.doorRole`), which opens no other
 *   committee route; the handler keeps a pass or the door role to its own event while it lasts
 *   (door-access.ts).
 */
export type StaffAccess = 'committee' | StaffRole | `${StaffRole}|${StaffRole}`;
export type Access = 'public' | 'signed-in' | 'own-family' | 'my-family' | 'door' | StaffAccess;

/** A handler of a route for the committee or a task role is written as the committee's (its caller is verified alike). */
export type HandlerAccess<A extends Access> = A extends StaffAccess ? 'committee' : A;

/** The task roles a route admits besides the committee: none but the committee for `committee`; null for a route that is not the committee's. */
export function staffRolesOf(access: Access): readonly StaffRole[] | null {
  if (access === 'committee') return [];
  const roles = access.split('|');
  return roles.every((role) => (STAFF_ROLES as readonly string[]).includes(role)) ? (roles as StaffRole[]) : null;
}

/** The caller a handler receives: none on public routes, with their family on `my-family` ones. */
export type CallerFor<A extends Access> = A extends 'public' ? null : A extends 'my-family' ? FamilyCaller : Caller;

export interface HandlerContext<A extends Access> {
  caller: CallerFor<A>;
  request: ApiRequest;
}

/** A handler that answers more than the endpoint's JSON (a status other than 200, or headers). */
export class EndpointReply<T> {
  readonly json: T;
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(json: T, status = 200, headers: Record<string, string> = {}) {
    this.json = json;
    this.status = status;
    this.headers = headers;
  }
}

export type EndpointHandler<E extends Endpoint, A extends Access> = (
  input: ParsedRequestOf<E>,
  context: HandlerContext<A>,
) => Promise<ResponseInputOf<E> | EndpointReply<ResponseInputOf<E>>>;

/** A handler that reads the request itself (files, multipart forms, ETags, binary answers). */
export type RawHandler<A extends Access> = (request: ApiRequest, caller: CallerFor<A>) => Promise<ApiReply>;

/** How the router calls any handler once the caller is verified. */
type Dispatch = (request: ApiRequest, caller: Caller | null) => Promise<ApiReply>;

/** A route of the API: who may call it and what answers each method. */
export interface ApiRoute {
  /** The path as the function sees it (see apiRoute), or a description for `matches`. */
  route: string;
  access: Access;
  methods: Partial<Record<'GET' | 'POST', Dispatch>>;
  /** The endpoint per method, for routes defined in the contract (tests walk them). */
  endpoints: Partial<Record<'GET' | 'POST', Endpoint>>;
  /** For families of stored files served by their path (photos): which routes belong here. */
  matches?: (route: string) => boolean;
  /**
   * Its POST is not refused for coming from elsewhere: only for routes whose request carries its own
   * authority (a signed token) and that mail providers call from their servers (RFC 8058).
   */
  openToOtherSites?: true;
}

/** A route whose POST other sites may send (see ApiRoute.openToOtherSites). */
export function openToOtherSites(route: ApiRoute): ApiRoute {
  return { ...route, openToOtherSites: true };
}

/**
 * An endpoint of the contract, who may call it, and its handler. The router parses the request
 * with the endpoint's schema (GET: the query; POST: the JSON body) before the handler runs, so a
 * bad request is a 400 naming its first problem and the handler only ever sees typed input.
 */
export function at<E extends Endpoint, A extends Access>(endpoint: E, access: A, handler: EndpointHandler<E, HandlerAccess<A>>): ApiRoute {
  const dispatch: Dispatch = async (request, caller) => {
    const input = parseEndpointRequest(endpoint, request) as ParsedRequestOf<E>;
    const answer = await handler(input, { caller: caller as CallerFor<HandlerAccess<A>>, request });
    return answer instanceof EndpointReply ? { json: answer.json, status: answer.status, headers: answer.headers } : { json: answer };
  };
  return { route: apiRoute(endpoint.path), access, methods: { [endpoint.method]: dispatch }, endpoints: { [endpoint.method]: endpoint } };
}

/** A path whose handlers read the request themselves (see RawHandler). */
export function raw<A extends Access>(
  path: string,
  access: A,
  methods: Partial<Record<'GET' | 'POST', RawHandler<HandlerAccess<A>>>>,
  matches?: (route: string) => boolean,
): ApiRoute {
  const wrapped = Object.fromEntries(
    Object.entries(methods).map(([method, handler]) => [
      method,
      (request: ApiRequest, caller: Caller | null) => handler(request, caller as CallerFor<HandlerAccess<A>>),
    ]),
  );
  return { route: matches ? path : apiRoute(path), access, methods: wrapped, endpoints: {}, ...(matches ? { matches } : {}) };
}

/** Several routes on one path (a GET and a POST endpoint of the same address). */
export function merge(...routes: ApiRoute[]): ApiRoute {
  const [first] = routes;
  if (!first || routes.some((r) => r.route !== first.route || r.access !== first.access || r.matches)) {
    throw new Error('merge() takes routes of one path and one access.');
  }
  return {
    route: first.route,
    access: first.access,
    methods: Object.assign({}, ...routes.map((r) => r.methods)),
    endpoints: Object.assign({}, ...routes.map((r) => r.endpoints)),
  };
}
