import { checkUser } from './families/check-user.ts';
import { getFamilies } from './families/get-families.ts';
import { getFamily } from './families/get-family.ts';
import { updateFamily } from './families/update-family.ts';
import { deleteMember } from './members/delete-member.ts';
import { updateMember } from './members/update-member.ts';
import { servePhoto } from './photos/serve-photo.ts';
import { acceptInvitation, declineInvitation } from './invitations/answer-invitation.ts';
import { approveRegistration, listPendingRegistrations, rejectRegistration } from './committee/registrations.ts';
import { COMMITTEE_MEMBER_PATHS, COMMITTEE_PATHS } from '@edma/contract/committee';
import { grantCommitteeRole, listCommitteeMembers, revokeCommitteeRole } from './committee/committee-members.ts';
import { FAMILY_PATHS, INVITATION_ACCEPT_PATH, INVITATION_DECLINE_PATH } from '@edma/contract/family';
import { saveFamily } from './registration/save-family.ts';
import { CALENDAR_API, CALENDAR_PATHS } from '@edma/contract/calendar';
import { VIDEOS_PATHS } from '@edma/contract/videos';
import { addEvent, getEventsFeed, getPublicEvents, listEvents, removeEvent, updateEvent } from './content/events.ts';
import {
  addPastVideo,
  getPublicVideos,
  listVideos,
  orderPastVideos,
  removePastVideo,
  setLiveStream,
  updatePastVideo,
} from './content/videos.ts';
import { postContact } from './contact/post-contact.ts';
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
} from './content/albums.ts';
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
} from './content/committee-page.ts';
import { isContentImageRoute, serveContentImage } from './content/content-images.ts';
import { CONSOLE_DRAW_PATHS } from '@edma/contract/console-draws';
import {
  changeDrawPassword,
  drawHistory,
  listConsoleDraws,
  resetDrawPassword,
  setDrawExclusion,
  startDrawRound,
  updateConsoleDraw,
} from './draws/console-draws.ts';
import { CONSOLE_MESSAGE_PATHS } from '@edma/contract/console-messages';
import { listContactMessages, retryContactMessage } from './contact/console-messages.ts';
import { CONSOLE_FAMILY_PATHS } from '@edma/contract/console-families';
import {
  eraseFamily,
  getConsoleFamily,
  listConsoleFamilies,
  releaseFamilyEmail,
  removeConsoleMember,
  updateConsoleFamily,
} from './committee/families.ts';
import { saveConsoleMember } from './committee/family-members.ts';
import { spinHandler } from './draws/spin.ts';
import { DRAWS } from '@edma/contract/draw';
import { apiRoute } from '@edma/contract/api-paths';
import { CONTACT_PATH } from '@edma/contract/contact';
import { PHOTOS_PATH_PREFIX } from '@edma/contract/photos';
import { at, raw, type ApiRoute } from './http/route.ts';

/** Every route of the API with who may call it: the router admits callers by this table, and an access audit walks it. */
export const ROUTES: readonly ApiRoute[] = [
  raw(FAMILY_PATHS.families, 'public', { GET: getFamilies }),
  raw(FAMILY_PATHS.save, 'signed-in', { POST: saveFamily }),
  raw(FAMILY_PATHS.checkUser, 'signed-in', { GET: checkUser }),
  raw(FAMILY_PATHS.family, 'own-family', { GET: getFamily }),
  raw(FAMILY_PATHS.update, 'own-family', { POST: updateFamily }),
  raw(FAMILY_PATHS.updateMember, 'own-family', { POST: updateMember }),
  raw(FAMILY_PATHS.deleteMember, 'own-family', { POST: deleteMember }),
  raw(INVITATION_ACCEPT_PATH, 'signed-in', { POST: acceptInvitation }),
  raw(INVITATION_DECLINE_PATH, 'signed-in', { POST: declineInvitation }),
  raw(CONTACT_PATH, 'public', { POST: postContact }),
  ...DRAWS.map((draw) => raw(draw.spinPath, 'public', { POST: spinHandler(draw.id) })),
  raw(CALENDAR_PATHS.events, 'public', { GET: getPublicEvents }),
  raw(CALENDAR_PATHS.feed, 'public', { GET: getEventsFeed }),
  raw(VIDEOS_PATHS.videos, 'public', { GET: getPublicVideos }),
  raw(GALLERY_PATHS.albums, 'public', { GET: getPublicAlbums }),
  raw(COMMITTEE_PAGE_PATHS.people, 'public', { GET: getPublicCommittee }),
  raw(apiRoute(PHOTOS_PATH_PREFIX) + '*', 'public', { GET: servePhoto }, (route) => route.startsWith(apiRoute(PHOTOS_PATH_PREFIX))),
  raw('content/**/*.webp', 'public', { GET: serveContentImage }, isContentImageRoute),

  raw(COMMITTEE_PATHS.registrations, 'committee', { GET: listPendingRegistrations }),
  raw(COMMITTEE_PATHS.approve, 'committee', { POST: approveRegistration }),
  raw(COMMITTEE_PATHS.reject, 'committee', { POST: rejectRegistration }),
  raw(COMMITTEE_MEMBER_PATHS.list, 'committee', { GET: listCommitteeMembers }),
  raw(COMMITTEE_MEMBER_PATHS.grant, 'committee', { POST: grantCommitteeRole }),
  raw(COMMITTEE_MEMBER_PATHS.revoke, 'committee', { POST: revokeCommitteeRole }),
  at(CALENDAR_API.list, 'committee', listEvents),
  at(CALENDAR_API.add, 'committee', addEvent),
  at(CALENDAR_API.update, 'committee', updateEvent),
  at(CALENDAR_API.remove, 'committee', removeEvent),
  raw(VIDEOS_PATHS.list, 'committee', { GET: listVideos }),
  raw(VIDEOS_PATHS.live, 'committee', { POST: setLiveStream }),
  raw(VIDEOS_PATHS.add, 'committee', { POST: addPastVideo }),
  raw(VIDEOS_PATHS.update, 'committee', { POST: updatePastVideo }),
  raw(VIDEOS_PATHS.remove, 'committee', { POST: removePastVideo }),
  raw(VIDEOS_PATHS.order, 'committee', { POST: orderPastVideos }),
  raw(GALLERY_PATHS.list, 'committee', { GET: listAlbums }),
  raw(GALLERY_PATHS.add, 'committee', { POST: addAlbum }),
  raw(GALLERY_PATHS.update, 'committee', { POST: updateAlbum }),
  raw(GALLERY_PATHS.remove, 'committee', { POST: removeAlbum }),
  raw(GALLERY_PATHS.order, 'committee', { POST: orderAlbums }),
  raw(GALLERY_PATHS.addPhoto, 'committee', { POST: addAlbumPhoto }),
  raw(GALLERY_PATHS.removePhoto, 'committee', { POST: removeAlbumPhoto }),
  raw(GALLERY_PATHS.orderPhotos, 'committee', { POST: orderAlbumPhotos }),
  raw(COMMITTEE_PAGE_PATHS.list, 'committee', { GET: listCommitteePage }),
  raw(COMMITTEE_PAGE_PATHS.add, 'committee', { POST: addCommitteePerson }),
  raw(COMMITTEE_PAGE_PATHS.update, 'committee', { POST: updateCommitteePerson }),
  raw(COMMITTEE_PAGE_PATHS.remove, 'committee', { POST: removeCommitteePerson }),
  raw(COMMITTEE_PAGE_PATHS.order, 'committee', { POST: orderCommitteePage }),
  raw(COMMITTEE_PAGE_PATHS.photo, 'committee', { POST: setCommitteePhoto }),
  raw(COMMITTEE_PAGE_PATHS.removePhoto, 'committee', { POST: removeCommitteePhoto }),
  raw(CONSOLE_DRAW_PATHS.list, 'committee', { GET: listConsoleDraws }),
  raw(CONSOLE_DRAW_PATHS.update, 'committee', { POST: updateConsoleDraw }),
  raw(CONSOLE_DRAW_PATHS.exclusion, 'committee', { POST: setDrawExclusion }),
  raw(CONSOLE_DRAW_PATHS.newRound, 'committee', { POST: startDrawRound }),
  raw(CONSOLE_DRAW_PATHS.history, 'committee', { GET: drawHistory }),
  raw(CONSOLE_DRAW_PATHS.password, 'committee', { POST: changeDrawPassword }),
  raw(CONSOLE_DRAW_PATHS.passwordReset, 'committee', { POST: resetDrawPassword }),
  raw(CONSOLE_MESSAGE_PATHS.list, 'committee', { GET: listContactMessages }),
  raw(CONSOLE_MESSAGE_PATHS.retry, 'committee', { POST: retryContactMessage }),
  raw(CONSOLE_FAMILY_PATHS.list, 'committee', { GET: listConsoleFamilies }),
  raw(CONSOLE_FAMILY_PATHS.family, 'committee', { GET: getConsoleFamily }),
  raw(CONSOLE_FAMILY_PATHS.releaseEmail, 'committee', { POST: releaseFamilyEmail }),
  raw(CONSOLE_FAMILY_PATHS.erase, 'committee', { POST: eraseFamily }),
  raw(CONSOLE_FAMILY_PATHS.update, 'committee', { POST: updateConsoleFamily }),
  raw(CONSOLE_FAMILY_PATHS.removeMember, 'committee', { POST: removeConsoleMember }),
  raw(CONSOLE_FAMILY_PATHS.saveMember, 'committee', { POST: saveConsoleMember }),
];


/** Every route that takes a POST: each one is a write, checked by crossSiteRefusal. */
export function writeRoutes(): string[] {
  return ROUTES.filter((r) => !r.matches && r.methods.POST).map((r) => r.route);
}
