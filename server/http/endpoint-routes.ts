// issue #12: the server side of an endpoint declaration. A handler is registered against the
// contract's declaration: the guard checks the declared permission, the request's params,
// query and body are parsed by the declared schemas (400 naming the field), and the handler
// gets the token's tenant and user — never a tenant from the request. It returns typed data;
// business failures are thrown as BusinessError; the envelope is made here only.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointOutput, EndpointParsed, EndpointSpec } from '../../contract/endpoint';
import { hasSchemaRef } from '../../contract/schema-ref';
import { success } from '../../contract/envelope';
import type { DataScope } from './auth/data-scope';
import type { RequestAuth } from './auth/request-auth';
import { requireAuth } from './auth/request-auth';
import { parseBody } from './parse-body';

export interface EndpointContext<E extends EndpointSpec> extends EndpointParsed<E> {
  /** The verified token's tenant, user and codes (throws for a public endpoint). */
  readonly auth: RequestAuth;
  readonly tenantId: string;
  readonly userId: number;
  /** issue #41: the rows the user may see; pass it to the query (data-scope.ts). */
  readonly scope: DataScope;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export type EndpointHandler<E extends EndpointSpec> = (
  context: EndpointContext<E>,
) => Promise<EndpointOutput<E>> | EndpointOutput<E>;

// Every declaration registered in this process: the generated permission, bad-input and
// isolation suites (issue #24) walk it, so a new endpoint is covered the day it is declared.
const registered = new Set<EndpointSpec>();

/** The declarations registered so far (in registration order). */
export function registeredEndpoints(): readonly EndpointSpec[] {
  return [...registered];
}

function parsePart(schema: EndpointSpec['body'], input: unknown): unknown {
  return schema ? parseBody(schema, input) : undefined;
}

/** Registers `handler` for the declared method and path, behind the declared permission. */
export function registerEndpoint<E extends EndpointSpec>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  // issue #39: a declaration whose schemas are named by type only (`schemaRef`, the console's
  // first-paint view) would go unvalidated: register the one `withSchemas` completed.
  if (hasSchemaRef(endpoint)) {
    throw new Error(`${endpoint.method} ${endpoint.path}: registered without its schemas`);
  }
  registered.add(endpoint);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      access: endpoint.permission,
      ...(endpoint.action !== undefined ? { action: endpoint.action } : {}),
    },
    handler: async (request, reply) => {
      const parsed = {
        params: parsePart(endpoint.params, request.params),
        query: parsePart(endpoint.query, request.query),
        body: parsePart(endpoint.body, request.body),
      } as EndpointParsed<E>;
      const context: EndpointContext<E> = {
        ...parsed,
        get auth() {
          return requireAuth(request);
        },
        get tenantId() {
          return requireAuth(request).tenantId;
        },
        get userId() {
          return requireAuth(request).userId;
        },
        get scope() {
          return requireAuth(request).scope;
        },
        request,
        reply,
      };
      const data = await handler(context);
      if (reply.sent) return reply;
      return success(data ?? null);
    },
  });
}
