// spec §5: filename shortening needs a length of at least 10.
export const MIN_FILENAME_LIMIT = 10;
const ELLIPSIS = '...';

/**
 * Shortens `name` to at most `limit` characters, keeping its start and its extension:
 * `shortenFilename('quarterly-report-final.xlsx', 14)` → 'quarte....xlsx'.
 */
export function shortenFilename(name: string, limit: number): string {
  if (limit < MIN_FILENAME_LIMIT) throw new Error('limit length too small');
  if (name.length <= limit) return name;
  const room = limit - ELLIPSIS.length;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot) : '';
  // Keep the extension whole when it leaves at least one leading character, else half and half.
  const tailLength =
    extension.length > 0 && extension.length < room ? extension.length : Math.floor(room / 2);
  return name.slice(0, room - tailLength) + ELLIPSIS + name.slice(name.length - tailLength);
}
