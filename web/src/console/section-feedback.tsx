import type { Endpoint } from '@edma/contract/endpoint';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { endpointKey, failureMessage, useApiMutation } from '@web/api/use-api.ts';
import { useState } from 'react';
import type { ItemMove } from './item-actions.tsx';

/**
 * What a content section tells the committee after a change: the server's message, or the refusal.
 * A refusal may mean another committee member changed the list meanwhile (the item may be gone with
 * its card): it is said at the section's top, and the `list` is read again.
 */
export function useSectionFeedback(list: Endpoint) {
  const key = endpointKey(list);
  const client = useQueryClient();
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState('');
  return {
    notice,
    problem,
    changed(message: string) {
      setProblem('');
      setNotice(message);
    },
    refused(error: unknown) {
      setNotice('');
      setProblem(typeof error === 'string' ? error : failureMessage(error));
      void client.invalidateQueries({ queryKey: key });
    },
  };
}

/**
 * The section's notice (announced politely) and problem (announced at once): a text, or a failed
 * request's `error` said as the console says failures.
 */
export function SectionFeedback({ notice, problem, error }: { notice: string; problem?: string; error?: unknown }) {
  const said = problem || (error ? failureMessage(error) : '');
  return (
    <>
      <p className="console-notice" role="status">
        {notice}
      </p>
      {said && (
        <p className="field-error" role="alert">
          {said}
        </p>
      )}
    </>
  );
}

/** An endpoint that stores a list's new order: every id, in that order. */
export type OrderEndpoint = Endpoint<'POST', z.ZodType<{ ids: string[] }, { ids: string[] }>, z.ZodType<{ message?: string }>>;

/** An ordered list's Move up / Move down: stores the new order of `ids` through `order`, then reads `list` again. */
export function useListOrder(
  order: OrderEndpoint,
  list: Endpoint,
  ids: readonly string[],
  feedback: Pick<ReturnType<typeof useSectionFeedback>, 'changed' | 'refused'>,
) {
  const save = useApiMutation(order, { invalidates: [list] });
  return (index: number): ItemMove => ({
    first: index === 0,
    last: index === ids.length - 1,
    moving: save.isPending,
    onMove(by) {
      const next = [...ids];
      const [moved] = next.splice(index, 1);
      next.splice(index + by, 0, moved!);
      save.mutate({ ids: next }, { onSuccess: (result) => feedback.changed(result.message ?? ''), onError: feedback.refused });
    },
  });
}
