import type { Endpoint, RequestOf, ResponseOf } from '@edma/contract/endpoint';
import type { Answer } from '@web/api/api-client.ts';
import { useId, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { failureMessage, useApiMutation, useApiQuery } from '@web/api/use-api.ts';
import { applyChange } from './item-actions.tsx';
import { QueryStatus } from './query-status.tsx';
import { SectionFeedback, useListOrder, useSectionFeedback, type OrderEndpoint } from './section-feedback.tsx';

/** A console write that answers the common change result. */
type ChangeEndpoint = Endpoint<'POST', z.ZodType, z.ZodType<{ message?: string }>>;

/** Where an item's changes are told: the section's notice, or its problem. */
export interface ItemFeedback {
  onChanged(message: string): void;
  onRefused(error: unknown): void;
}

/**
 * One item of a content list (an event, a video, an album, a person): shown, edited in place or
 * asked about before its removal. Each change reads `list` again; the edit form closes once stored.
 */
export function useContentItem<U extends ChangeEndpoint, R extends ChangeEndpoint>(
  endpoints: { list: Endpoint; update: U; remove: R },
  { onChanged, onRefused }: ItemFeedback,
) {
  const { list } = endpoints;
  const [mode, setMode] = useState<'view' | 'edit' | 'remove'>('view');
  const update = useApiMutation(endpoints.update, { invalidates: [list] });
  const remove = useApiMutation(endpoints.remove, { invalidates: [list] });
  const view = () => setMode('view');
  return {
    mode,
    update,
    busy: update.isPending || remove.isPending,
    /** ItemActions' Edit and Remove. */
    actions: { onEdit: () => setMode('edit'), onRemove: () => setMode('remove') },
    /** Closes the edit form or the question. */
    view,
    /** The edit form's name, busy and Cancel. */
    editing: (name: string) => ({ label: `Edit ${name}`, busy: update.isPending || remove.isPending, onCancel: view }),
    async save(input: RequestOf<U>): Promise<boolean> {
      const saved = await applyChange(() => update.mutateAsync(input) as Promise<{ message?: string }>, onChanged, onRefused);
      if (saved) view();
      return saved;
    },
    /** The Confirm that asks before `name` is removed with `input`. */
    removal(name: string, input: RequestOf<R>) {
      return {
        label: `Remove ${name}?`,
        className: 'console-card__actions',
        busy: update.isPending || remove.isPending,
        onCancel: view,
        onConfirm: () =>
          remove.mutate(input, { onSuccess: (result) => onChanged((result as { message?: string }).message ?? ''), onError: onRefused }),
      };
    },
  };
}

/**
 * A content section's list and add form: the list is read once, an addition reads it again, and the
 * section's feedback says what each change did.
 */
export function useContentSection<L extends Endpoint<'GET'>, A extends ChangeEndpoint>(endpoints: { list: L; add: A }) {
  const query = useApiQuery(endpoints.list, {} as RequestOf<L>);
  const add = useApiMutation(endpoints.add, { invalidates: [endpoints.list] });
  const feedback = useSectionFeedback(endpoints.list);
  return {
    query,
    add,
    feedback,
    /** What each item reports to: the section's feedback. */
    itemFeedback: { onChanged: feedback.changed, onRefused: feedback.refused } satisfies ItemFeedback,
    /** The add form's busy and save (its values are the endpoint's request). */
    addForm: {
      busy: add.isPending,
      onSave: (values: RequestOf<A>) => applyChange(() => add.mutateAsync(values) as Promise<{ message?: string }>, feedback.changed),
    },
  };
}

/**
 * A section in the order of the public page: `itemsOf` picks the items out of the list's answer;
 * each item's props carry its Move up / Move down and the section's feedback.
 */
export function useOrderedContentSection<L extends Endpoint<'GET'>, A extends ChangeEndpoint, T extends { id: string }>(
  endpoints: { list: L; add: A; order: OrderEndpoint },
  itemsOf: (data: Answer<ResponseOf<L>>) => readonly T[],
) {
  const section = useContentSection(endpoints);
  const items = section.query.data ? itemsOf(section.query.data) : [];
  const moveOf = useListOrder(
    endpoints.order,
    endpoints.list,
    items.map(({ id }) => id),
    section.feedback,
  );
  return { ...section, items, itemProps: (index: number) => ({ move: moveOf(index), ...section.itemFeedback }) };
}

/** A content section's own words. */
export interface ContentSectionText {
  title: string;
  /** What the public page does with these items. */
  intro: string;
  /** The add form's heading, which is also the form's name. */
  addTitle: string;
}

interface ContentSectionProps<T> {
  text: ContentSectionText;
  section: {
    query: { data: T | undefined; isPending: boolean; isError: boolean; error: unknown };
    add: { error: unknown };
    feedback: { notice: string; problem: string };
  };
  /** The list, once loaded. */
  children(data: T): ReactNode;
  addForm: ReactNode;
}

/** The frame every content section shares: heading, intro, feedback, the loaded list, then the add form. */
export function ContentSection<T>({ text, section, children, addForm }: ContentSectionProps<T>) {
  const id = useId();
  const { query, add, feedback } = section;
  return (
    <section className="console-section content-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.title}</h2>
      <p>{text.intro}</p>
      <SectionFeedback notice={feedback.notice} problem={feedback.problem} />
      <QueryStatus query={query} />
      {query.data !== undefined && children(query.data)}
      <h3>{text.addTitle}</h3>
      {add.error ? <p role="alert">{failureMessage(add.error)}</p> : null}
      {addForm}
    </section>
  );
}
