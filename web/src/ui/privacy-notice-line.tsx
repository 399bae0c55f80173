import { PRIVACY_NOTICE_LINK_LEAD, PRIVACY_NOTICE_LINK_TEXT, PRIVACY_NOTICE_PAGE } from '@edma/contract/privacy-notice-texts';
import './privacy-notice-line.css';

/**
 * "How we use your details: our privacy notice", beside every form that collects personal data.
 * The notice opens in a new tab (a plain link: the app loads there afresh), so a half-filled form is not lost.
 */
export function PrivacyNoticeLine({ className }: { className?: string }) {
  return (
    <p className={className ? `privacy-notice-line ${className}` : 'privacy-notice-line'}>
      {PRIVACY_NOTICE_LINK_LEAD}{' '}
      <a href={PRIVACY_NOTICE_PAGE} target="_blank" rel="noopener">
        {PRIVACY_NOTICE_LINK_TEXT}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
