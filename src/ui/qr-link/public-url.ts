/**
 * The absolute URL of a public path (QR codes encode it). A module of its own: a list's rows
 * show it in their thumbnails without importing the QR dialog and its Chakra (issue #39).
 */
export const publicUrl = (path: string) => `${window.location.origin}${path}`;
