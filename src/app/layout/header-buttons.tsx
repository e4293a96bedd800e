import type { ComponentPropsWithRef } from 'react';
import type { Profile } from '../../data/profile/profile-query';
import { t } from '../../lib/i18n/translate';
import { sc } from '../../ui/static-css/class-names';

// issue #39 (docs/architecture.md "Styling"): the header's triggers as static buttons. The
// header renders them on every page; the account menu and the tenant switch dialog (Chakra
// islands) mount on the first press, and the menu's trigger is this same button, so the
// header looks the same before and after.

type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'className' | 'children'>;

/** Whether the user may switch: a user of one tenant has nothing to switch to. */
export const canSwitchTenant = (profile: Profile): boolean => profile.tenants.length > 1;

/** The name the account menu shows: the user's name, else the account. */
export const userDisplayName = (profile: Profile): string =>
  profile.user.name || profile.user.account;

/** The account menu's trigger: the user's initial in a circle, and the name from 480 px. */
export function UserMenuButton({ name, ...props }: ButtonProps & { name: string }) {
  return (
    <button
      type="button"
      // issue #13: the accessible name starts with the visible name (WCAG 2.5.3).
      aria-label={`${name} · ${t('shell.userMenu')}`}
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid="user-menu"
      {...props}
      className={sc('bt-sm-ghost', 'hd-user')}
    >
      {/* WCAG 2.5.3 (axe label-content-name-mismatch, issue #38): the initial is drawn by
          CSS, not text, so the visible text is the name the accessible name starts with. */}
      <span aria-hidden="true" data-initial={name.slice(0, 1)} className={sc('hd-avatar')} />
      <span className={sc('hd-user-name')}>{name}</span>
    </button>
  );
}

/** The header's 切换企业, from 480 px (below, the account menu carries it). */
export function TenantSwitchButton(props: ButtonProps) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      data-testid="tenant-switch"
      {...props}
      className={sc('bt-xs-outline', 'hd-switch')}
    >
      {t('shell.tenantSwitch')}
    </button>
  );
}
