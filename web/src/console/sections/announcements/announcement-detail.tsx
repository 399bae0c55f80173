import { ANNOUNCEMENT_API } from '@edma/contract/announcements';
import { useId, useState } from 'react';
import { failureMessage, useApiMutation, useApiQuery } from '@web/api/use-api.ts';
import { Button } from '@web/ui/button.tsx';
import { QueryStatus } from '../../query-status.tsx';
import { ColumnHeads } from '@web/ui/column-heads.tsx';

const STATE_LABELS = {
  scheduled: 'Waiting for a later day',
  pending: 'Queued',
  sending: 'Sending',
  retrying: 'Will be retried',
  sent: 'Sent',
  failed: 'Failed',
} as const;

/** One announcement's recipients with where each email is, a retry for the failed, and its text for WhatsApp. */
export function AnnouncementDetail({ id }: { id: string }) {
  const detail = useApiQuery(ANNOUNCEMENT_API.detail, { id }, { refetchInterval: 5000 });
  const retry = useApiMutation(ANNOUNCEMENT_API.retry, { invalidates: [ANNOUNCEMENT_API.detail, ANNOUNCEMENT_API.list] });
  const [said, setSaid] = useState('');
  const textId = useId();
  const data = detail.data;
  const failed = data?.recipients.filter((r) => r.state === 'failed').length ?? 0;

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setSaid('Copied: paste it into WhatsApp.');
    } catch {
      setSaid('Select the text below and copy it.');
    }
  }

  async function retryFailed() {
    setSaid('');
    try {
      setSaid((await retry.mutateAsync({ id })).message ?? 'Tried again.');
    } catch (error) {
      setSaid(failureMessage(error));
    }
  }

  return (
    <div className="announcement-detail">
      <QueryStatus query={detail} />
      {data && (
        <>
          <div className="console-card__actions">
            <Button variant="secondary" onClick={() => void copy(data.announcement.whatsapp)}>
              Copy for WhatsApp
            </Button>
            {failed > 0 && (
              <Button disabled={retry.isPending} onClick={() => void retryFailed()}>
                {retry.isPending ? 'Trying again...' : `Retry ${failed} failed`}
              </Button>
            )}
          </div>
          <p role="status">{said}</p>
          <label className="form-field__label" htmlFor={textId}>
            WhatsApp text
          </label>
          <textarea
            id={textId}
            className="form-control announcement-detail__whatsapp"
            readOnly
            rows={5}
            value={data.announcement.whatsapp}
          />
          <table className="announcement-detail__recipients">
            <caption>Recipients</caption>
            <ColumnHeads names={['Address', 'State']} />
            <tbody>
              {data.recipients.map((recipient) => (
                <tr key={recipient.email}>
                  <td>{recipient.email}</td>
                  <td>
                    {STATE_LABELS[recipient.state]}
                    {recipient.error && <span className="announcement-detail__error">: {recipient.error}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
