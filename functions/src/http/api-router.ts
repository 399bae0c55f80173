import { logger } from 'firebase-functions';
import type { Request, Response } from 'express';
import { checkUser } from '../families/check-user.ts';
import { getFamilies } from '../families/get-families.ts';
import { getFamily } from '../families/get-family.ts';
import { updateFamily } from '../families/update-family.ts';
import { deleteMember } from '../members/delete-member.ts';
import { updateMember } from '../members/update-member.ts';
import { servePhoto } from '../photos/serve-photo.ts';
import { acceptInvitation, declineInvitation } from '../invitations/answer-invitation.ts';
import { approveRegistration, listPendingRegistrations, rejectRegistration } from '../committee/registrations.ts';
import { COMMITTEE_MEMBER_PATHS, COMMITTEE_PATHS } from '@edma/contract/committee';
import { grantCommitteeRole, listCommitteeMembers, revokeCommitteeRole } from '../committee/committee-members.ts';
import { FAMILY_PATHS, INVITATION_ACCEPT_PATH, INVITATION_DECLINE_PATH } from '@edma/contract/family';
import { saveFamily } from '../registration/save-family.ts';
import { CALENDAR_PATHS } from '@edma/contract/calendar';
import { VIDEOS_PATHS } from '@edma/contract/videos';
import { addEvent, getEventsFeed, getPublicEvents, listEvents, removeEvent, updateEvent } from '../content/events.ts';
import {
  addPastVideo,
  getPublicVideos,
  listVideos,
  orderPastVideos,
  removePastVideo,
  setLiveStream,
  updatePastVideo,
} from '../content/videos.ts';
import { postContact } from '../contact/post-contact.ts';
import { GALLERY_PATHS } from '@edma/contract/gallery';
import {
  addAlbum,
  addAlbumPhoto,
  getPublicAlbums,
  listAlbums,
  orderAlbumPhotos,
  orderAlbums,
  removeAlbum,
  removeAlbumPhoto,
  updateAlbum,
} from '../content/albums.ts';
import { COMMITTEE_PAGE_PATHS } from '@edma/contract/committee-page';
import {
  addCommitteePerson,
  getPublicCommittee,
  listCommitteePage,
  orderCommitteePage,
  removeCommitteePerson,
  removeCommitteePhoto,
  setCommitteePhoto,
  updateCommitteePerson,
} from '../content/committee-page.ts';
import { isContentImageRoute, serveContentImage } from '../content/content-images.ts';
import { CONSOLE_DRAW_PATHS } from '@edma/contract/console-draws';
import {
  changeDrawPassword,
  drawHistory,
  listConsoleDraws,
  resetDrawPassword,
  setDrawExclusion,
  startDrawRound,
  updateConsoleDraw,
} from '../draws/console-draws.ts';
import { CONSOLE_MESSAGE_PATHS } from '@edma/contract/console-messages';
import { listContactMessages, retryContactMessage } from '../contact/console-messages.ts';
import { CONSOLE_FAMILY_PATHS } from '@edma/contract/console-families';
import {
  eraseFamily,
  getConsoleFamily,
  listConsoleFamilies,
  releaseFamilyEmail,
  removeConsoleMember,
  updateConsoleFamily,
} from '../committee/families.ts';
import { saveConsoleMember } from '../committee/family-members.ts';
import { spinHandler } from '../draws/spin.ts';
import { DRAWS, SPIN_KEY_HEADER } from '@edma/contract/draw';
import { apiRoute } from '@edma/contract/api-paths';
import { CONTACT_PATH } from '@edma/contract/contact';
import { PHOTOS_PATH_PREFIX } from '@edma/contract/photos';
import { TRUSTED_PROXY_HOPS } from '../config/params.ts';
import type { ApiHandler, ApiReply, ApiRequest } from './api-request.ts';
import { clientIp } from './client-ip.ts';
import { corsHeaders, crossSiteRefusal, CROSS_SITE_MESSAGE, preflightHeaders } from './cross-site.ts';
import { HttpError } from './http-error.ts';
import { answerPlatformBodyErrors } from './platform-body-errors.ts';
import { routeOf } from './request-path.ts';
import { enforceAccess, type Access } from './route-access.ts';
import { currentOriginPolicy, isAllowedOrigin } from './site-origins.ts';

// Before the host builds its body parsers (see platform-body-errors.ts).
answerPlatformBodyErrors();

type Methods = Partial<Record<'GET' | 'POST', ApiHandler>>;

/** A route of the API: who may call it (route-access.ts) and its handler per method. */
export interface ApiRoute {
  /** The path as the function sees it (see apiRoute), or a description for `matches`. */
  route: string;
  access: Access;
  methods: Methods;
  /** For families of stored files served by their path (photos): which routes belong here. */
  matches?: (route: string) => boolean;
}

/** One route of the table: its contract path constant, who may call it, and its handlers. */
const at = (path: string, access: Access, methods: Methods): ApiRoute => ({ route: apiRoute(path), access, methods });

/** Every route of the API, with its access: an access audit reads this table. */
const ROUTE_TABLE: readonly ApiRoute[] = [
  at(FAMILY_PATHS.families, 'public', { GET: getFamilies }),
  at(FAMILY_PATHS.save, 'signed-in', { POST: saveFamily }),
  at(FAMILY_PATHS.checkUser, 'signed-in', { GET: checkUser }),
  at(FAMILY_PATHS.family, 'own-family', { GET: getFamily }),
  at(FAMILY_PATHS.update, 'own-family', { POST: updateFamily }),
  at(FAMILY_PATHS.updateMember, 'own-family', { POST: updateMember }),
  at(FAMILY_PATHS.deleteMember, 'own-family', { POST: deleteMember }),
  at(INVITATION_ACCEPT_PATH, 'signed-in', { POST: acceptInvitation }),
  at(INVITATION_DECLINE_PATH, 'signed-in', { POST: declineInvitation }),
  at(CONTACT_PATH, 'public', { POST: postContact }),
  ...DRAWS.map((draw) => at(draw.spinPath, 'public', { POST: spinHandler(draw.id) })),
  at(CALENDAR_PATHS.events, 'public', { GET: getPublicEvents }),
  at(CALENDAR_PATHS.feed, 'public', { GET: getEventsFeed }),
  at(VIDEOS_PATHS.videos, 'public', { GET: getPublicVideos }),
  at(GALLERY_PATHS.albums, 'public', { GET: getPublicAlbums }),
  at(COMMITTEE_PAGE_PATHS.people, 'public', { GET: getPublicCommittee }),
  {
    route: apiRoute(PHOTOS_PATH_PREFIX) + '*',
    access: 'public',
    methods: { GET: servePhoto },
    matches: (route) => route.startsWith(apiRoute(PHOTOS_PATH_PREFIX)),
  },
  { route: 'content/**/*.webp', access: 'public', methods: { GET: serveContentImage }, matches: isContentImageRoute },

  at(COMMITTEE_PATHS.registrations, 'committee', { GET: listPendingRegistrations }),
  at(COMMITTEE_PATHS.approve, 'committee', { POST: approveRegistration }),
  at(COMMITTEE_PATHS.reject, 'committee', { POST: rejectRegistration }),
  at(COMMITTEE_MEMBER_PATHS.list, 'committee', { GET: listCommitteeMembers }),
  at(COMMITTEE_MEMBER_PATHS.grant, 'committee', { POST: grantCommitteeRole }),
  at(COMMITTEE_MEMBER_PATHS.revoke, 'committee', { POST: revokeCommitteeRole }),
  at(CALENDAR_PATHS.list, 'committee', { GET: listEvents }),
  at(CALENDAR_PATHS.add, 'committee', { POST: addEvent }),
  at(CALENDAR_PATHS.update, 'committee', { POST: updateEvent }),
  at(CALENDAR_PATHS.remove, 'committee', { POST: removeEvent }),
  at(VIDEOS_PATHS.list, 'committee', { GET: listVideos }),
  at(VIDEOS_PATHS.live, 'committee', { POST: setLiveStream }),
  at(VIDEOS_PATHS.add, 'committee', { POST: addPastVideo }),
  at(VIDEOS_PATHS.update, 'committee', { POST: updatePastVideo }),
  at(VIDEOS_PATHS.remove, 'committee', { POST: removePastVideo }),
  at(VIDEOS_PATHS.order, 'committee', { POST: orderPastVideos }),
  at(GALLERY_PATHS.list, 'committee', { GET: listAlbums }),
  at(GALLERY_PATHS.add, 'committee', { POST: addAlbum }),
  at(GALLERY_PATHS.update, 'committee', { POST: updateAlbum }),
  at(GALLERY_PATHS.remove, 'committee', { POST: removeAlbum }),
  at(GALLERY_PATHS.order, 'committee', { POST: orderAlbums }),
  at(GALLERY_PATHS.addPhoto, 'committee', { POST: addAlbumPhoto }),
  at(GALLERY_PATHS.removePhoto, 'committee', { POST: removeAlbumPhoto }),
  at(GALLERY_PATHS.orderPhotos, 'committee', { POST: orderAlbumPhotos }),
  at(COMMITTEE_PAGE_PATHS.list, 'committee', { GET: listCommitteePage }),
  at(COMMITTEE_PAGE_PATHS.add, 'committee', { POST: addCommitteePerson }),
  at(COMMITTEE_PAGE_PATHS.update, 'committee', { POST: updateCommitteePerson }),
  at(COMMITTEE_PAGE_PATHS.remove, 'committee', { POST: removeCommitteePerson }),
  at(COMMITTEE_PAGE_PATHS.order, 'committee', { POST: orderCommitteePage }),
  at(COMMITTEE_PAGE_PATHS.photo, 'committee', { POST: setCommitteePhoto }),
  at(COMMITTEE_PAGE_PATHS.removePhoto, 'committee', { POST: removeCommitteePhoto }),
  at(CONSOLE_DRAW_PATHS.list, 'committee', { GET: listConsoleDraws }),
  at(CONSOLE_DRAW_PATHS.update, 'committee', { POST: updateConsoleDraw }),
  at(CONSOLE_DRAW_PATHS.exclusion, 'committee', { POST: setDrawExclusion }),
  at(CONSOLE_DRAW_PATHS.newRound, 'committee', { POST: startDrawRound }),
  at(CONSOLE_DRAW_PATHS.history, 'committee', { GET: drawHistory }),
  at(CONSOLE_DRAW_PATHS.password, 'committee', { POST: changeDrawPassword }),
  at(CONSOLE_DRAW_PATHS.passwordReset, 'committee', { POST: resetDrawPassword }),
  at(CONSOLE_MESSAGE_PATHS.list, 'committee', { GET: listContactMessages }),
  at(CONSOLE_MESSAGE_PATHS.retry, 'committee', { POST: retryContactMessage }),
  at(CONSOLE_FAMILY_PATHS.list, 'committee', { GET: listConsoleFamilies }),
  at(CONSOLE_FAMILY_PATHS.family, 'committee', { GET: getConsoleFamily }),
  at(CONSOLE_FAMILY_PATHS.releaseEmail, 'committee', { POST: releaseFamilyEmail }),
  at(CONSOLE_FAMILY_PATHS.erase, 'committee', { POST: eraseFamily }),
  at(CONSOLE_FAMILY_PATHS.update, 'committee', { POST: updateConsoleFamily }),
  at(CONSOLE_FAMILY_PATHS.removeMember, 'committee', { POST: removeConsoleMember }),
  at(CONSOLE_FAMILY_PATHS.saveMember, 'committee', { POST: saveConsoleMember }),
];

const EXACT_ROUTES = new Map(ROUTE_TABLE.filter((r) => !r.matches).map((r) => [r.route, r]));
const MATCHED_ROUTES = ROUTE_TABLE.filter((r) => r.matches);

/** The table, for tests that walk every route. */
export function routeTable(): readonly ApiRoute[] {
  return ROUTE_TABLE;
}

function routeFor(route: string): ApiRoute | undefined {
  return EXACT_ROUTES.get(route) ?? MATCHED_ROUTES.find((r) => r.matches!(route));
}

/** Every route that takes a POST: each one is a write, checked by crossSiteRefusal. */
export function writeRoutes(): string[] {
  return ROUTE_TABLE.filter((r) => !r.matches && r.methods.POST).map((r) => r.route);
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
 * The `api` function: routes every `/api/...` path (and the same path without `/api` for direct
 * calls). Refusals answer `{ success: false, message }` with a 4xx status; only a fault of the
 * server itself answers 500.
 */
export async function handleApi(req: Request, res: Response): Promise<void> {
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
  const refusal = method === 'POST' ? crossSiteRefusal(req.headers, policy) : null;
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
  try {
    await enforceAccess(entry.access, request);
    const reply = await handler(request);
    send(res, reply.status ?? 200, reply, method, cors);
  } catch (error) {
    if (error instanceof HttpError) {
      send(res, error.status, { json: { success: false, message: error.message }, headers: error.headers }, method, cors);
    } else {
      logger.error('API request failed', { route, method, error: error instanceof Error ? error.stack : String(error) });
      send(res, 500, { json: { success: false, message: 'Something went wrong. Please try again.' } }, method, cors);
    }
  }
}
