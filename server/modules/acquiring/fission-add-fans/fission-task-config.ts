// /fission-add-fans: a stored task's form (validated on write) and the facts derived from it —
// its status from the time window (未开始/进行中/已结束, never stored) and the stage a count of
// valid invites reaches.
import type { FissionForm } from '../../../../contract/acquiring/fission-add-fans-form';
import type { FissionStatus } from '../../../../contract/acquiring/fission-add-fans';
import { addChinaDays, chinaDayStart } from '../../../../contract/china-time';

export const configOfTask = (task: { config: unknown }) => task.config as FissionForm;

/** The window [start, end) of a form's dates, in China time: the end date counts whole. */
export function windowOf(form: Pick<FissionForm, 'start_date' | 'end_date'>) {
  return {
    startAt: chinaDayStart(form.start_date),
    endAt: chinaDayStart(addChinaDays(form.end_date, 1)),
  };
}

export function statusAt(task: { startAt: Date; endAt: Date }, at: Date): FissionStatus {
  if (at.getTime() < task.startAt.getTime()) return 1;
  return at.getTime() < task.endAt.getTime() ? 2 : 3;
}

/** The highest stage (1-based) whose goal `valid` meets; 0 when none. */
export function stageReached(stages: readonly { invites: number }[], valid: number): number {
  let reached = 0;
  stages.forEach((stage, index) => {
    if (valid >= stage.invites) reached = index + 1;
  });
  return reached;
}

/** The valid-invite range [min, max) of participants whose reached stage is exactly `stage`. */
export function validRangeOfStage(stages: readonly { invites: number }[], stage: number) {
  const min = stage === 0 ? 0 : (stages[stage - 1]?.invites ?? Number.MAX_SAFE_INTEGER);
  const max = stages[stage]?.invites ?? Number.MAX_SAFE_INTEGER;
  return { min, max };
}

export const posterPathOf = (key: string) => `/s/f/${key}`;
