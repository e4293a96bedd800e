import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { clearDraftsForTests, readDraft, saveDraft } from '../../lib/drafts/draft-store';
import { saveSession } from '../../lib/session/session-storage';
import { getConsoleSystem } from '../theme/system';
import { DraftRestoreBanner } from './draft-restore-banner';
import { useDraft } from './use-draft';

const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');

function Editor() {
  const [title, setTitle] = useState('');
  const draft = useDraft('test.editor', { title }, { dirty: title !== '', delayMs: 10 });
  return (
    <ChakraProvider value={getConsoleSystem()}>
      <DraftRestoreBanner draft={draft} onRestore={(value) => setTitle(value.title)} />
      <input aria-label="标题" value={title} onChange={(event) => setTitle(event.target.value)} />
    </ChakraProvider>
  );
}

beforeEach(async () => {
  localStorage.clear();
  saveSession({
    token: `${part({ alg: 'HS256' })}.${part({ sub: '1', jti: 'j', exp: 9e9 })}.s`,
    tenantId: 'demo',
  });
  await clearDraftsForTests();
});

afterEach(cleanup);

describe('useDraft + DraftRestoreBanner (issue #5)', () => {
  it('keeps what the operator types in IndexedDB', async () => {
    render(<Editor />);
    const input = screen.getByLabelText('标题') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '半填的表单' } });
    await waitFor(async () =>
      expect((await readDraft('test.editor'))?.value).toEqual({ title: '半填的表单' }),
    );
  });

  it('offers a draft left by an earlier visit and restores it', async () => {
    await saveDraft('test.editor', { title: '上次没保存' });
    render(<Editor />);
    const banner = await screen.findByTestId('draft-restore-banner');
    expect(banner.textContent).toContain('未保存的草稿');
    await act(async () => screen.getByRole('button', { name: '恢复草稿' }).click());
    expect((screen.getByLabelText('标题') as HTMLInputElement).value).toBe('上次没保存');
    expect(screen.queryByTestId('draft-restore-banner')).toBeNull();
  });

  it('discarding the offered draft forgets it', async () => {
    await saveDraft('test.editor', { title: '不要了' });
    render(<Editor />);
    await screen.findByTestId('draft-restore-banner');
    await act(async () => screen.getByRole('button', { name: '丢弃草稿' }).click());
    await waitFor(async () => expect(await readDraft('test.editor')).toBeUndefined());
  });
});
