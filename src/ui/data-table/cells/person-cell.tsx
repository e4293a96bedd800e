import type { ReactNode } from 'react';
import { PersonAvatar } from '../../person-avatar/person-avatar';
import { sc } from '../../static-css/class-names';

export interface PersonCellProps {
  name: string;
  avatar?: string;
  /** Beside the name (a 流失 badge). */
  badge?: ReactNode;
  /** A second line under the name. */
  subtitle?: ReactNode;
  subtitleTone?: 'green' | 'orange' | 'muted';
}

const TONE = { green: 'sc-fg-green', orange: 'sc-fg-orange', muted: 'sc-muted' } as const;

/** A list cell: avatar and name (docs/architecture.md "Styling": plain elements). */
export function PersonCell({
  name,
  avatar,
  badge,
  subtitle,
  subtitleTone = 'muted',
}: PersonCellProps) {
  return (
    <div className={sc('sc-person')}>
      <PersonAvatar name={name} src={avatar} />
      <div className={sc('sc-person-text')}>
        <div className={sc('sc-person-line')}>
          <p className={sc('sc-person-name')}>{name}</p>
          {badge}
        </div>
        {subtitle ? <p className={sc('sc-person-sub', TONE[subtitleTone])}>{subtitle}</p> : null}
      </div>
    </div>
  );
}
