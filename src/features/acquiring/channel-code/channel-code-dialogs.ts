// issue #39: /channel-code's dialogs, one island chunk (channel-code-islands.ts loads it).
export { QrLinkDialog } from '../../../ui/qr-link/qr-link-dialog';
export { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
export { MoveDialog } from './move-dialog';
export { GroupNameDialog } from './group-name-dialog';
