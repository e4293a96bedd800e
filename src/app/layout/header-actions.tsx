import type { Profile } from '../../data/profile/profile-query';
import { ExportBadge } from '../../data/export-job/export-badge';
import { TenantSwitch } from './tenant-switch';
import { UserMenu } from './user-menu';

/**
 * The header's interactive parts (tenant switch dialog, user menu). Loaded after the first
 * paint: Chakra's dialog and menu machines would push the initial JS past its budget
 * (issue #5: ≤ 200 KB gzip).
 */
export function HeaderActions({ profile, slot }: { profile: Profile; slot: 'start' | 'end' }) {
  if (slot === 'start') return <TenantSwitch profile={profile} />;
  return (
    <>
      <ExportBadge />
      <UserMenu profile={profile} />
    </>
  );
}
