import { describe, expect, it } from 'vitest';
import { page } from '../endpoint';
import { recordEndpoints } from './tool-endpoints';
import * as welcome from './welcome';

// issue #34 "one way to do each thing" and issue #39: /welcome's record declarations are
// written out without zod in welcome-routes.ts (the page's first paint imports them) and
// completed in welcome.ts; they must stay the shared record shape of `recordEndpoints`.
describe('the welcome records are the shared record declarations', () => {
  it('declares list, record, create, update and delete as recordEndpoints does, schemas included', () => {
    const shared = recordEndpoints('/scrm/v1/acquiring/welcomes', page('/welcome'), {
      query: welcome.welcomeListQuery,
      form: welcome.welcomeForm,
    });
    expect({
      list: welcome.welcomeList,
      detail: welcome.welcomeDetail,
      create: welcome.welcomeCreate,
      update: welcome.welcomeUpdate,
      remove: welcome.welcomeDelete,
    }).toStrictEqual(shared);
  });
});
