// issue #15 /shunt-code: which target a scan shows. Targets under their daily and total caps
// are eligible; outside the active hours or with none eligible the fallback takes it.
// round_robin: the next eligible after the cursor (exact rotation); sequential: the first
// eligible in order (each until its cap); random: uniform; weighted: by weight.
import type { ShuntCodeForm, ShuntTargetRef } from '../../../../contract/acquiring/shunt-code';
import { targetKeyOf } from '../../../../contract/acquiring/shunt-code';
import { clockInWindow } from '../../../../contract/time-window';

export interface ShuntCounts {
  readonly today: ReadonlyMap<string, number>;
  readonly total: ReadonlyMap<string, number>;
}

export interface ShuntPick {
  readonly target: ShuntTargetRef;
  readonly fallback: boolean;
  /** The round-robin cursor to store for the next scan. */
  readonly cursor: number;
}

export function pickShuntTarget(
  config: ShuntCodeForm,
  counts: ShuntCounts,
  cursor: number,
  random: () => number,
  clockTime: string,
): ShuntPick | undefined {
  const fallback = () =>
    config.fallback ? { target: config.fallback, fallback: true, cursor } : undefined;
  if (
    config.active_hours_enable &&
    !clockInWindow(clockTime, { start: config.active_start, end: config.active_end })
  ) {
    return fallback();
  }
  const eligible = config.targets.map((target) => {
    const key = targetKeyOf(target);
    return (
      (target.daily_cap === null || (counts.today.get(key) ?? 0) < target.daily_cap) &&
      (target.total_cap === null || (counts.total.get(key) ?? 0) < target.total_cap)
    );
  });
  const size = config.targets.length;
  const chosen = (index: number, next = cursor) => {
    const target = config.targets[index];
    return target ? { target, fallback: false, cursor: next } : fallback();
  };
  switch (config.rule) {
    case 'round_robin':
      for (let step = 0; step < size; step += 1) {
        const index = (cursor + step) % size;
        if (eligible[index]) return chosen(index, (index + 1) % size);
      }
      return fallback();
    case 'sequential': {
      const index = eligible.indexOf(true);
      return index < 0 ? fallback() : chosen(index);
    }
    case 'random': {
      const open = eligible.flatMap((ok, index) => (ok ? [index] : []));
      if (open.length === 0) return fallback();
      return chosen(open[Math.floor(random() * open.length)] as number);
    }
    case 'weighted': {
      const weights = config.targets.map((target, index) => (eligible[index] ? target.weight : 0));
      const sum = weights.reduce((total, weight) => total + weight, 0);
      if (sum === 0) return fallback();
      let point = random() * sum;
      for (let index = 0; index < size; index += 1) {
        point -= weights[index] as number;
        if (point < 0 && (weights[index] as number) > 0) return chosen(index);
      }
      return chosen(weights.findLastIndex((weight) => weight > 0));
    }
  }
}
