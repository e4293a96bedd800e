// The header's Chakra islands behind the static triggers (header-buttons.tsx), in one chunk
// (app-header.tsx): the account menu and the tenant switch dialog, loaded on the user's intent
// and rendered from their first press (issue #39). The export badge, shown on every page, is not
// here: its chunk loads at start-up and must hold no Chakra (docs/architecture.md "Styling").
export { TenantSwitchDialog } from './tenant-switch';
export { UserMenu } from './user-menu';
