// issue #12: the console side of an endpoint declaration (contract/endpoint.ts). Nothing in
// src/ writes a `/scrm/v1` URL: features call `callEndpoint(declaration, input)` and derive
// their query keys from the declaration, so a path is written once, in contract/.
import type {
  EndpointInput,
  EndpointOutput,
  EndpointDeclaration,
} from '../../../contract/endpoint';
import { endpointPath } from '../../../contract/endpoint';
import { del, get, post } from '../http/client';
import type { QueryParams, RequestOptions } from '../http/request-options';
import { toQueryString } from '../http/request-options';

interface LooseInput {
  readonly params?: Record<string, unknown>;
  readonly query?: unknown;
  readonly body?: unknown;
}

/** Sends one call of `endpoint` through the one API client. */
export function callEndpoint<E extends EndpointDeclaration>(
  endpoint: E,
  input: EndpointInput<E>,
  options?: RequestOptions,
): Promise<EndpointOutput<E>> {
  const { params, query, body } = input as LooseInput;
  const url = endpointPath(endpoint.path, params);
  const search = query as QueryParams | undefined;
  switch (endpoint.method) {
    case 'GET':
      return get<EndpointOutput<E>>(url, search, options);
    case 'POST':
      return post<EndpointOutput<E>>(url + toQueryString(search), body ?? {}, options);
    case 'DELETE':
      return del<EndpointOutput<E>>(url + toQueryString(search), body, options);
  }
}

/** The query key of an endpoint: `[path]` is the prefix of every call's key (invalidation). */
export function endpointKey<E extends EndpointDeclaration>(
  endpoint: E,
  input?: EndpointInput<E>,
): readonly unknown[] {
  return input === undefined ? [endpoint.path] : [endpoint.path, input];
}
