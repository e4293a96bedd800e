// issue #41 "Action rights" (docs/permissions.md): a button whose call needs an action right
// (删除, 群发, …). Without the right it stays in place but disabled, with the reason as its
// title, so the operator sees what they may not do and why; the server's guard refuses the
// call with 403 whatever the console shows. `right` undefined: a plain button (a row's
// actions drawn from one list, of which only some need a right).
import { Button } from '@chakra-ui/react/button';
import type { ButtonProps } from '@chakra-ui/react/button';
import type { ActionRight } from '../../../contract/action-rights';
import { useCan } from './use-can';

// the plain-button form is its own module (right-static-button.tsx): a chakra-free page imports
// it without Chakra's Button
export { RightStaticButton } from './right-static-button';

export function RightButton({ right, ...props }: ButtonProps & { right: ActionRight | undefined }) {
  const can = useCan(right ?? 'delete');
  if (right === undefined || can.allowed) return <Button {...props} />;
  return <Button {...props} disabled title={can.reason} data-no-right={right} />;
}
