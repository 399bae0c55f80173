import {
  noticeIsNew,
  PRIVACY_NOTICE_API,
  PRIVACY_NOTICE_CHANGED_TITLE,
  PRIVACY_NOTICE_PAGE,
  ukDateText,
} from '@edma/contract/privacy-notice';
import { FailureAlert } from '../../api/failure-alert.tsx';
import { useApiMutation, useApiQuery } from '../../api/use-api.ts';
import { Button } from '../../ui/button.tsx';
import './dashboard-notice.css';
import './privacy-notice-banner.css';

/**
 * "Our privacy notice has changed": shown on the dashboard while the current version is newer than
 * the one this user has seen (or accepted when registering the family); OK records it, once.
 */
export function PrivacyNoticeBanner() {
  const seen = useApiQuery(PRIVACY_NOTICE_API.seen, {});
  const mark = useApiMutation(PRIVACY_NOTICE_API.markSeen, { invalidates: [PRIVACY_NOTICE_API.seen] });
  if (!seen.data || !noticeIsNew(seen.data) || mark.isSuccess) return null;
  const { version, updatedOn } = seen.data.current;
  return (
    <section className="dashboard-notice privacy-notice-banner" aria-labelledby="privacy-notice-banner-title">
      <h2 id="privacy-notice-banner-title">{PRIVACY_NOTICE_CHANGED_TITLE}</h2>
      <p>
        We published version {version} on {ukDateText(updatedOn)}. It says what we hold about your family, why, for how long, and how to use
        your rights.
      </p>
      <div className="privacy-notice-banner__actions">
        <Button disabled={mark.isPending} onClick={() => mark.mutate({ version })}>
          OK
        </Button>
        <a href={PRIVACY_NOTICE_PAGE} target="_blank" rel="noopener">
          Read the privacy notice<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
      <FailureAlert error={mark.error} />
    </section>
  );
}
