import { ANNOUNCEMENT_API, MAX_ANNOUNCEMENT_BODY, MAX_ANNOUNCEMENT_SUBJECT } from '@edma/contract/announcements';
import { CALENDAR_API } from '@edma/contract/calendar';
import { associationToday } from '@edma/contract/dates';
import { useId, useState } from 'react';
import { failureMessage, useApiMutation, useApiQuery } from '@web/api/use-api.ts';
import { newRequestKey } from '@web/lib/request-key.ts';
import { Button } from '@web/ui/button.tsx';
import { Confirm } from '@web/ui/confirm.tsx';
import { Field } from '@web/ui/field.tsx';
import { TextAreaField } from '@web/ui/text-area-field.tsx';
import { TextField } from '@web/ui/text-field.tsx';
import { QueryStatus } from '../../query-status.tsx';
import { SectionFeedback } from '../../section-feedback.tsx';
import { audienceCountText, eventChoices } from './announcement-choices.ts';
import { audienceOf, EMPTY, type Draft } from './announcement-draft.ts';
import { AudienceFieldset } from './audience-fieldset.tsx';
import { EventOption } from './event-option.tsx';
import { SentAnnouncementCard } from './sent-announcement-card.tsx';
import './announcements-section.css';

/** Announcements: write one, choose who gets it (counted live), send a test to yourself, send; then each one's recipients. */
export function AnnouncementsSection() {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [id, setId] = useState(newRequestKey);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState('');
  const fields = useId();
  const events = useApiQuery(CALENDAR_API.list, {});
  const audience = audienceOf(draft);
  const count = useApiQuery(ANNOUNCEMENT_API.preview, { audience: JSON.stringify(audience) });
  const list = useApiQuery(ANNOUNCEMENT_API.list, {});
  const test = useApiMutation(ANNOUNCEMENT_API.test);
  const send = useApiMutation(ANNOUNCEMENT_API.send, { invalidates: [ANNOUNCEMENT_API.list] });
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const content = { subject: draft.subject, body: draft.body, eventId: draft.eventId || null };
  const recipients = count.data?.recipients ?? 0;
  const { upcoming, recent } = eventChoices(events.data?.events ?? [], associationToday());

  async function sendTest() {
    setNotice('');
    setProblem('');
    try {
      setNotice((await test.mutateAsync(content)).message ?? 'The test was sent.');
    } catch (error) {
      setProblem(failureMessage(error));
    }
  }

  async function sendNow() {
    setNotice('');
    setProblem('');
    try {
      const answer = await send.mutateAsync({ ...content, id, audience });
      setConfirming(false);
      setNotice(answer.message ?? 'Sent.');
      setDraft(EMPTY);
      setId(newRequestKey());
    } catch (error) {
      setConfirming(false);
      setProblem(failureMessage(error));
    }
  }

  return (
    <section className="console-section announcements" aria-labelledby="announcements-title">
      <h2 id="announcements-title">Announcements</h2>
      <SectionFeedback notice={notice} problem={problem} />
      <form className="announcements__compose" aria-labelledby={`${fields}-new`} onSubmit={(event) => event.preventDefault()}>
        <h3 id={`${fields}-new`}>New announcement</h3>
        <TextField
          id={`${fields}-subject`}
          label="Subject"
          maxLength={MAX_ANNOUNCEMENT_SUBJECT}
          value={draft.subject}
          onChange={(e) => set({ subject: e.target.value })}
        />
        <TextAreaField
          id={`${fields}-body`}
          label="Message"
          hint="Markdown: **bold**, *italic*, - lists, [words](https://link). Emailed as written, with a link to unsubscribe."
          className="announcements__body"
          rows={8}
          maxLength={MAX_ANNOUNCEMENT_BODY}
          value={draft.body}
          onChange={(e) => set({ body: e.target.value })}
        />
        <Field id={`${fields}-event`} label="Link to an event (optional)">
          {(aria) => (
            <select className="form-control" {...aria} value={draft.eventId} onChange={(e) => set({ eventId: e.target.value })}>
              <option value="">No event</option>
              {upcoming.map((event) => (
                <EventOption key={event.id} event={event} />
              ))}
            </select>
          )}
        </Field>

        <AudienceFieldset idPrefix={fields} draft={draft} set={set} upcoming={upcoming} recent={recent} />

        <p className="announcements__count" role="status" aria-live="polite">
          {count.isPending ? 'Counting...' : count.isError ? failureMessage(count.error) : audienceCountText(count.data)}
        </p>

        {confirming ? (
          <Confirm
            label={`Send "${draft.subject}"?`}
            question={`Send "${draft.subject}" to ${recipients} ${recipients === 1 ? 'address' : 'addresses'}? It cannot be called back.`}
            confirmLabel="Send now"
            busy={send.isPending}
            onConfirm={() => void sendNow()}
            onCancel={() => setConfirming(false)}
          />
        ) : (
          <div className="form-actions">
            <Button
              variant="secondary"
              disabled={test.isPending || !draft.subject.trim() || !draft.body.trim()}
              onClick={() => void sendTest()}
            >
              {test.isPending ? 'Sending the test...' : 'Send a test to me'}
            </Button>
            <Button
              disabled={!draft.subject.trim() || !draft.body.trim() || recipients === 0 || count.isFetching}
              onClick={() => setConfirming(true)}
            >
              Send
            </Button>
          </div>
        )}
      </form>

      <h3 id={`${fields}-sent`}>Sent</h3>
      <QueryStatus query={list} />
      {list.data?.announcements.length === 0 && <p>No announcements yet.</p>}
      {list.data && list.data.announcements.length > 0 && (
        <ul className="console-list" aria-labelledby={`${fields}-sent`}>
          {list.data.announcements.map((announcement) => (
            <SentAnnouncementCard key={announcement.id} announcement={announcement} />
          ))}
        </ul>
      )}
    </section>
  );
}
