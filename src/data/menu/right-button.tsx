// issue #41 "Action rights" (docs/permissions.md): a button whose call needs an action right
// (删除, 群发, …). Without the right it stays in place but disabled, with the reason as its
// title, so the operator sees what they may not do and why; the server's guard refuses the
// call with 403 whatever the console shows. `right` undefined: a plain button (a row's
// actions drawn from one list, of which only some need a right).
import { Button } from '@chakra-ui/react/button';
import type { ButtonProps } from '@chakra-ui/react/button';
import type { ButtonHTMLAttributes } from 'react';
import type { ActionRight } from '../../../contract/action-rights';
import { useCan } from './use-can';

export function RightButton({ right, ...props }: ButtonProps & { right: ActionRight | undefined }) {
  const can = useCan(right ?? 'delete');
  if (right === undefined || can.allowed) return <Button {...props} />;
  return <Button {...props} disabled title={can.reason} data-no-right={right} />;
}

/**
 * The same rule for a plain `<button>` with the static classes (dense rows, docs/architecture.md
 * "Styling"): disabled with the reason as its title without the right.
 */
export function RightStaticButton({
  right,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { right: ActionRight }) {
  const can = useCan(right);
  if (can.allowed) return <button type="button" {...props} />;
  return <button type="button" {...props} disabled title={can.reason} data-no-right={right} />;
}
