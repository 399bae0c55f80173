import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { formFields, jsonResponse } from '@web/test/fetch-stub.ts';
import { ApiSessionProvider } from '@web/api/api-session.tsx';

/** The ID token every console test signs its requests with. */
export const TEST_TOKEN = 'token-chair';

/** A console section as the page shows it: inside the session (ID token and query cache); `onSessionEnded` sees a 401. */
export const renderInConsole = (ui: ReactNode, onSessionEnded: () => void = () => {}) =>
  render(
    <ApiSessionProvider idToken={async () => TEST_TOKEN} onSessionEnded={onSessionEnded}>
      {ui}
    </ApiSessionProvider>,
  );

/** A section rendered in the console with the answers to its coming writes queued; gives the user that acts on it. */
export function openSection(ui: ReactNode, api: ConsoleApi, ...answers: PostAnswer[]) {
  api.postAnswers.push(...answers);
  const user = userEvent.setup();
  renderInConsole(ui);
  return user;
}

/** A write the section sent: its address and body (JSON, or a form's fields with files as `file:<name>`). */
export interface ConsolePost {
  url: string;
  body: Record<string, unknown>;
}

/** The answer to the next write; `change` updates what the next read answers. */
export interface PostAnswer {
  status: number;
  body: unknown;
  change?(): void;
}

export interface ConsoleApi {
  gets: string[];
  posts: ConsolePost[];
  /** The Authorization header of every write, in order. */
  authorizations: string[];
  /** Answers to the coming writes, in turn; `{ success: true, message: 'Saved.' }` once empty. */
  postAnswers: PostAnswer[];
}

/** The answer to the next write: `success` follows the status; `extra` adds to the body (a new item's id). */
export const answer = (status: number, message: string, change?: () => void, extra: Record<string, unknown> = {}): PostAnswer => ({
  status,
  body: { success: status < 400, message, ...extra },
  change,
});

/**
 * The console API as the section tests need it: reads answered by `read` (given the URL, query
 * included), writes recorded and answered from `postAnswers`, or by `write` when it answers.
 */
export function stubConsoleApi(
  read: (url: URL) => Response | Promise<Response>,
  write?: (post: ConsolePost, url: URL) => Response | undefined,
): ConsoleApi {
  const api: ConsoleApi = { gets: [], posts: [], authorizations: [], postAnswers: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const parsed = new URL(url, 'http://site');
      if ((init.method ?? 'GET') === 'GET') {
        api.gets.push(url);
        return read(parsed);
      }
      const body = init.body instanceof FormData ? formFields(init.body) : (JSON.parse(String(init.body)) as Record<string, unknown>);
      const post = { url, body };
      api.posts.push(post);
      api.authorizations.push((init.headers as Record<string, string> | undefined)?.Authorization ?? '');
      const answered = write?.(post, parsed);
      if (answered) return answered;
      const answer = api.postAnswers.shift() ?? { status: 200, body: { success: true, message: 'Saved.' } };
      answer.change?.();
      return jsonResponse(answer.status, answer.body);
    }),
  );
  return api;
}
