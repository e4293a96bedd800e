import type { pwaZhCN } from './pwa.zh-cn';

export const pwaEn: Record<keyof typeof pwaZhCN, string> = {
  'pwa.offlineTitle': 'You are offline',
  'pwa.offlineDescription':
    'This page has not been opened on this device yet, so there is no cached data to show. It loads by itself when the connection returns; statistics and settings opened before are available offline.',
  'pwa.offlinePersonal':
    "This page's data holds customers' personal details, which are never kept on this device, so it cannot be shown offline. It loads by itself when the connection returns; statistics and settings opened before are available offline.",
  'pwa.dataUpdatedAt': 'Offline, showing cached data · updated {time}',
  'pwa.dataPartial': '; some parts need the network',
  'pwa.pendingCount': '{count} to sync',
  'pwa.pendingTitle': 'Changes waiting to sync',
  'pwa.pendingHint':
    'These changes were saved offline and are sent when the connection returns. A discarded change cannot be recovered.',
  'pwa.pendingWaiting': 'Waiting for network',
  'pwa.pendingSending': 'Sending',
  'pwa.pendingDiscard': 'Discard',
  'pwa.pendingDiscardConfirm': 'Confirm discard',
  'pwa.cancel': 'Cancel',
  'pwa.save': 'Save',
  'pwa.draftFound': 'An unsaved draft from {time} was found. Restore it?',
  'pwa.draftRestore': 'Restore draft',
  'pwa.draftDiscard': 'Discard draft',
  'pwa.install': 'Install on this device',
  'pwa.pinnedGroup': 'Pinned pages',
  'pwa.pinnedEdit': 'Pin pages…',
  'pwa.pinnedTitle': 'Pin pages',
  'pwa.pinnedHint': 'Choose up to {max} pages to show in the user menu for quick access.',
  'pwa.pinnedChosen': '{count}/{max} chosen',
  'pwa.pinnedNone': 'No page pinned yet',
  'pwa.pinnedSearch': 'Search pages',
  'pwa.pinnedRemove': 'Remove “{title}”',
  'pwa.pinnedSave': 'Save pinned pages',
  'pwa.pinnedSaved': 'Pinned pages saved',
  'pwa.pinnedQueued': 'Offline: pinned pages are saved on this device and sync when back online',
  'pwa.pinnedLoadFailed': 'Pinned pages failed to load, please try again later',
  'pwa.signOutTitle': 'Changes not yet synced',
  'pwa.signOutHint':
    '{count} change(s) have not reached the server yet. Choose what to do before signing out.',
  'pwa.signOutSend': 'Send, then sign out',
  'pwa.signOutKeep': 'Keep for next sign-in',
  'pwa.signOutKeepHint':
    'The changes stay on this device and are sent when you next sign in here to the same company.',
  'pwa.signOutDiscard': 'Discard and sign out',
  'pwa.signOutDiscardWarning': 'Discarded changes cannot be recovered. Discard them and sign out?',
  'pwa.signOutDiscardConfirm': 'Discard and sign out',
  'pwa.signOutSending': 'Sending; you are signed out when it is done…',
  'pwa.signOutOffline':
    'You are offline, so the changes were not sent. Reconnect and try again, or keep them for next sign-in.',
  'pwa.signOutSendFailed':
    'Some changes could not be sent. Try again later, or keep them for next sign-in.',
};
