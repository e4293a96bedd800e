/** The absolute URL a code's QR encodes: this server's origin + the public scan path. */
export function scanUrl(scanPath: string): string {
  return `${window.location.origin}${scanPath}`;
}
