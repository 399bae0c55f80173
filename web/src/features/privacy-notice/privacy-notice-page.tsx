import type { PrivacyNotice } from '@edma/contract/privacy-notice';
import { PRIVACY_NOTICE_TITLE, versionLine } from '@edma/contract/privacy-notice-texts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePublicJson } from '../../api/use-public-json.ts';
import { PublicContentState } from '../../ui/public-content-state.tsx';
import './privacy-notice-page.css';

// The contract (and its schema library) comes when the page asks, after it paints.
const noticeEndpoint = () => import('@edma/contract/privacy-notice').then((contract) => contract.PRIVACY_NOTICE_API.notice);

/** /privacy: the committee's current privacy notice, fetched from the API (no sign-in, no Firebase). */
export default function PrivacyNoticePage() {
  const { state, retry } = usePublicJson(noticeEndpoint, 'notice');
  return (
    <div className="page privacy-notice-page">
      <h1>{PRIVACY_NOTICE_TITLE}</h1>
      <PublicContentState
        state={state}
        retry={retry}
        loadingText="Loading the privacy notice..."
        failureText="The privacy notice could not be loaded."
        className="privacy-notice-page__notice"
      >
        {(notice) => <NoticeText notice={notice} />}
      </PublicContentState>
    </div>
  );
}

function NoticeText({ notice }: { notice: PrivacyNotice }) {
  const navigate = useNavigate();
  const text = useRef<HTMLDivElement>(null);

  // The notice's links to the site's own pages (/contact) open in the app, without reloading it.
  useEffect(() => {
    const element = text.current;
    if (!element) return;
    const follow = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a');
      const href = link?.getAttribute('href') ?? '';
      if (!href.startsWith('/') || href.startsWith('//') || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(href);
    };
    element.addEventListener('click', follow);
    return () => element.removeEventListener('click', follow);
  }, [navigate]);

  return (
    <>
      <p className="privacy-notice-page__version">{versionLine(notice.version, notice.updatedOn)}</p>
      {/* Rendered by the server from the committee's Markdown: raw HTML is escaped there, links only to http(s), mailto and the site. */}
      <div ref={text} className="privacy-notice-page__text" dangerouslySetInnerHTML={{ __html: notice.html }} />
    </>
  );
}
