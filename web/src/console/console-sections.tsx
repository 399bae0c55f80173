import { CONTACT_DETAILS_SECTION, CONTACT_DETAILS_TITLE } from '@edma/contract/site-contact-texts';
import type { ReactNode } from 'react';
import { CommitteeMembersSection } from './sections/committee-members/committee-members-section.tsx';
import { PendingRegistrations } from './sections/registrations/pending-registrations.tsx';
import { DrawsSection } from './sections/draws/draws-section.tsx';
import { MessagesSection } from './sections/messages/messages-section.tsx';
import { CalendarSection } from './sections/calendar/calendar-section.tsx';
import { VideosSection } from './sections/videos/videos-section.tsx';
import { FamiliesSection } from './sections/families/families-section.tsx';
import { GallerySection } from './sections/gallery/gallery-section.tsx';
import { ExecutiveCommitteeSection } from './sections/executive-committee/executive-committee-section.tsx';
import { AnnouncementsSection } from './sections/announcements/announcements-section.tsx';
import { BookingsSection } from './sections/bookings/bookings-section.tsx';
import { MembershipSection } from './sections/membership/membership-section.tsx';
import { PrivacySection } from './sections/privacy/privacy-section.tsx';
import { GoLiveSection } from './sections/go-live/go-live-section.tsx';
import { ContactDetailsSection } from './sections/contact-details/contact-details-section.tsx';

export interface ConsoleSectionEntry {
  /** Under /committee-console/; '' is the landing section. */
  path: string;
  label: string;
  element: ReactNode;
}

/** The console's sections, in navigation order: one line each (a section lives in sections/<name>/). */
export const CONSOLE_SECTIONS: ConsoleSectionEntry[] = [
  { path: '', label: 'Registrations', element: <PendingRegistrations /> },
  { path: 'families', label: 'Families', element: <FamiliesSection /> },
  { path: 'committee-members', label: 'Committee members', element: <CommitteeMembersSection /> },
  { path: 'membership', label: 'Membership', element: <MembershipSection /> },
  { path: 'calendar', label: 'Calendar', element: <CalendarSection /> },
  { path: 'bookings', label: 'Bookings', element: <BookingsSection /> },
  { path: 'videos', label: 'Videos', element: <VideosSection /> },
  { path: 'gallery', label: 'Gallery', element: <GallerySection /> },
  { path: 'committee-page', label: 'Committee page', element: <ExecutiveCommitteeSection /> },
  { path: CONTACT_DETAILS_SECTION, label: CONTACT_DETAILS_TITLE, element: <ContactDetailsSection /> },
  { path: 'draws', label: 'Draws', element: <DrawsSection /> },
  { path: 'announcements', label: 'Announcements', element: <AnnouncementsSection /> },
  { path: 'messages', label: 'Messages', element: <MessagesSection /> },
  { path: 'privacy', label: 'Privacy', element: <PrivacySection /> },
  { path: 'before-going-live', label: 'Before going live', element: <GoLiveSection /> },
];
