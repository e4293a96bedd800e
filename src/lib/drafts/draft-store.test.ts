import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../session/session-storage';
import {
  DRAFT_MAX_AGE_MS,
  clearDraftsForTests,
  discardDraft,
  discardDraftsOfCurrentUser,
  readDraft,
  saveDraft,
} from './draft-store';

const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const tokenOf = (sub: string) =>
  `${part({ alg: 'HS256' })}.${part({ sub, jti: `j-${sub}`, exp: 9e9 })}.s`;
const signInAs = (sub: string, tenantId = 'demo') => saveSession({ token: tokenOf(sub), tenantId });

beforeEach(async () => {
  localStorage.clear();
  await clearDraftsForTests();
});

describe('draft store (issue #5 drafts)', () => {
  it('keeps an editor’s unsaved value and gives it back', async () => {
    signInAs('1');
    await saveDraft('superform.edit:7', { title: '报名表' }, 1000);
    expect(await readDraft('superform.edit:7', 2000)).toEqual({
      value: { title: '报名表' },
      savedAt: 1000,
    });
    await discardDraft('superform.edit:7');
    expect(await readDraft('superform.edit:7')).toBeUndefined();
  });

  it('never shows a draft of another user or tenant', async () => {
    signInAs('1', 'demo');
    await saveDraft('form', 'mine');
    signInAs('2', 'demo');
    expect(await readDraft('form')).toBeUndefined();
    signInAs('1', 'second');
    expect(await readDraft('form')).toBeUndefined();
  });

  it('drops a draft older than 7 days', async () => {
    signInAs('1');
    await saveDraft('form', 'old', 0);
    expect(await readDraft('form', DRAFT_MAX_AGE_MS + 1)).toBeUndefined();
  });

  it('sign-out drops the drafts of that user only', async () => {
    signInAs('2');
    await saveDraft('form', 'theirs');
    signInAs('1');
    await saveDraft('form', 'mine');
    await discardDraftsOfCurrentUser();
    expect(await readDraft('form')).toBeUndefined();
    signInAs('2');
    expect((await readDraft('form'))?.value).toBe('theirs');
  });
});
