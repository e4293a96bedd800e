// The header's lazily loaded parts, in one chunk (app-header.tsx): the export badge (static
// markup, shown when an export finished) and the Chakra islands behind the static triggers
// (header-buttons.tsx): the account menu and the tenant switch dialog, rendered only from
// their first press (issue #39). One module for the three keeps the bundle's chunks as they
// were (split apart, the shared query and HTTP code became five initial chunks instead of one:
// +1.7 KB gzip of initial JS).
export { ExportBadge } from '../../data/export-job/export-badge';
export { TenantSwitchDialog } from './tenant-switch';
export { UserMenu } from './user-menu';
