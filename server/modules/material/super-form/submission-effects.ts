// issue #7 "Side effects of a submission": tags by the option rules (open_client_tag),
// profile fields (sync_client_info), a timeline entry (open_track_record) and a notice to
// the responsible employee (open_action_notice). Each is recorded in superform_effects and
// shown in the submission detail; a CustomerBridge may also apply it to the customer.
import type { EffectStatus, EffectType } from '../../../../contract/material/super-form/api-types';
import type { FormComponent } from '../../../../contract/material/super-form/component-types';
import {
  OPTION_TYPES,
  PROFILE_SYNC_TYPES,
} from '../../../../contract/material/super-form/component-types';
import { birthdayFromDateTime } from '../../../../contract/material/super-form/date-rule';
import type { Answers } from '../../../../contract/material/super-form/submission';
import type { Database } from '../../../db/database';
import { superformEffects } from '../../../db/schema/superform';
import type { FormRow } from './form-mapping';

/** The customer a submission belongs to, when the page knew (issue #9 customers). */
export interface CustomerMatch {
  readonly id: number;
  readonly name: string;
  /** spec §4: 1 non-enterprise, 2 enterprise. */
  readonly type: 1 | 2;
}

export interface PlannedEffect {
  readonly effectType: EffectType;
  readonly summary: string;
  readonly detail: Record<string, unknown>;
}

export interface EffectContext {
  readonly tenantId: string;
  readonly recordId: number;
  readonly form: FormRow;
  readonly customer: CustomerMatch | undefined;
  readonly at: Date;
}

/**
 * Where effects reach the customer records. The default records only; issue #9's tables can
 * be plugged in here (see customer-bridge.ts) without touching the submission code.
 */
export interface CustomerBridge {
  findCustomer(
    db: Database,
    tenantId: string,
    reference: string,
  ): Promise<CustomerMatch | undefined>;
  /** Applies one effect to the customer; answers whether it was applied. */
  apply(db: Database, effect: PlannedEffect, context: EffectContext): Promise<boolean>;
}

export const RECORD_ONLY_BRIDGE: CustomerBridge = {
  findCustomer: async () => undefined,
  apply: async () => false,
};

function chosenOptionIds(value: Answers[string] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? [...value] : [String(value)];
}

function tagEffect(
  components: readonly FormComponent[],
  answers: Answers,
): PlannedEffect | undefined {
  const tags = new Map<string, { tag_id: string; tag_name: string }>();
  const reasons: string[] = [];
  for (const component of components) {
    if (!OPTION_TYPES.has(component.field_type) || !('options' in component.field_config)) continue;
    const chosen = new Set(chosenOptionIds(answers[component.field_name]));
    for (const rule of component.component_rule_list) {
      if (!chosen.has(rule.option_id) || rule.component_rule_tag_list.length === 0) continue;
      const option = component.field_config.options.find((each) => each.id === rule.option_id);
      reasons.push(`「${component.field_title}」选择「${option?.label ?? rule.option_id}」`);
      for (const tag of rule.component_rule_tag_list) tags.set(tag.tag_name, tag);
    }
  }
  if (tags.size === 0) return undefined;
  const names = [...tags.keys()];
  return {
    effectType: 'tag',
    summary: `打标签：${names.join('、')}（${reasons.join('；')}）`,
    detail: { tags: [...tags.values()], reasons },
  };
}

function profileEffect(
  components: readonly FormComponent[],
  answers: Answers,
): PlannedEffect | undefined {
  const fields: Record<string, string> = {};
  for (const component of components) {
    const value = answers[component.field_name];
    if (!component.sync_client_info || !PROFILE_SYNC_TYPES.has(component.field_type)) continue;
    if (value === undefined) continue;
    if (component.field_type === 'phone') fields.phone = String(value);
    if (component.field_type === 'birthday') fields.birthday = birthdayFromDateTime(String(value));
  }
  const parts = [
    fields.phone ? `手机号 ${fields.phone}` : '',
    fields.birthday ? `生日 ${fields.birthday}` : '',
  ].filter(Boolean);
  if (parts.length === 0) return undefined;
  return { effectType: 'profile', summary: `同步客户资料：${parts.join('，')}`, detail: fields };
}

/** What a submission should cause, from the form's switches and the answers (pure). */
export function planSubmissionEffects(
  form: FormRow,
  answers: Answers,
  customer: CustomerMatch | undefined,
): PlannedEffect[] {
  const who = customer ? `客户「${customer.name}」` : '访客';
  const effects: PlannedEffect[] = [];
  if (form.openClientTag) {
    const tag = tagEffect(form.componentList, answers);
    if (tag) effects.push(tag);
  }
  const profile = profileEffect(form.componentList, answers);
  if (profile) effects.push(profile);
  if (form.openTrackRecord) {
    effects.push({
      effectType: 'timeline',
      summary: `${who}提交了表单「${form.title}」`,
      detail: { form_id: form.id, form_title: form.title },
    });
  }
  if (form.openActionNotice && form.publicMemberName) {
    effects.push({
      effectType: 'notice',
      summary: `通知${form.publicMemberName}：${who}提交了表单「${form.title}」`,
      detail: { member_id: form.publicMemberId, member_name: form.publicMemberName },
    });
  }
  return effects;
}

/** Plans, applies through the bridge where it can, and records every effect. */
export async function recordSubmissionEffects(
  db: Database,
  context: EffectContext,
  answers: Answers,
  bridge: CustomerBridge,
): Promise<void> {
  const planned = planSubmissionEffects(context.form, answers, context.customer);
  if (planned.length === 0) return;
  const rows = [];
  for (const effect of planned) {
    const applied = context.customer ? await bridge.apply(db, effect, context) : false;
    const status: EffectStatus = applied ? 'applied' : 'recorded';
    rows.push({
      tenantId: context.tenantId,
      recordId: context.recordId,
      effectType: effect.effectType,
      status,
      summary: effect.summary,
      detail: effect.detail,
      createdAt: context.at,
    });
  }
  await db.insert(superformEffects).values(rows);
}
