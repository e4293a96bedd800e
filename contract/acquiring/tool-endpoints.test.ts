import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { page } from '../endpoint';
import type { EndpointSpec } from '../endpoint';
import { toggleBody, toolListQuery } from './tool-fields';
import { recordEndpoints, toolEndpoints } from './tool-endpoints';
import { idParams } from '../fields';

const BASE = '/scrm/v1/acquiring/welcomes';
const query = z.object({ name: z.string().optional() });
const form = z.object({ name: z.string() });

const codeOf = (route: string) => (page(route) as { code: string }).code;
const shape = (endpoints: Record<string, unknown>) =>
  Object.entries(endpoints)
    .filter((entry): entry is [string, EndpointSpec] => 'method' in (entry[1] as object))
    .map(([name, endpoint]) => ({
      name,
      call: `${endpoint.method} ${endpoint.path}`,
      code: endpoint.permission.kind === 'page' ? endpoint.permission.code : null,
      action: endpoint.action ?? null,
      params: endpoint.params ?? null,
      query: endpoint.query ?? null,
      body: endpoint.body ?? null,
    }));

describe('the acquiring record declarations (issue #34: one declaration factory)', () => {
  it('declares list, record, create, update and delete under the base, all behind the permission, delete needing the delete right', () => {
    const code = codeOf('/welcome');
    expect(shape(recordEndpoints(BASE, page('/welcome'), { query, form }))).toEqual([
      { name: 'list', call: `GET ${BASE}`, code, action: null, params: null, query, body: null },
      {
        name: 'detail',
        call: `GET ${BASE}/:id`,
        code,
        action: null,
        params: idParams(),
        query: null,
        body: null,
      },
      {
        name: 'create',
        call: `POST ${BASE}`,
        code,
        action: null,
        params: null,
        query: null,
        body: form,
      },
      {
        name: 'update',
        call: `POST ${BASE}/:id`,
        code,
        action: null,
        params: idParams(),
        query: null,
        body: form,
      },
      {
        name: 'remove',
        call: `DELETE ${BASE}/:id`,
        code,
        action: 'delete',
        params: idParams(),
        query: null,
        body: null,
      },
    ]);
  });

  it("a tool's declarations are the record's with the tools' list query, plus on/off at /:id/enabled", () => {
    const base = '/scrm/v1/acquiring/lock-codes';
    const tool = toolEndpoints(base, '/lock-code', form);
    expect(tool.permission).toEqual(page('/lock-code'));
    const { toggle, ...records } = tool;
    expect(shape(records)).toEqual(
      shape(recordEndpoints(base, page('/lock-code'), { query: toolListQuery, form })),
    );
    expect(shape({ toggle })).toEqual([
      {
        name: 'toggle',
        call: `POST ${base}/:id/enabled`,
        code: codeOf('/lock-code'),
        action: null,
        params: idParams(),
        query: null,
        body: toggleBody,
      },
    ]);
  });
});
