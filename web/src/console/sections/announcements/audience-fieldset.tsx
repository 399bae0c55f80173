import {
  AUDIENCE_DUES_LABELS,
  AUDIENCE_DUES_STATUSES,
  EVENT_ANSWER_LABELS,
  EVENT_ANSWERS,
  MAX_AGE_FILTER,
} from '@edma/contract/announcements';
import { MEMBERSHIP_TYPES, TOWNS } from '@edma/contract/family';
import { Fragment } from 'react';
import type { EventChoice } from './announcement-choices.ts';
import type { Draft } from './announcement-draft.ts';
import { EventOption } from './event-option.tsx';

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

/** The two ends of the children's age filter: the draft's field and the word before it. */
const AGE_BOUNDS = [
  { key: 'ageFrom', word: 'from' },
  { key: 'ageTo', word: 'to' },
] as const;

interface AudienceFieldsetProps {
  /** The form's id prefix: the fields' ids start with it. */
  idPrefix: string;
  draft: Draft;
  set(change: Partial<Draft>): void;
  upcoming: EventChoice[];
  recent: EventChoice[];
}

/** "Who gets it": the filters that narrow the audience, each a group of its own. */
export function AudienceFieldset({ idPrefix: fields, draft, set, upcoming, recent }: AudienceFieldsetProps) {
  return (
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
  );
}
