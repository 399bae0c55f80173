import { COMMITTEE_PAGE_PATHS, committeePageResponseSchema, type CommitteePerson } from '@edma/contract/committee-page';
import { useEffect, useState } from 'react';
import { getJson } from '../../api/api-client.ts';

export type CommitteePeopleState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; people: CommitteePerson[] };

/**
 * The committee page's people from the API (plain fetch: the public pages load no Firebase). The
 * answer is revalidated with its ETag on every visit, so an edit shows within seconds.
 */
export function useCommitteePeople(): { state: CommitteePeopleState; retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CommitteePeopleState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getJson(COMMITTEE_PAGE_PATHS.people, committeePageResponseSchema, { signal: controller.signal })
      .then((answer) => setState({ status: 'ready', people: answer.people }))
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [attempt]);

  return {
    state,
    retry() {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
