import { DIET_RETENTION_DAYS } from './bookings.ts';
import { DEFAULT_PRIVACY_SETTINGS, ERASURE_COOLING_OFF_DAYS } from './privacy.ts';

/*
 * The privacy notice before the committee first publishes one (version 1): what the association
 * holds, why, on what basis, who sees it, for how long, and how a family exercises each right on
 * this site. The retention periods are the defaults of the console's Privacy settings. Served while
 * `content/privacyNotice` does not exist; the committee's own versions replace it.
 */

/** The date version 1 counts as published. */
export const PRIVACY_NOTICE_SEED_DATE = '2026-11-25';

const { contactMessageMonths, lapsedArchiveMonths, lapsedEraseMonths } = DEFAULT_PRIVACY_SETTINGS.retention;

export const PRIVACY_NOTICE_SEED = `## Who we are

The East Devon Malayalee Association (EDMA) is a community association of families of Kerala heritage in Seaton, Honiton, Axminster and Sidmouth, run by volunteers on its elected committee. EDMA is the controller of the personal data described here: the committee decides what is held and why. You can reach the committee through our [contact form](/contact).

## What we hold

- **Your family:** your address (house number, street, town and postcode) and your membership type.
- **Each member:** name, email address, phone number, date of birth and, if you add one, a photo.
- **Children's consent:** for each member under 18, whether an adult of the family agreed to show the child's name or photo to everyone, who agreed and when.
- **Bookings:** who of the family is coming to an event, meal choices and any note; dietary and health needs (such as allergies) are kept apart from the booking.
- **Membership dues:** the amount, whether it is paid, waived or still due, and the reference of your bank transfer.
- **Messages:** what you send us through the contact form (your name, email and message), and the emails we send you (confirmations, reminders, receipts and, if you asked for it, news).
- **Your email choices:** whether you want news from the committee.
- **A log of changes:** the committee's changes to your family's record, and your own requests such as a download or a deletion, with who made them and when.

## Why we hold it, and on what basis

- **Membership:** your family's record, dues and bank references, and the emails about them, let us run the association you joined. Our lawful basis is our legitimate interests in running a members' association.
- **Events:** bookings let us plan places, meals and volunteers (legitimate interests). Dietary and health notes are health data: we hold them only with your explicit consent, given when you enter them, so that the cooks can keep everyone safe.
- **The directory, by your choice:** members find each other in the family directory (legitimate interests). Photos are shown only with consent: your own, or an adult's for a child.
- **News from the committee:** sent only with your consent, which you can withdraw with the link in every message or on your dashboard.

Because membership of a Malayalee association may suggest ethnic origin, we use members' details only for the association's own purposes and never share them outside it (UK GDPR, Article 9(2)(d): a not-for-profit body and its members). We do not sell your data or use it for advertising.

## Who sees what

- **Everyone, in the public directory:** your town, membership type, and members' names and ages in whole years (never dates of birth, addresses, emails or phones). A member's photo appears only if they ticked "Show my photo in the public directory".
- **Children under 18** appear in public only as "Child" and their age, without a photo, unless an adult of the family has agreed to show their name or photo.
- **Members only:** your family can hide itself from the public directory; signed-in members of the association still see it. The committee can also make the whole directory members-only.
- **Your family:** the members of your family see and change your family's record on the dashboard.
- **The committee:** committee members see the records they need to run the association (registrations, bookings, dues, messages). Our website runs on Google Cloud (Firebase), which stores the data for us under contract and uses it for nothing else.

## How long we keep it

- **Contact messages and the emails we send:** deleted after ${contactMessageMonths} months.
- **Dietary and health notes:** deleted ${DIET_RETENTION_DAYS} days after the event.
- **Families whose membership has lapsed:** archived (hidden, with only the minimum kept) after ${lapsedArchiveMonths} months, and erased after ${lapsedEraseMonths} months.
- **Payments:** records of paid bookings and dues are kept for the association's accounts, but without any name, address, email or phone once your family is erased.

A daily job applies these periods, and every run is logged.

## Your rights, and how to use them here

- **To see and take your data (access and portability):** sign in and choose **Download our family's data** under "Privacy and your data" on your dashboard. You get a zip file with everything we hold about your family, in JSON and CSV, with your photos, at once.
- **To correct it (rectification):** change your family's details and each member's on your dashboard, or ask us through the [contact form](/contact).
- **To have it deleted (erasure):** an adult of the family chooses **Delete our family** on the dashboard. You have ${ERASURE_COOLING_OFF_DAYS} days to change your mind and cancel; then everything is erased, apart from the anonymised payment records above.
- **To withdraw consent:** untick a photo or a child's name on the dashboard, turn off news in your email choices, or remove dietary notes from a booking. This does not affect what was done before.
- **To object or to restrict our use:** tell us through the [contact form](/contact). We answer every request within one month.
- **To complain:** you can complain to the Information Commissioner's Office (ICO) at [ico.org.uk/make-a-complaint](https://ico.org.uk/make-a-complaint/) or on 0303 123 1113. We would like the chance to put things right first.

## Changes to this notice

When we change this notice, we publish it here with a new version number, and signed-in members see it once on their dashboard.
`;
