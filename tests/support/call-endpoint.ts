import { apiRoute } from '@edma/contract/api-paths';
import { endpointUrl, type Endpoint, type RequestOf, type ResponseOf } from '@edma/contract/endpoint';
import { callApi, type CallOptions } from './api-calls.ts';

/**
 * An endpoint's answer. On a 2xx status `body` has passed the endpoint's response schema; on any
 * other it is the API's refusal as it came (`{ success: false, message }`), so refusal tests read
 * `success` and `message` whatever the endpoint answers on success.
 */
export interface EndpointAnswer<E extends Endpoint> {
  status: number;
  body: ResponseOf<E> & Partial<{ success: boolean; message: string }>;
  headers: Headers;
}

/** What a call may add: the method and body are the endpoint's. */
export type EndpointCallOptions = Omit<CallOptions, 'method' | 'body'>;

/**
 * Calls an endpoint of the contract the way the web does: a GET's input as its query string
 * (`endpointUrl`, as web/src/api builds it), a POST's as a JSON body. A 2xx answer that does not
 * fit the endpoint's response schema fails the test, naming the endpoint.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: RequestOf<E>,
  options: EndpointCallOptions = {},
): Promise<EndpointAnswer<E>> {
  const route = apiRoute(endpoint.path);
  const answer =
    endpoint.method === 'GET'
      ? await callApi<unknown>(endpointUrl(route, input as Record<string, unknown>), options)
      : await callApi<unknown>(route, {
          ...options,
          method: 'POST',
          body: JSON.stringify(input),
          headers: { 'Content-Type': 'application/json', ...options.headers },
        });
  if (answer.status < 200 || answer.status >= 300) return answer as EndpointAnswer<E>;
  const parsed = endpoint.response.safeParse(answer.body);
  if (!parsed.success) {
    throw new Error(
      `${endpoint.method} ${endpoint.path} answered ${answer.status} outside its response schema: ${JSON.stringify(parsed.error.issues)}`,
    );
  }
  return { status: answer.status, body: parsed.data as EndpointAnswer<E>['body'], headers: answer.headers };
}
