import {
  MAX_PRIVACY_NOTICE_LENGTH,
  PRIVACY_NOTICE_API,
  PRIVACY_NOTICE_PAGE,
  publishLabel,
  versionLine,
  type PrivacyNotice,
} from '@edma/contract/privacy-notice';
import { useId, useState } from 'react';
import { failureMessage, useApiMutation, useApiQuery } from '@web/api/use-api.ts';
import { QueryStatus } from '../../query-status.tsx';
import './privacy-notice-editor.css';

/**
 * The privacy notice (/privacy): its current text to edit, published as the next version (audited).
 * Signed-in members are shown each new version once on their dashboard.
 */
export function PrivacyNoticeEditor() {
  const notice = useApiQuery(PRIVACY_NOTICE_API.committee, {});
  // Kept here: the form starts afresh from each published version, the message stays.
  const [published, setPublished] = useState('');
  return (
    <section className="privacy-notice-editor" aria-labelledby="privacy-notice-editor-title">
      <h3 id="privacy-notice-editor-title">Privacy notice</h3>
      <QueryStatus query={notice} />
      {notice.data && (
        <NoticeForm key={notice.data.version} notice={notice.data} onEdit={() => setPublished('')} onPublished={setPublished} />
      )}
      <p role="status">{published}</p>
    </section>
  );
}

interface NoticeFormProps {
  notice: PrivacyNotice;
  onEdit(): void;
  onPublished(message: string): void;
}

function NoticeForm({ notice, onEdit, onPublished }: NoticeFormProps) {
  const publish = useApiMutation(PRIVACY_NOTICE_API.publish, { invalidates: [PRIVACY_NOTICE_API.committee] });
  const [text, setText] = useState(notice.text);
  const id = useId();
  const unchanged = text.trim() === notice.text.trim();
  return (
    <form
      className="console-form privacy-notice-editor__form"
      onSubmit={(e) => {
        e.preventDefault();
        publish.mutate({ text }, { onSuccess: (answer) => onPublished(answer.message ?? '') });
      }}
    >
      <p>
        {versionLine(notice.version, notice.updatedOn)}.{' '}
        <a href={PRIVACY_NOTICE_PAGE} target="_blank" rel="noopener">
          Read it as visitors see it<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      <label htmlFor={`${id}-text`}>The notice</label>
      <p className="form-field__hint" id={`${id}-hint`}>
        Markdown: ## headings, **bold**, - lists, [words](https://link) or [words](/contact). At most{' '}
        {MAX_PRIVACY_NOTICE_LENGTH.toLocaleString('en-GB')} characters; now {text.length.toLocaleString('en-GB')}.
      </p>
      <textarea
        id={`${id}-text`}
        className="privacy-notice-editor__text"
        aria-describedby={`${id}-hint`}
        rows={18}
        maxLength={MAX_PRIVACY_NOTICE_LENGTH}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onEdit();
        }}
      />
      <div className="form-actions">
        <button type="submit" disabled={publish.isPending || unchanged}>
          {publish.isPending ? 'Publishing...' : publishLabel(notice.version + 1)}
        </button>
      </div>
      {publish.isError && <p role="alert">{failureMessage(publish.error)}</p>}
    </form>
  );
}
