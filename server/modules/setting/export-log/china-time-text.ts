// Times in export files are China time (the operators' calendar), YYYY-MM-DD HH:mm:ss.
export function chinaTime(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}
