import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectNoticeSink } from '../../lib/notify/notifier';
import { getConsoleSystem } from '../theme/system';
import { DeleteConfirmDialog, type DeleteMutation } from './delete-confirm-dialog';

interface Row {
  readonly id: number;
  readonly title: string;
}

function Page(props: { mutation: DeleteMutation }) {
  const [removing, setRemoving] = useState<Row | null>({ id: 7, title: '春季海报' });
  return (
    <ChakraProvider value={getConsoleSystem()}>
      <p data-testid="state">{removing ? 'open' : 'closed'}</p>
      <DeleteConfirmDialog
        target={removing}
        mutation={props.mutation}
        title="删除素材"
        body={removing && `确定删除「${removing.title}」吗？`}
        deleted="已删除"
        onClose={() => setRemoving(null)}
      />
    </ChakraProvider>
  );
}

describe('DeleteConfirmDialog (issue #34: the one delete confirm)', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('confirming deletes the record by its id, says 已删除 and closes', async () => {
    const show = vi.fn();
    connectNoticeSink({ show, closeAll: () => undefined });
    const mutateAsync = vi.fn(() => Promise.resolve(null));
    render(<Page mutation={{ isPending: false, mutateAsync }} />);
    expect(screen.getByText('确定删除「春季海报」吗？')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('closed'));
    expect(mutateAsync).toHaveBeenCalledWith({ params: { id: 7 } });
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', title: '已删除' }),
    );
  });

  it('a refused delete keeps the dialog open and says nothing of success', async () => {
    const show = vi.fn();
    connectNoticeSink({ show, closeAll: () => undefined });
    const mutateAsync = vi.fn(() => Promise.reject(new Error('被引用')));
    render(<Page mutation={{ isPending: false, mutateAsync }} />);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByTestId('state').textContent).toBe('open');
    expect(show).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'success' }));
  });
});
