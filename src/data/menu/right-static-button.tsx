// issue #41 "Action rights" (docs/permissions.md), as right-button.tsx, for a plain `<button>`
// with the static classes: a module without Chakra, so a chakra-free page (docs/architecture.md
// "Styling") can use it.
import type { ButtonHTMLAttributes } from 'react';
import type { ActionRight } from '../../../contract/action-rights';
import { useCan } from './use-can';

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
