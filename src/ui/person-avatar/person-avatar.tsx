import type { CSSProperties } from 'react';
import { sc } from '../static-css/class-names';

const COLORS = [
  '#3370ff',
  '#00b42a',
  '#ff7d00',
  '#7b61ff',
  '#14c9c9',
  '#f53f3f',
  '#722ed1',
  '#0fc6c2',
];

/** A stable colour per name, so the same person looks the same on every page. */
export function avatarColor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return COLORS[hash % COLORS.length] ?? '#3370ff';
}

export interface PersonAvatarProps {
  name: string;
  /** An image URL from the platform; the first character is shown without one. */
  src?: string;
  size?: number;
}

/**
 * A round avatar: the platform's picture, or the name's first character on a colour. One per
 * list row, so a plain element with a static class (docs/architecture.md "Styling"); its size
 * and colour are CSS variables.
 */
export function PersonAvatar({ name, src, size = 32 }: PersonAvatarProps) {
  const style = {
    '--avatar-size': `${size}px`,
    '--avatar-bg': avatarColor(name),
    '--avatar-font': `${Math.round(size * 0.42)}px`,
  } as CSSProperties;
  if (src) {
    return (
      <img className={sc('sc-avatar')} src={src} alt="" width={size} height={size} style={style} />
    );
  }
  return (
    <div className={sc('sc-avatar')} aria-hidden="true" style={style}>
      {[...name][0] ?? '?'}
    </div>
  );
}
