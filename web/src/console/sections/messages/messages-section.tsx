import { CONSOLE_MESSAGE_API, type ConsoleMessage } from '@edma/contract/console-messages';
import { useId, useRef, useState } from 'react';
import { useApiMutation, useApiQuery } from '@web/api/use-api.ts';
import { Confirm } from '@web/ui/confirm.tsx';
import './messages-section.css';
import { SectionFeedback } from '../../section-feedback.tsx';
import { QueryStatus } from '../../query-status.tsx';
import { FocusableSection } from '../../focusable-section.tsx';
import { EmailText } from '@web/ui/email-text.tsx';
import { MomentTime } from '@web/ui/moment-time.tsx';
import { ukDateTime } from '@web/lib/uk-time.ts';

const LIST = CONSOLE_MESSAGE_API.list;

/** Where a message's email is, in words. */
export function deliveryText(delivery: ConsoleMessage['delivery']): string {
  const attempts = `${delivery.attempts} attempt${delivery.attempts === 1 ? '' : 's'}`;
  switch (delivery.state) {
    case 'sent':
      return delivery.sentAtMs ? `Sent ${ukDateTime.format(delivery.sentAtMs)}` : 'Sent';
    case 'pending':
      return 'Waiting to be sent';
    case 'sending':
      return 'Being sent now';
    case 'retrying':
      return `Not sent yet (${attempts}); next try ${delivery.nextAttemptAtMs ? ukDateTime.format(delivery.nextAttemptAtMs) : 'soon'}`;
    case 'failed':
      return `Failed after ${attempts}${delivery.failedAtMs ? ` (${ukDateTime.format(delivery.failedAtMs)})` : ''}`;
  }
}

/** The contact form's messages (and the approval emails sent to families), newest first, with where each email is; a failed one can be sent again. */
export function MessagesSection() {
  // The cursors of the pages before this one, so "Newer messages" can go back.
  const [cursors, setCursors] = useState<string[]>([]);
  const after = cursors.at(-1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const page = useApiQuery(LIST, after ? { after } : {});
  const messages = page.data?.messages;

  function turn(next: string[]) {
    setCursors(next);
    // The list is replaced: keyboard and screen reader users start again at its heading.
    headingRef.current?.focus();
  }

  return (
    <FocusableSection name="messages" title="Messages" headingRef={headingRef}>
      <QueryStatus query={page} />
      {messages?.length === 0 && <p>No messages yet.</p>}
      {messages && messages.length > 0 && (
        <ul className="console-list" aria-labelledby="messages-title">
          {messages.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </ul>
      )}
      {(cursors.length > 0 || page.data?.next) && (
        <nav className="console-card__actions" aria-label="Message pages">
          {cursors.length > 0 && (
            <button type="button" className="button-secondary" onClick={() => turn(cursors.slice(0, -1))}>
              Newer messages
            </button>
          )}
          {page.data?.next && (
            <button type="button" className="button-secondary" onClick={() => turn([...cursors, page.data.next!])}>
              Older messages
            </button>
          )}
        </nav>
      )}
    </FocusableSection>
  );
}

function MessageCard({ message }: { message: ConsoleMessage }) {
  const id = useId();
  const [notice, setNotice] = useState('');
  const [confirming, setConfirming] = useState(false);
  const retry = useApiMutation(CONSOLE_MESSAGE_API.retry, { invalidates: [LIST] });
  const { delivery } = message;
  const failed = delivery.state === 'failed';
  // The association's own approval emails share the list: who it went to, not who wrote it.
  const approval = message.kind === 'approval';
  const send = () => retry.mutate({ id: message.id }, { onSuccess: (result) => setNotice(result.message ?? '') });

  return (
    <li className="console-card" aria-labelledby={`${id}-from`}>
      <h3 id={`${id}-from`}>{approval ? `Approval email to ${message.name}'s family` : message.name}</h3>
      <p className="console-card__meta">
        {approval && 'To '}
        <a href={`mailto:${message.email}`}>
          <EmailText email={message.email} />
        </a>{' '}
        · <MomentTime ms={message.createdAtMs} format={ukDateTime} />
      </p>
      <p className="console-messages__text">{message.message}</p>
      <p className={`console-messages__delivery console-messages__delivery--${delivery.state}`}>
        <strong>Email:</strong> {deliveryText(delivery)}
      </p>
      {delivery.lastError && delivery.state !== 'sent' && <p className="console-card__meta">Last error: {delivery.lastError}</p>}
      <SectionFeedback notice={notice} error={retry.error} />
      {failed && confirming && (
        <Confirm
          className="console-card__actions"
          label="Send this email again?"
          question="This email may already have been sent once. Send it again?"
          confirmLabel="Send it again"
          busy={retry.isPending}
          onConfirm={() => {
            setConfirming(false);
            send();
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
      {failed && !confirming && (
        <div className="console-card__actions">
          <button
            type="button"
            className="button-primary"
            disabled={retry.isPending}
            aria-label={approval ? `Retry the approval email to ${message.email}` : `Retry the message from ${message.name}`}
            // A sender stopped after claiming it: only a person can judge whether to risk a second copy.
            onClick={() => (delivery.mayHaveBeenSent ? setConfirming(true) : send())}
          >
            Retry
          </button>
        </div>
      )}
    </li>
  );
}
