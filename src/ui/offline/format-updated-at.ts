const pad = (value: number) => String(value).padStart(2, '0');

/** `2026-11-21 08:05` in local time: when cached data or a draft was saved (no dayjs needed). */
export function formatUpdatedAt(ms: number): string {
  const date = new Date(ms);
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
