import type { AnnouncementSummary } from '@edma/contract/announcements';
import { useId, useState } from 'react';
import { Button } from '@web/ui/button.tsx';
import { AnnouncementDetail } from './announcement-detail.tsx';
import { ukDateTime } from '@web/lib/uk-time.ts';

const STATE_WORDS: Record<keyof AnnouncementSummary['counts'], string> = {
  scheduled: 'waiting for a later day',
  pending: 'queued',
  sending: 'sending',
  retrying: 'to retry',
  sent: 'sent',
  failed: 'failed',
};

/** One sent announcement: when, by whom, to how many and where its emails are; its recipients on demand. */
export function SentAnnouncementCard({ announcement }: { announcement: AnnouncementSummary }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const counts = Object.entries(announcement.counts)
    .filter(([, n]) => n > 0)
    .map(([state, n]) => `${n} ${STATE_WORDS[state as keyof typeof STATE_WORDS]}`)
    .join(', ');
  return (
    <li className="console-card" aria-labelledby={titleId}>
      <h4 id={titleId}>{announcement.subject}</h4>
      <p className="console-card__meta">
        {ukDateTime.format(announcement.sentAtMs)} by {announcement.sentBy}: {announcement.recipients}{' '}
        {announcement.recipients === 1 ? 'address' : 'addresses'} ({counts || 'none yet'})
      </p>
      <div className="console-card__actions">
        <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide recipients' : 'Recipients and WhatsApp text'}
        </Button>
      </div>
      {open && <AnnouncementDetail id={announcement.id} />}
    </li>
  );
}
