import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A notice's link: console paths stay in the console, others open in a new tab. */
export function NoticeLink({
  href,
  children,
  onNavigate,
}: {
  href: string;
  children: ReactNode;
  onNavigate?: () => void;
}) {
  const style = { color: '#1d4ed8', fontSize: 14 };
  if (href.startsWith('/')) {
    return (
      <Link to={href} style={style} onClick={onNavigate}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" style={style}>
      {children}
    </a>
  );
}
