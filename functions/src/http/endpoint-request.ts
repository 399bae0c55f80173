import type { Endpoint } from '@edma/contract/endpoint';
import type { ApiRequest } from './api-request.ts';
import { readJson } from './request-body.ts';
import { parseOrReject } from './validation-message.ts';

/** The request an endpoint's handler receives: the query (GET) or the JSON body (POST), parsed by its schema. */
export function parseEndpointRequest(endpoint: Endpoint, request: ApiRequest): unknown {
  const raw = endpoint.method === 'GET' ? Object.fromEntries(request.query) : readJson(request);
  return parseOrReject(endpoint.request, raw);
}
