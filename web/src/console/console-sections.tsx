import type { ConsoleRole, StaffRole } from '@edma/contract/committee';
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
import { RotaSection } from './sections/rota/rota-section.tsx';
import { MembershipSection } from './sections/membership/membership-section.tsx';
import { PrivacySection } from './sections/privacy/privacy-section.tsx';
import { GoLiveSection } from './sections/go-live/go-live-section.tsx';
import { ContactDetailsSection } from './sections/contact-details/contact-details-section.tsx';
import { mayOpen } from './console-roles.ts';

export interface ConsoleSectionEntry {
  /** Under /committee-console/; '' is the landing section. */
  path: string;
  label: string;
  element: ReactNode;
  /** The task roles that see it beside the committee, which sees every section (none: the committee's alone). */
  roles: readonly StaffRole[];
}

const COMMITTEE_ONLY: readonly StaffRole[] = [];

/**
 * The console's sections, in navigation order: one line each (a section lives in sections/<name>/).
 * The roles match the route table's: a section shows only to those the API answers there.
 */
export const CONSOLE_SECTIONS: ConsoleSectionEntry[] = [
  { path: '', label: 'Registrations', element: <PendingRegistrations />, roles: COMMITTEE_ONLY },
  { path: 'families', label: 'Families', element: <FamiliesSection />, roles: COMMITTEE_ONLY },
  { path: 'committee-members', label: 'Committee members', element: <CommitteeMembersSection />, roles: COMMITTEE_ONLY },
  { path: 'membership', label: 'Membership', element: <MembershipSection />, roles: ['treasurer'] },
  { path: 'calendar', label: 'Calendar', element: <CalendarSection />, roles: ['events'] },
  { path: 'bookings', label: 'Bookings', element: <BookingsSection />, roles: ['events', 'treasurer'] },
  { path: 'rota', label: 'Rota', element: <RotaSection />, roles: ['events'] },
  { path: 'videos', label: 'Videos', element: <VideosSection />, roles: ['content'] },
  { path: 'gallery', label: 'Gallery', element: <GallerySection />, roles: ['content'] },
  { path: 'committee-page', label: 'Committee page', element: <ExecutiveCommitteeSection />, roles: ['content'] },
  { path: CONTACT_DETAILS_SECTION, label: CONTACT_DETAILS_TITLE, element: <ContactDetailsSection />, roles: ['content'] },
  { path: 'draws', label: 'Draws', element: <DrawsSection />, roles: COMMITTEE_ONLY },
  { path: 'announcements', label: 'Announcements', element: <AnnouncementsSection />, roles: ['events'] },
  { path: 'messages', label: 'Messages', element: <MessagesSection />, roles: COMMITTEE_ONLY },
  { path: 'privacy', label: 'Privacy', element: <PrivacySection />, roles: ['content'] },
  { path: 'before-going-live', label: 'Before going live', element: <GoLiveSection />, roles: COMMITTEE_ONLY },
];

/** The sections someone holding `held` sees, in navigation order. */
export const sectionsFor = (held: readonly ConsoleRole[]) => CONSOLE_SECTIONS.filter((section) => mayOpen(held, section.roles));
