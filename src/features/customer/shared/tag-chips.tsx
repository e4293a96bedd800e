import { EMPTY_VALUE } from '../../../lib/format/format-number';
import { StatusBadge } from '../../../ui/data-table/cells/status-badge';
import { sc } from '../../../ui/static-css/class-names';

/**
 * Tag names as small chips (issue #19 tables); a dash when there is none. Plain elements with
 * static classes (docs/architecture.md "Styling"): it renders in every row.
 */
export function TagChips({ names, max = 3 }: { names: readonly string[]; max?: number }) {
  if (names.length === 0) return <>{EMPTY_VALUE}</>;
  return (
    <div className={sc('sc-chips', 'sc-chips-free')}>
      {names.slice(0, max).map((name) => (
        <StatusBadge key={name} palette="blue">
          {name}
        </StatusBadge>
      ))}
      {names.length > max ? (
        <StatusBadge variant="outline">+{names.length - max}</StatusBadge>
      ) : null}
    </div>
  );
}
