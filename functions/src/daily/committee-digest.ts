import { renderEmail, type RenderedEmail } from '../email/email-layout.ts';
import { committeeDigestRecipients } from '../email/email-preferences.ts';
import { lookupReport } from '../email/recipient-lookups.ts';
import { queueServiceEmailsOnce } from '../email/queue-email.ts';
import { BOOKINGS, type BookingDoc } from '../store/booking-docs.ts';
import { CONTACT_MESSAGES } from '../store/contact-docs.ts';
import { FAMILIES } from '../store/family-docs.ts';
import { db } from '../store/admin.ts';
import type { DailyContext } from '../store/clock.ts';
import { addDays } from '../store/clock.ts';

export interface DigestCounts {
  registrations: number;
  failedEmails: number;
  paymentsToConfirm: number;
}

/** The Monday of the week `date` is in (yyyy-MM-dd): the digest's key, so each week has one. */
export function weekOf(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The week's digest, or null when there is nothing to report (then nothing is sent). */
export function digestEmail(counts: DigestCounts, week: string, siteUrl: string): RenderedEmail | null {
  const lines = [
    counts.registrations > 0 ? `${plural(counts.registrations, 'registration waits', 'registrations wait')} for approval.` : null,
    counts.failedEmails > 0 ? `${plural(counts.failedEmails, 'email', 'emails')} could not be delivered: see Messages.` : null,
    counts.paymentsToConfirm > 0
      ? `${plural(counts.paymentsToConfirm, 'booking waits', 'bookings wait')} for its payment to be confirmed.`
      : null,
  ].filter((line): line is string => line !== null);
  if (lines.length === 0) return null;
  return renderEmail({
    subject: `EDMA committee digest: week of ${week}`,
    greeting: 'Dear committee member,',
    paragraphs: ['What needs the committee this week:', lines.map((line) => `- ${line}`).join('\n')],
    action: { label: 'Open the committee console', url: `${siteUrl.replace(/\/+$/, '')}/committee-console` },
    footer: 'You receive this weekly digest because you asked for committee emails on your family page; you can turn them off there.',
  });
}

async function digestCounts(): Promise<DigestCounts> {
  const [registrations, failedEmails, unpaid] = await Promise.all([
    db().collection(FAMILIES).where('approval', '==', 'pending').count().get(),
    db().collection(CONTACT_MESSAGES).where('delivery.state', '==', 'failed').count().get(),
    db().collection(BOOKINGS).where('paid', '==', false).get(),
  ]);
  return {
    registrations: registrations.data().count,
    failedEmails: failedEmails.data().count,
    paymentsToConfirm: unpaid.docs.filter((doc) => {
      const booking = doc.data() as BookingDoc;
      return booking.status === 'going' && booking.amountPence > 0;
    }).length,
  };
}

/**
 * The committee's weekly digest: on the first run of each week, to committee members who asked for
 * it; nothing when there is nothing to report. Its key names the week, so runs again that week send nothing.
 * A recipient that could not be looked up is in the report (an `error`), not dropped as "nobody".
 */
export async function sendCommitteeDigest(ctx: DailyContext): Promise<Record<string, number | string>> {
  const { recipients, failures } = await committeeDigestRecipients();
  const failed = lookupReport(failures);
  if (recipients.length === 0) return { sent: 0, ...failed };
  const week = weekOf(ctx.today);
  const email = digestEmail(await digestCounts(), week, ctx.siteUrl);
  if (!email) return { sent: 0, ...failed };
  return {
    sent: await queueServiceEmailsOnce(`committee-digest.${week}`, recipients, { ...email, name: 'Committee digest' }),
    ...failed,
  };
}
