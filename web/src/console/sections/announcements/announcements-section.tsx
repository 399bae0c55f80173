import {
  ANNOUNCEMENT_API,
  AUDIENCE_DUES_LABELS,
  AUDIENCE_DUES_STATUSES,
  type AudienceDuesStatus,
  EVENT_ANSWER_LABELS,
  EVENT_ANSWERS,
  MAX_AGE_FILTER,
  MAX_ANNOUNCEMENT_BODY,
  MAX_ANNOUNCEMENT_SUBJECT,
  type AnnouncementSummary,
  type AudienceInput,
  type EventAnswer,
} from '@edma/contract/announcements';
import { CALENDAR_API } from '@edma/contract/calendar';
import { associationToday } from '@edma/contract/dates';
import { MEMBERSHIP_TYPES, TOWNS } from '@edma/contract/family';
import { Fragment, useId, useState } from 'react';
import { failureMessage, useApiMutation, useApiQuery } from '@web/api/use-api.ts';
import { newRequestKey } from '@web/lib/request-key.ts';
import { Button } from '@web/ui/button.tsx';
import { Confirm } from '@web/ui/confirm.tsx';
import { Field } from '@web/ui/field.tsx';
import { TextAreaField } from '@web/ui/text-area-field.tsx';
import { TextField } from '@web/ui/text-field.tsx';
import { QueryStatus } from '../../query-status.tsx';
import { SectionFeedback } from '../../section-feedback.tsx';
import { AnnouncementDetail } from './announcement-detail.tsx';
import { audienceCountText, eventChoices, type EventChoice } from './announcement-choices.ts';
import './announcements-section.css';
import { ukDateTime } from '@web/lib/uk-time.ts';

interface Draft {
  subject: string;
  body: string;
  eventId: string;
  towns: string[];
  membershipTypes: string[];
  duesStatuses: AudienceDuesStatus[];
  ageOn: boolean;
  ageFrom: string;
  ageTo: string;
  eventFilterId: string;
  answers: EventAnswer[];
}

const EMPTY: Draft = {
  subject: '',
  body: '',
  eventId: '',
  towns: [],
  membershipTypes: [],
  duesStatuses: [],
  ageOn: false,
  ageFrom: '5',
  ageTo: '12',
  eventFilterId: '',
  answers: ['going'],
};

/** The filters as the server reads them (it computes the audience; the page only says which filters). */
function audienceOf(draft: Draft): AudienceInput {
  return {
    towns: draft.towns,
    membershipTypes: draft.membershipTypes,
    duesStatuses: draft.duesStatuses,
    childAge: draft.ageOn ? { from: Number(draft.ageFrom), to: Number(draft.ageTo) } : null,
    event: draft.eventFilterId ? { eventId: draft.eventFilterId, answers: draft.answers } : null,
  };
}

const toggle = <T,>(list: T[], value: T, on: boolean) => (on ? [...list, value] : list.filter((v) => v !== value));

/** One filter's values as checkboxes (in a fieldset whose legend names the filter). */
function Ticks<T extends string>(props: {
  options: readonly T[];
  labels?: Record<T, string>;
  chosen: T[];
  onChange: (chosen: T[]) => void;
}) {
  return props.options.map((option) => (
    <label key={option} className="form-check">
      <input
        type="checkbox"
        checked={props.chosen.includes(option)}
        onChange={(e) => props.onChange(toggle(props.chosen, option, e.target.checked))}
      />
      {props.labels?.[option] ?? option}
    </label>
  ));
}

/** Announcements: write one, choose who gets it (counted live), send a test to yourself, send; then each one's recipients. */
/** The two ends of the children's age filter: the draft's field and the word before it. */
const AGE_BOUNDS = [
  { key: 'ageFrom', word: 'from' },
  { key: 'ageTo', word: 'to' },
] as const;

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

        <fieldset className="announcements__audience">
          <legend>Who gets it</legend>
          <p className="form-field__hint">Nothing chosen: every approved family. Each choice narrows it further.</p>
          <fieldset className="announcements__group">
            <legend>Town</legend>
            <Ticks options={TOWNS} chosen={draft.towns} onChange={(towns) => set({ towns })} />
          </fieldset>
          <fieldset className="announcements__group">
            <legend>Membership type</legend>
            <Ticks
              options={MEMBERSHIP_TYPES.filter((type) => type !== 'Other')}
              chosen={draft.membershipTypes}
              onChange={(membershipTypes) => set({ membershipTypes })}
            />
          </fieldset>
          <fieldset className="announcements__group">
            <legend>This year&apos;s dues</legend>
            <Ticks
              options={AUDIENCE_DUES_STATUSES}
              labels={AUDIENCE_DUES_LABELS}
              chosen={draft.duesStatuses}
              onChange={(duesStatuses) => set({ duesStatuses })}
            />
          </fieldset>
          <fieldset className="announcements__group">
            <legend>Children</legend>
            <label className="form-check">
              <input type="checkbox" checked={draft.ageOn} onChange={(e) => set({ ageOn: e.target.checked })} />
              With a child aged
            </label>
            <div className="announcements__ages">
              {AGE_BOUNDS.map(({ key, word }) => (
                <Fragment key={key}>
                  <label htmlFor={`${fields}-${word}`}>{word}</label>
                  <input
                    id={`${fields}-${word}`}
                    className="form-control"
                    type="number"
                    min={0}
                    max={MAX_AGE_FILTER}
                    disabled={!draft.ageOn}
                    value={draft[key]}
                    onChange={(e) => set({ [key]: e.target.value })}
                  />
                </Fragment>
              ))}
              <span>years</span>
            </div>
          </fieldset>
          <fieldset className="announcements__group">
            <legend>An event&apos;s families</legend>
            <label className="form-field__label" htmlFor={`${fields}-filter-event`}>
              Event
            </label>
            <select
              id={`${fields}-filter-event`}
              className="form-control"
              value={draft.eventFilterId}
              onChange={(e) => set({ eventFilterId: e.target.value })}
            >
              <option value="">Any (no event filter)</option>
              {upcoming.length > 0 && (
                <optgroup label="Coming up">
                  {upcoming.map((event) => (
                    <EventOption key={event.id} event={event} />
                  ))}
                </optgroup>
              )}
              {recent.length > 0 && (
                <optgroup label="In the last year">
                  {recent.map((event) => (
                    <EventOption key={event.id} event={event} />
                  ))}
                </optgroup>
              )}
            </select>
            {draft.eventFilterId && (
              <Ticks options={EVENT_ANSWERS} labels={EVENT_ANSWER_LABELS} chosen={draft.answers} onChange={(answers) => set({ answers })} />
            )}
          </fieldset>
        </fieldset>

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
            <SentCard key={announcement.id} announcement={announcement} />
          ))}
        </ul>
      )}
    </section>
  );
}

const STATE_WORDS: Record<keyof AnnouncementSummary['counts'], string> = {
  scheduled: 'waiting for a later day',
  pending: 'queued',
  sending: 'sending',
  retrying: 'to retry',
  sent: 'sent',
  failed: 'failed',
};

/** An event in a list: its date as people say it, and its title. */
function EventOption({ event }: { event: EventChoice }) {
  return (
    <option value={event.id}>
      {event.dateText}: {event.title}
    </option>
  );
}

function SentCard({ announcement }: { announcement: AnnouncementSummary }) {
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
