import { checkUser } from './families/handlers/check-user.ts';
import { getFamilies } from './families/handlers/get-families.ts';
import { getFamily } from './families/handlers/get-family.ts';
import { updateFamily } from './families/handlers/update-family.ts';
import { deleteMember } from './members/handlers/delete-member.ts';
import { updateMember } from './members/handlers/update-member.ts';
import { servePhoto } from './photos/handlers/serve-photo.ts';
import { acceptInvitation, declineInvitation } from './invitations/handlers/answer-invitation.ts';
import { approveRegistration, listPendingRegistrations, rejectRegistration } from './registration/handlers/review-registrations.ts';
import { COMMITTEE_API, COMMITTEE_MEMBER_API } from '@edma/contract/committee';
import { grantCommitteeRole, listCommitteeMembers, revokeCommitteeRole } from './committee/handlers/committee-members.ts';
import { FAMILY_API, FAMILY_PATHS } from '@edma/contract/family';
import { saveFamily } from './registration/handlers/save-family.ts';
import { CALENDAR_API } from '@edma/contract/calendar';
import { CALENDAR_PATHS } from '@edma/contract/calendar-texts';
import { VIDEOS_API } from '@edma/contract/videos';
import { addEvent, getEventsFeed, getPublicEvents, listEvents, removeEvent, updateEvent } from './content/handlers/events.ts';
import {
  addPastVideo,
  getPublicVideos,
  listVideos,
  orderPastVideos,
  removePastVideo,
  setLiveStream,
  updatePastVideo,
} from './content/handlers/videos.ts';
import { postContact } from './contact/handlers/post-contact.ts';
import { GALLERY_API } from '@edma/contract/gallery';
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
} from './content/handlers/albums.ts';
import { EXECUTIVE_COMMITTEE_API } from '@edma/contract/executive-committee';
import {
  addExecutive,
  getPublicExecutiveCommittee,
  listExecutiveCommittee,
  orderExecutiveCommittee,
  removeExecutive,
  removeExecutivePhoto,
  setExecutivePhoto,
  updateExecutive,
} from './content/handlers/executive-committee.ts';
import { isContentImageRoute, serveContentImage } from './content/handlers/content-image-route.ts';
import { isEventPageRoute, serveEventPage } from './content/handlers/event-share-page.ts';
import { CONSOLE_DRAW_API } from '@edma/contract/console-draws';
import { DRAW_PROOF_API } from '@edma/contract/draw-spin-proof';
import { DRAW_ABOUT_API } from '@edma/contract/draw-about';
import {
  changeDrawPassword,
  drawHistory,
  listConsoleDraws,
  resetDrawPassword,
  setDrawAbout,
  setDrawExclusion,
  startDrawRound,
  updateConsoleDraw,
} from './draws/handlers/console-draws.ts';
import { CONSOLE_MESSAGE_API } from '@edma/contract/console-messages';
import { listContactMessages, retryContactMessage } from './email/handlers/outbox-handlers.ts';
import { CONSOLE_FAMILY_API } from '@edma/contract/console-families';
import {
  eraseFamily,
  getConsoleFamily,
  listConsoleFamilies,
  releaseFamilyEmail,
  updateConsoleFamily,
} from './families/handlers/console-families.ts';
import { removeConsoleMember, saveConsoleMember } from './members/handlers/console-members.ts';
import { spinHandler } from './draws/handlers/spin.ts';
import { getSpinProof } from './draws/handlers/spin-proof.ts';
import { getDrawAbout } from './draws/handlers/draw-about.ts';
import { DRAWS } from '@edma/contract/draw';
import { apiRoute } from '@edma/contract/api-paths';
import { CONTACT_PATH } from '@edma/contract/contact';
import { PHOTOS_PATH_PREFIX } from '@edma/contract/photos';
import { BOOKINGS_API } from '@edma/contract/bookings';
import {
  getEventBooking,
  getMyBooking,
  getUpcomingBookings,
  listBookingEvents,
  listEventBookings,
} from './bookings/handlers/booking-reads.ts';
import { markBookingArrived, markBookingPaid, saveBookingSettings } from './bookings/handlers/booking-committee.ts';
import { saveBooking } from './bookings/handlers/save-booking.ts';
import { DOOR_API } from '@edma/contract/door';
import { syncDoorTicks } from './bookings/handlers/door-sync.ts';
import { getDoorList } from './bookings/handlers/door-list.ts';
import { DOOR_PASS_API } from '@edma/contract/door-pass';
import { listDoorPasses, openDoorPass, revokeDoorPass, signInWithDoorPass } from './bookings/handlers/door-passes.ts';
import { ROTA_API } from '@edma/contract/rota';
import { getEventRota, signUpForSlot, withdrawFromSlot } from './rota/handlers/rota-member.ts';
import { addRotaSlot, editRotaSlot, getCommitteeRota, removeRotaSlot } from './rota/handlers/rota-committee.ts';
import { MEMBERSHIP_API } from '@edma/contract/membership';
import { claimDues, getMyDues } from './membership/handlers/dues-family.ts';
import { changeDuesType, confirmDues, listDues, waiveDues } from './membership/handlers/dues-committee.ts';
import { getMembershipSettings, saveMembershipSettings, setSummaryWish } from './membership/handlers/membership-settings.ts';
import { importStatement, previewStatement } from './membership/handlers/bank-import.ts';
import type { RequestGuard } from './http/api-router.ts';
import { limitCommitteeWrite } from './rate-limit/committee-writes.ts';
import { at, openToOtherSites, raw, staffRolesOf, type ApiRoute } from './http/route.ts';
import { EMAIL_PATHS, EMAIL_PREFERENCES_API } from '@edma/contract/email-preferences';
import { getMyPreferences, saveMyPreferences, unsubscribeOneClick, unsubscribePage } from './email/handlers/preference-handlers.ts';
import { ANNOUNCEMENT_API } from '@edma/contract/announcements';
import { GO_LIVE_API } from '@edma/contract/go-live';
import { CONSOLE_EXPORT_API } from '@edma/contract/console-exports';
import { recordExport } from './committee/handlers/record-export.ts';
import { getGoLiveChecklist } from './go-live/handlers/go-live-check.ts';
import {
  announcementArchive,
  announcementDetail,
  listAnnouncements,
  previewAudience,
  retryAnnouncement,
  sendAnnouncement,
  sendTestAnnouncement,
} from './announcements/handlers/announcement-handlers.ts';

import { PRIVACY_API } from '@edma/contract/privacy';
import {
  cancelErasure,
  exportFamily,
  getDirectoryAudience,
  getFamilyPrivacy,
  getMembersDirectory,
  getPrivacySettings,
  hideFamily,
  recordConsent,
  requestErasure,
  savePrivacySettings,
} from './privacy/handlers/privacy-handlers.ts';
import { PRIVACY_NOTICE_API } from '@edma/contract/privacy-notice';
import {
  getCommitteePrivacyNotice,
  getNoticeSeen,
  getPublicPrivacyNotice,
  markNoticeSeen,
  publishPrivacyNotice,
} from './privacy/handlers/privacy-notice.ts';
import { SITE_CONTACT_API } from '@edma/contract/site-contact';
import { getCommitteeSiteContact, getPublicSiteContact, saveSiteContact } from './content/handlers/site-contact.ts';

/** Every route of the API with who may call it: the router admits callers by this table, and an access audit walks it. */
export const ROUTES: readonly ApiRoute[] = [
  at(EMAIL_PREFERENCES_API.mine, 'signed-in', getMyPreferences),
  at(EMAIL_PREFERENCES_API.save, 'signed-in', saveMyPreferences),
  // The signed token is the authority; mail providers POST it from their servers (RFC 8058).
  openToOtherSites(raw(EMAIL_PATHS.unsubscribe, 'public', { GET: unsubscribePage, POST: unsubscribeOneClick })),
  at(ANNOUNCEMENT_API.archive, 'signed-in', announcementArchive),
  at(ANNOUNCEMENT_API.list, 'events', listAnnouncements),
  at(ANNOUNCEMENT_API.detail, 'events', announcementDetail),
  at(ANNOUNCEMENT_API.preview, 'events', previewAudience),
  at(ANNOUNCEMENT_API.test, 'events', sendTestAnnouncement),
  at(ANNOUNCEMENT_API.send, 'events', sendAnnouncement),
  at(ANNOUNCEMENT_API.retry, 'events', retryAnnouncement),
  at(BOOKINGS_API.event, 'public', getEventBooking),
  at(BOOKINGS_API.mine, 'my-family', getMyBooking),
  at(BOOKINGS_API.upcoming, 'my-family', getUpcomingBookings),
  at(BOOKINGS_API.save, 'my-family', saveBooking),
  at(BOOKINGS_API.committeeEvents, 'events|treasurer', listBookingEvents),
  at(BOOKINGS_API.committeeList, 'events|treasurer', listEventBookings),
  at(BOOKINGS_API.settings, 'events', saveBookingSettings),
  at(BOOKINGS_API.paid, 'events|treasurer', markBookingPaid),
  at(BOOKINGS_API.arrived, 'events', markBookingArrived),
  at(DOOR_PASS_API.list, 'events', listDoorPasses),
  at(DOOR_PASS_API.open, 'events', openDoorPass),
  at(DOOR_PASS_API.revoke, 'events', revokeDoorPass),
  at(DOOR_PASS_API.signIn, 'public', signInWithDoorPass),
  at(DOOR_API.list, 'door', getDoorList),
  at(DOOR_API.sync, 'door', syncDoorTicks),
  // Counts only for members (who helps is the events role's to see).
  at(ROTA_API.event, 'signed-in', getEventRota),
  at(ROTA_API.signUp, 'my-family', signUpForSlot),
  at(ROTA_API.withdraw, 'my-family', withdrawFromSlot),
  at(ROTA_API.committee, 'events', getCommitteeRota),
  at(ROTA_API.add, 'events', addRotaSlot),
  at(ROTA_API.remove, 'events', removeRotaSlot),
  at(ROTA_API.edit, 'events', editRotaSlot),
  at(MEMBERSHIP_API.mine, 'my-family', getMyDues),
  at(MEMBERSHIP_API.claim, 'my-family', claimDues),
  at(MEMBERSHIP_API.settings, 'treasurer', getMembershipSettings),
  at(MEMBERSHIP_API.saveSettings, 'treasurer', saveMembershipSettings),
  at(MEMBERSHIP_API.summary, 'treasurer', setSummaryWish),
  at(MEMBERSHIP_API.list, 'treasurer', listDues),
  at(MEMBERSHIP_API.confirm, 'treasurer', confirmDues),
  at(MEMBERSHIP_API.waive, 'treasurer', waiveDues),
  at(MEMBERSHIP_API.type, 'treasurer', changeDuesType),
  // The bank's CSV as an uploaded file (multipart), read by its handlers.
  raw(MEMBERSHIP_API.importPreview.path, 'treasurer', { POST: previewStatement }),
  raw(MEMBERSHIP_API.import.path, 'treasurer', { POST: importStatement }),
  at(PRIVACY_API.directoryAudience, 'public', getDirectoryAudience),
  // Bytes: never the public snapshot's cached answer (it holds names that need a sign-in).
  raw(PRIVACY_API.membersDirectory.path, 'signed-in', { GET: getMembersDirectory }),
  at(PRIVACY_API.family, 'my-family', getFamilyPrivacy),
  at(PRIVACY_API.hideFamily, 'my-family', hideFamily),
  at(PRIVACY_API.consent, 'my-family', recordConsent),
  // A zip file.
  raw(PRIVACY_API.exportFamily.path, 'my-family', { GET: exportFamily }),
  at(PRIVACY_API.requestErasure, 'my-family', requestErasure),
  at(PRIVACY_API.cancelErasure, 'my-family', cancelErasure),
  at(PRIVACY_API.settings, 'committee', getPrivacySettings),
  at(PRIVACY_API.saveSettings, 'committee', savePrivacySettings),
  // ETag and pre-encoded bodies, as the other public content.
  raw(PRIVACY_NOTICE_API.notice.path, 'public', { GET: getPublicPrivacyNotice }),
  at(PRIVACY_NOTICE_API.committee, 'content', getCommitteePrivacyNotice),
  at(PRIVACY_NOTICE_API.publish, 'content', publishPrivacyNotice),
  at(PRIVACY_NOTICE_API.seen, 'signed-in', getNoticeSeen),
  at(PRIVACY_NOTICE_API.markSeen, 'signed-in', markNoticeSeen),
  // ETag and pre-encoded bodies, as the other public content.
  raw(SITE_CONTACT_API.contact.path, 'public', { GET: getPublicSiteContact }),
  at(SITE_CONTACT_API.committee, 'content', getCommitteeSiteContact),
  at(SITE_CONTACT_API.save, 'content', saveSiteContact),
  at(GO_LIVE_API.check, 'committee', getGoLiveChecklist),
  at(CONSOLE_EXPORT_API.record, 'events|treasurer', recordExport),
  // ETag and pre-encoded bodies: answered as bytes.
  raw(FAMILY_PATHS.families, 'public', { GET: getFamilies }),
  // Multipart forms (the spec's), two of them with photos: read by their handlers, checked by the endpoints' schemas.
  raw(FAMILY_API.save.path, 'signed-in', { POST: saveFamily }),
  raw(FAMILY_API.update.path, 'own-family', { POST: updateFamily }),
  raw(FAMILY_API.updateMember.path, 'own-family', { POST: updateMember }),
  at(FAMILY_API.checkUser, 'signed-in', checkUser),
  at(FAMILY_API.family, 'own-family', getFamily),
  at(FAMILY_API.deleteMember, 'own-family', deleteMember),
  at(FAMILY_API.acceptInvitation, 'signed-in', acceptInvitation),
  at(FAMILY_API.declineInvitation, 'signed-in', declineInvitation),
  raw(CONTACT_PATH, 'public', { POST: postContact }),
  ...DRAWS.map((draw) => raw(draw.spinPath, 'public', { POST: spinHandler(draw.id) })),
  at(DRAW_PROOF_API.spin, 'public', getSpinProof),
  at(DRAW_ABOUT_API.about, 'public', getDrawAbout),
  at(CONSOLE_DRAW_API.about, 'committee', setDrawAbout),
  raw(CALENDAR_PATHS.events, 'public', { GET: getPublicEvents }),
  raw(CALENDAR_PATHS.feed, 'public', { GET: getEventsFeed }),
  raw(VIDEOS_API.videos.path, 'public', { GET: getPublicVideos }),
  raw(GALLERY_API.albums.path, 'public', { GET: getPublicAlbums }),
  raw(EXECUTIVE_COMMITTEE_API.people.path, 'public', { GET: getPublicExecutiveCommittee }),
  raw(apiRoute(PHOTOS_PATH_PREFIX) + '*', 'public', { GET: servePhoto }, (route) => route.startsWith(apiRoute(PHOTOS_PATH_PREFIX))),
  raw('content/**/*.webp', 'public', { GET: serveContentImage }, isContentImageRoute),
  // An event's page, with its share tags (Hosting rewrites /calendar/* here).
  raw('calendar/*', 'public', { GET: serveEventPage }, isEventPageRoute),

  at(COMMITTEE_API.registrations, 'committee', listPendingRegistrations),
  at(COMMITTEE_API.approve, 'committee', approveRegistration),
  at(COMMITTEE_API.reject, 'committee', rejectRegistration),
  at(COMMITTEE_MEMBER_API.list, 'committee', listCommitteeMembers),
  at(COMMITTEE_MEMBER_API.grant, 'committee', grantCommitteeRole),
  at(COMMITTEE_MEMBER_API.revoke, 'committee', revokeCommitteeRole),
  at(CALENDAR_API.list, 'events', listEvents),
  at(CALENDAR_API.add, 'events', addEvent),
  at(CALENDAR_API.update, 'events', updateEvent),
  at(CALENDAR_API.remove, 'events', removeEvent),
  at(VIDEOS_API.list, 'content', listVideos),
  at(VIDEOS_API.live, 'content', setLiveStream),
  at(VIDEOS_API.add, 'content', addPastVideo),
  at(VIDEOS_API.update, 'content', updatePastVideo),
  at(VIDEOS_API.remove, 'content', removePastVideo),
  at(VIDEOS_API.order, 'content', orderPastVideos),
  at(GALLERY_API.list, 'content', listAlbums),
  at(GALLERY_API.add, 'content', addAlbum),
  at(GALLERY_API.update, 'content', updateAlbum),
  at(GALLERY_API.remove, 'content', removeAlbum),
  at(GALLERY_API.order, 'content', orderAlbums),
  raw(GALLERY_API.addPhoto.path, 'content', { POST: addAlbumPhoto }),
  at(GALLERY_API.removePhoto, 'content', removeAlbumPhoto),
  at(GALLERY_API.orderPhotos, 'content', orderAlbumPhotos),
  at(EXECUTIVE_COMMITTEE_API.list, 'content', listExecutiveCommittee),
  at(EXECUTIVE_COMMITTEE_API.add, 'content', addExecutive),
  at(EXECUTIVE_COMMITTEE_API.update, 'content', updateExecutive),
  at(EXECUTIVE_COMMITTEE_API.remove, 'content', removeExecutive),
  at(EXECUTIVE_COMMITTEE_API.order, 'content', orderExecutiveCommittee),
  raw(EXECUTIVE_COMMITTEE_API.photo.path, 'content', { POST: setExecutivePhoto }),
  at(EXECUTIVE_COMMITTEE_API.removePhoto, 'content', removeExecutivePhoto),
  at(CONSOLE_DRAW_API.list, 'committee', listConsoleDraws),
  at(CONSOLE_DRAW_API.update, 'committee', updateConsoleDraw),
  at(CONSOLE_DRAW_API.exclusion, 'committee', setDrawExclusion),
  at(CONSOLE_DRAW_API.newRound, 'committee', startDrawRound),
  at(CONSOLE_DRAW_API.history, 'committee', drawHistory),
  at(CONSOLE_DRAW_API.password, 'committee', changeDrawPassword),
  at(CONSOLE_DRAW_API.passwordReset, 'committee', resetDrawPassword),
  at(CONSOLE_MESSAGE_API.list, 'committee', listContactMessages),
  at(CONSOLE_MESSAGE_API.retry, 'committee', retryContactMessage),
  at(CONSOLE_FAMILY_API.list, 'committee', listConsoleFamilies),
  at(CONSOLE_FAMILY_API.family, 'committee', getConsoleFamily),
  at(CONSOLE_FAMILY_API.releaseEmail, 'committee', releaseFamilyEmail),
  at(CONSOLE_FAMILY_API.erase, 'committee', eraseFamily),
  at(CONSOLE_FAMILY_API.update, 'committee', updateConsoleFamily),
  at(CONSOLE_FAMILY_API.removeMember, 'committee', removeConsoleMember),
  // Multipart with the member's photo.
  raw(CONSOLE_FAMILY_API.saveMember.path, 'committee', { POST: saveConsoleMember }),
];

/** Every route that takes a POST: each one is a write, checked by crossSiteRefusal (but those open to other sites). */
export function writeRoutes(): string[] {
  return ROUTES.filter((r) => !r.matches && !r.openToOtherSites && r.methods.POST).map((r) => r.route);
}

/** Committee writes that carry photos: counted against the tighter upload limit. */
const COMMITTEE_UPLOADS = new Set(
  [GALLERY_API.addPhoto.path, EXECUTIVE_COMMITTEE_API.photo.path, CONSOLE_FAMILY_API.saveMember.path].map(apiRoute),
);

/** Every committee write (a task role's too) counts against its member's limit (edits generous, uploads tighter): 429 with Retry-After past it. */
export const committeeWriteGuard: RequestGuard = async (route, method, caller) => {
  if (staffRolesOf(route.access) === null || method !== 'POST' || !caller) return;
  await limitCommitteeWrite(caller.uid, COMMITTEE_UPLOADS.has(route.route) ? 'upload' : 'edit');
};
