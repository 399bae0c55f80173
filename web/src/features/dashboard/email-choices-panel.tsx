import { DIGEST_LABEL, EMAIL_PREFERENCES_API, NEWS_HINT, NEWS_LABEL } from '@edma/contract/email-preferences';
import { useState } from 'react';
import { failureMessage, useApiMutation, useApiQuery } from '../../api/use-api.ts';
import './email-panels.css';

/** The signed-in member's own email choices: news from the committee (off until they say yes), and the committee's digest. */
export function EmailChoicesPanel() {
  const choices = useApiQuery(EMAIL_PREFERENCES_API.mine, {});
  const save = useApiMutation(EMAIL_PREFERENCES_API.save, { invalidates: [EMAIL_PREFERENCES_API.mine] });
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const current = choices.data;

  async function change(next: { news: boolean; committeeDigest?: boolean }) {
    setMessage(null);
    try {
      const answer = await save.mutateAsync(next);
      setMessage({ text: answer.message ?? 'Saved.', failed: false });
    } catch (error) {
      setMessage({ text: failureMessage(error), failed: true });
    }
  }

  return (
    <section className="panel email-choices" aria-labelledby="email-choices-title">
      <h2 id="email-choices-title">Emails</h2>
      {choices.error && <p role="alert">{failureMessage(choices.error)}</p>}
      {current && (
        <>
          <p className="email-choices__address">For {current.email}</p>
          <label className="email-choices__choice">
            <input
              type="checkbox"
              checked={current.news}
              disabled={save.isPending}
              onChange={(event) => void change({ news: event.target.checked })}
            />
            <span>{NEWS_LABEL}</span>
          </label>
          <p className="email-choices__hint">{NEWS_HINT}</p>
          {current.committee && (
            <label className="email-choices__choice">
              <input
                type="checkbox"
                checked={current.committeeDigest}
                disabled={save.isPending}
                onChange={(event) => void change({ news: current.news, committeeDigest: event.target.checked })}
              />
              <span>{DIGEST_LABEL}</span>
            </label>
          )}
        </>
      )}
      {message && (
        <p role={message.failed ? 'alert' : 'status'} className={message.failed ? 'email-choices__error' : undefined}>
          {message.text}
        </p>
      )}
    </section>
  );
}
