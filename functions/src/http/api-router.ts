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
import { INVITATION_ACCEPT_PATH, INVITATION_DECLINE_PATH } from '@edma/contract/family';
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
import { SPIN_ROUTES, spinHandler } from '../draws/spin.ts';
import { SPIN_KEY_HEADER } from '@edma/contract/draw';
import { TRUSTED_PROXY_HOPS } from '../config/params.ts';
import type { ApiHandler, ApiReply, ApiRequest } from './api-request.ts';
import { clientIp } from './client-ip.ts';
import { corsHeaders, crossSiteRefusal, CROSS_SITE_MESSAGE, preflightHeaders } from './cross-site.ts';
import { HttpError } from './http-error.ts';
import { answerPlatformBodyErrors } from './platform-body-errors.ts';
import { routeOf } from './request-path.ts';
import { currentOriginPolicy, isAllowedOrigin } from './site-origins.ts';

// Before the host builds its body parsers (see platform-body-errors.ts).
answerPlatformBodyErrors();

type Methods = Partial<Record<'GET' | 'POST', ApiHandler>>;

const ROUTES = new Map<string, Methods>([
  ['get_families.php', { GET: getFamilies }],
  ['save_family.php', { POST: saveFamily }],
  ['check_user.php', { GET: checkUser }],
  ['get_family_from_id.php', { GET: getFamily }],
  ['update_family.php', { POST: updateFamily }],
  ['update_member.php', { POST: updateMember }],
  ['delete_member.php', { POST: deleteMember }],
  [INVITATION_ACCEPT_PATH.replace(/^\/api\//, ''), { POST: acceptInvitation }],
  [INVITATION_DECLINE_PATH.replace(/^\/api\//, ''), { POST: declineInvitation }],
  [COMMITTEE_PATHS.registrations.replace(/^\/api\//, ''), { GET: listPendingRegistrations }],
  [COMMITTEE_PATHS.approve.replace(/^\/api\//, ''), { POST: approveRegistration }],
  [COMMITTEE_PATHS.reject.replace(/^\/api\//, ''), { POST: rejectRegistration }],
  [COMMITTEE_MEMBER_PATHS.list.replace(/^\/api\//, ''), { GET: listCommitteeMembers }],
  [COMMITTEE_MEMBER_PATHS.grant.replace(/^\/api\//, ''), { POST: grantCommitteeRole }],
  [COMMITTEE_MEMBER_PATHS.revoke.replace(/^\/api\//, ''), { POST: revokeCommitteeRole }],
  [CALENDAR_PATHS.events.replace(/^\/api\//, ''), { GET: getPublicEvents }],
  [CALENDAR_PATHS.feed.replace(/^\//, ''), { GET: getEventsFeed }],
  [CALENDAR_PATHS.list.replace(/^\/api\//, ''), { GET: listEvents }],
  [CALENDAR_PATHS.add.replace(/^\/api\//, ''), { POST: addEvent }],
  [CALENDAR_PATHS.update.replace(/^\/api\//, ''), { POST: updateEvent }],
  [CALENDAR_PATHS.remove.replace(/^\/api\//, ''), { POST: removeEvent }],
  [VIDEOS_PATHS.videos.replace(/^\/api\//, ''), { GET: getPublicVideos }],
  [VIDEOS_PATHS.list.replace(/^\/api\//, ''), { GET: listVideos }],
  [VIDEOS_PATHS.live.replace(/^\/api\//, ''), { POST: setLiveStream }],
  [VIDEOS_PATHS.add.replace(/^\/api\//, ''), { POST: addPastVideo }],
  [VIDEOS_PATHS.update.replace(/^\/api\//, ''), { POST: updatePastVideo }],
  [VIDEOS_PATHS.remove.replace(/^\/api\//, ''), { POST: removePastVideo }],
  [VIDEOS_PATHS.order.replace(/^\/api\//, ''), { POST: orderPastVideos }],
  [GALLERY_PATHS.albums.replace(/^\/api\//, ''), { GET: getPublicAlbums }],
  [GALLERY_PATHS.list.replace(/^\/api\//, ''), { GET: listAlbums }],
  [GALLERY_PATHS.add.replace(/^\/api\//, ''), { POST: addAlbum }],
  [GALLERY_PATHS.update.replace(/^\/api\//, ''), { POST: updateAlbum }],
  [GALLERY_PATHS.remove.replace(/^\/api\//, ''), { POST: removeAlbum }],
  [GALLERY_PATHS.order.replace(/^\/api\//, ''), { POST: orderAlbums }],
  [GALLERY_PATHS.addPhoto.replace(/^\/api\//, ''), { POST: addAlbumPhoto }],
  [GALLERY_PATHS.removePhoto.replace(/^\/api\//, ''), { POST: removeAlbumPhoto }],
  [GALLERY_PATHS.orderPhotos.replace(/^\/api\//, ''), { POST: orderAlbumPhotos }],
  [COMMITTEE_PAGE_PATHS.people.replace(/^\/api\//, ''), { GET: getPublicCommittee }],
  [COMMITTEE_PAGE_PATHS.list.replace(/^\/api\//, ''), { GET: listCommitteePage }],
  [COMMITTEE_PAGE_PATHS.add.replace(/^\/api\//, ''), { POST: addCommitteePerson }],
  [COMMITTEE_PAGE_PATHS.update.replace(/^\/api\//, ''), { POST: updateCommitteePerson }],
  [COMMITTEE_PAGE_PATHS.remove.replace(/^\/api\//, ''), { POST: removeCommitteePerson }],
  [COMMITTEE_PAGE_PATHS.order.replace(/^\/api\//, ''), { POST: orderCommitteePage }],
  [COMMITTEE_PAGE_PATHS.photo.replace(/^\/api\//, ''), { POST: setCommitteePhoto }],
  [COMMITTEE_PAGE_PATHS.removePhoto.replace(/^\/api\//, ''), { POST: removeCommitteePhoto }],
  ['contact', { POST: postContact }],
  [CONSOLE_DRAW_PATHS.list.replace(/^\/api\//, ''), { GET: listConsoleDraws }],
  [CONSOLE_DRAW_PATHS.update.replace(/^\/api\//, ''), { POST: updateConsoleDraw }],
  [CONSOLE_DRAW_PATHS.exclusion.replace(/^\/api\//, ''), { POST: setDrawExclusion }],
  [CONSOLE_DRAW_PATHS.newRound.replace(/^\/api\//, ''), { POST: startDrawRound }],
  [CONSOLE_DRAW_PATHS.history.replace(/^\/api\//, ''), { GET: drawHistory }],
  [CONSOLE_DRAW_PATHS.password.replace(/^\/api\//, ''), { POST: changeDrawPassword }],
  [CONSOLE_DRAW_PATHS.passwordReset.replace(/^\/api\//, ''), { POST: resetDrawPassword }],
  [CONSOLE_MESSAGE_PATHS.list.replace(/^\/api\//, ''), { GET: listContactMessages }],
  [CONSOLE_MESSAGE_PATHS.retry.replace(/^\/api\//, ''), { POST: retryContactMessage }],
  [CONSOLE_FAMILY_PATHS.list.replace(/^\/api\//, ''), { GET: listConsoleFamilies }],
  [CONSOLE_FAMILY_PATHS.family.replace(/^\/api\//, ''), { GET: getConsoleFamily }],
  [CONSOLE_FAMILY_PATHS.releaseEmail.replace(/^\/api\//, ''), { POST: releaseFamilyEmail }],
  [CONSOLE_FAMILY_PATHS.erase.replace(/^\/api\//, ''), { POST: eraseFamily }],
  [CONSOLE_FAMILY_PATHS.update.replace(/^\/api\//, ''), { POST: updateConsoleFamily }],
  [CONSOLE_FAMILY_PATHS.removeMember.replace(/^\/api\//, ''), { POST: removeConsoleMember }],
  [CONSOLE_FAMILY_PATHS.saveMember.replace(/^\/api\//, ''), { POST: saveConsoleMember }],
  ...[...SPIN_ROUTES].map(([route, drawId]): [string, Methods] => {
    const spin = spinHandler(drawId);
    return [route, { POST: spin }];
  }),
]);

function methodsFor(route: string): Methods | undefined {
  if (route.startsWith('photos/')) return { GET: servePhoto };
  if (isContentImageRoute(route)) return { GET: serveContentImage };
  return ROUTES.get(route);
}

/** Every route that takes a POST: each one is a write, checked by crossSiteRefusal. */
export function writeRoutes(): string[] {
  return [...ROUTES].filter(([, methods]) => methods.POST).map(([route]) => route);
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
  const methods = methodsFor(route);
  const handler = methods && (method === 'HEAD' ? methods.GET : methods[method as keyof Methods]);
  const policy = currentOriginPolicy();
  const cors = corsHeaders(req.headers, policy);
  if (!methods) {
    send(res, 404, { json: { success: false, message: 'Not found.' } }, method, cors);
    return;
  }
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
