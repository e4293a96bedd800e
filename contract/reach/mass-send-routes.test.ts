import { describe, expect, it } from 'vitest';
import type { EndpointDeclaration } from '../endpoint';
import { hasSchemaRef } from '../schema-ref';
import { groupChatEndpoints } from './group-chat';
import * as groupRoutes from './group-chat-routes';
import { privateChatEndpoints } from './private-chat';
import * as privateRoutes from './private-chat-routes';

// issue #39 (docs/architecture.md "Styling" point 7): the lists' first paint imports the sets
// of mass-send-routes.ts (no zod); massSendEndpoints completes them, replacing every schemaRef
// and nothing else (method, path, permission, action, scope stay the declaration's).
const SETS = [
  ['/private-chat', privateRoutes.privateChatEndpoints, privateChatEndpoints],
  ['/group-chat', groupRoutes.groupChatEndpoints, groupChatEndpoints],
] as const;

const withoutSchemas = ({ params, query, body, ...rest }: EndpointDeclaration) => ({
  ...rest,
  parts: [params, query, body].map((part) => part !== undefined),
});

describe('a mass-send set is its routes completed by their schemas', () => {
  it.each(SETS)('%s', (_route, routes, endpoints) => {
    expect(Object.keys(endpoints)).toEqual(Object.keys(routes));
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const declaration = routes[name as keyof typeof routes];
      expect(hasSchemaRef(endpoint), name).toBe(false);
      expect(withoutSchemas(endpoint), name).toEqual(withoutSchemas(declaration));
    }
  });
});
