// issue #18: the SOP form's draft — one shape for customer and group plans (the contract's
// schema for the page's kind validates it on submit, the server validates it again).
import type { SopPlanBody, SopTimeType } from '../../../../contract/reach/sop';
import { SOP_DND_DEFAULT } from '../../../../contract/reach/sop';
import type { StepDraft } from './sop-steps';
import { newStep } from './sop-steps';

export interface SopDraft {
  name: string;
  business_type: number;
  executor_ids: number[];
  send_type: 'remind' | 'auto';
  time_type: SopTimeType;
  target: {
    mode: string;
    tag_ids: number[];
    exclude_tag_ids: number[];
    gender: 0 | 1 | 2 | null;
    added_from: string;
    added_to: string;
    group_ids: number[];
  };
  dnd: { enabled: boolean; start: string; end: string };
  end_on: { tag_ids: number[]; reply: boolean };
  steps: StepDraft[];
}

export function emptyDraft(kind: 'customer' | 'group'): SopDraft {
  return {
    name: '',
    business_type: kind === 'customer' ? 1 : 4,
    executor_ids: [],
    send_type: 'remind',
    time_type: 'day',
    target: {
      mode: 'new',
      tag_ids: [],
      exclude_tag_ids: [],
      gender: null,
      added_from: '',
      added_to: '',
      group_ids: [],
    },
    dnd: { ...SOP_DND_DEFAULT },
    end_on: { tag_ids: [], reply: false },
    steps: [newStep()],
  };
}

export function draftOf(body: SopPlanBody, kind: 'customer' | 'group'): SopDraft {
  const empty = emptyDraft(kind);
  return {
    ...empty,
    ...body,
    executor_ids: [...body.executor_ids],
    target: { ...empty.target, ...body.target } as SopDraft['target'],
    end_on: { tag_ids: [...body.end_on.tag_ids], reply: body.end_on.reply },
    steps: body.steps.map((step) => ({ ...step })),
  };
}

/** The body for the page's kind: only the target fields that kind has. */
export function bodyOf(draft: SopDraft, kind: 'customer' | 'group') {
  const { target } = draft;
  return {
    ...draft,
    target:
      kind === 'customer'
        ? {
            mode: target.mode,
            tag_ids: target.tag_ids,
            exclude_tag_ids: target.exclude_tag_ids,
            gender: target.gender,
            added_from: target.added_from,
            added_to: target.added_to,
          }
        : { mode: target.mode, group_ids: target.group_ids },
  };
}
