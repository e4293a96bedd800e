import type { Profile } from '../../features/platform/profile/profile-query';
import { TenantSwitch } from './tenant-switch';
import { UserMenu } from './user-menu';

/**
 * The header's interactive parts (tenant switch dialog, user menu). Loaded after the first
 * paint: Chakra's dialog and menu machines would push the initial JS past its budget
 * (issue #5: ≤ 200 KB gzip).
 */
export function HeaderActions({ profile, slot }: { profile: Profile; slot: 'start' | 'end' }) {
  return slot === 'start' ? <TenantSwitch profile={profile} /> : <UserMenu profile={profile} />;
}
