import { dayMonthText, DUES_STATUS_LABELS, type DuesStatus, type DuesView } from '@edma/contract/membership';
import { poundsText } from '@edma/contract/money';
import { renderEmail, type RenderedEmail } from '../email/email-layout.ts';

/** The service emails about a family's dues: the receipt, reminders, the lapsed notice, and the committee's weekly summary. */

const base = (siteUrl: string) => siteUrl.replace(/\/+$/, '');
export const dashboardUrl = (siteUrl: string, familyId: string) => `${base(siteUrl)}/dashboard?familyId=${encodeURIComponent(familyId)}`;

const FAMILY_FOOTER = 'You receive this email because your family is registered with EDMA.';

function howToPay(dues: DuesView, bankDetails: string): string[] {
  return [
    `Please pay ${poundsText(dues.amountPence)} by bank transfer quoting the reference ${dues.reference}, so we can match your payment.`,
    bankDetails,
    'Once you have paid, press “I have paid” on your dashboard.',
  ];
}

export function receiptEmail(dues: DuesView, familyId: string, siteUrl: string): RenderedEmail {
  return renderEmail({
    subject: `Receipt: EDMA membership ${dues.label}`,
    greeting: 'Dear EDMA family,',
    paragraphs: [
      `Thank you: we have received your family’s membership fee for ${dues.label}.`,
      `Membership: ${dues.type}\nAmount: ${poundsText(dues.amountPence)}\nPaid on: ${dayMonthText(dues.paidOn ?? dues.dueDate)}\nReference: ${dues.reference}`,
    ],
    action: { label: 'See your membership', url: dashboardUrl(siteUrl, familyId) },
    footer: FAMILY_FOOTER,
  });
}

export function reminderEmail(dues: DuesView, days: number, bankDetails: string, familyId: string, siteUrl: string): RenderedEmail {
  return renderEmail({
    subject: `EDMA membership ${dues.label}: ${poundsText(dues.amountPence)} due by ${dayMonthText(dues.dueDate)}`,
    greeting: 'Dear EDMA family,',
    paragraphs: [
      `Your family’s ${dues.type} membership for ${dues.label} is due by ${dayMonthText(dues.dueDate)} (${days === 1 ? 'tomorrow' : `in ${days} days`}).`,
      ...howToPay(dues, bankDetails),
    ],
    action: { label: 'See your membership', url: dashboardUrl(siteUrl, familyId) },
    footer: `${FAMILY_FOOTER} The reminders stop once you say you have paid.`,
  });
}

export function lapsedEmail(dues: DuesView, bankDetails: string, familyId: string, siteUrl: string): RenderedEmail {
  return renderEmail({
    subject: `EDMA membership ${dues.label} has lapsed`,
    greeting: 'Dear EDMA family,',
    paragraphs: [
      `We have not received your family’s membership fee for ${dues.label}, which was due by ${dayMonthText(dues.dueDate)}, so your membership has lapsed.`,
      'You are still welcome: paying now renews it.',
      ...howToPay(dues, bankDetails),
    ],
    action: { label: 'See your membership', url: dashboardUrl(siteUrl, familyId) },
    footer: `${FAMILY_FOOTER} This is the only notice we send about it.`,
  });
}

export function summaryEmail(label: string, counts: Record<DuesStatus, number>, unmatchedLines: number, siteUrl: string): RenderedEmail {
  const order: DuesStatus[] = ['claimed', 'due', 'lapsed', 'paid', 'waived'];
  return renderEmail({
    subject: `EDMA membership ${label}: ${counts.claimed} to confirm`,
    greeting: 'Dear committee member,',
    paragraphs: [
      `The membership year ${label} this week:\n${order.map((s) => `${DUES_STATUS_LABELS[s]}: ${counts[s]}`).join('\n')}`,
      `Bank statement lines not matched in the last 7 days: ${unmatchedLines}.`,
    ],
    action: { label: 'Open Membership in the console', url: `${base(siteUrl)}/committee-console/membership` },
    footer: 'You receive this summary because you asked for it in the console (Membership). You can turn it off there.',
  });
}
