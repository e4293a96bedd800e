// The console API of super forms (/scrm/v1/superform/...) and the public submit answer:
// what the server sends and the console reads (spec §3 entity fields, §4 enumerations).
import type { AnswerSnapshot } from './answer-display';
import type { FormComponent } from './component-types';
import type { FormSettings, FormStatus } from './form-schema';

export const SUPERFORM_API = '/scrm/v1/superform';
/** The public fill page (served by the server, outside the console): /p/<public_id>. */
export const PUBLIC_FORM_PREFIX = '/p/';

/** spec §4 "Form-list behaviour filter": 1 click (a visit), 2 submit. */
export const BEHAVIOUR = { click: 1, submit: 2 } as const;
export type Behaviour = (typeof BEHAVIOUR)[keyof typeof BEHAVIOUR];
export const BEHAVIOUR_LABELS: Readonly<Record<Behaviour, string>> = { 1: '访问', 2: '提交' };

/** spec §4 "Customer type": 1 non-enterprise, 2 enterprise. */
export const CUSTOMER_TYPE = { nonEnterprise: 1, enterprise: 2 } as const;
export type CustomerType = (typeof CUSTOMER_TYPE)[keyof typeof CUSTOMER_TYPE];
export const CUSTOMER_TYPE_LABELS: Readonly<Record<CustomerType, string>> = {
  1: '非企业客户',
  2: '企业客户',
};

export interface FormListItem {
  readonly id: number;
  readonly public_id: string;
  readonly title: string;
  readonly form_status: FormStatus;
  readonly validity_type: 1 | 2;
  /** YYYY-MM-DD HH:mm:ss (China time), '' without an end. */
  readonly end_time: string;
  readonly visit_count: number;
  readonly submit_count: number;
  readonly created_at: string;
  readonly updated_at: string;
  /** Path of the public page (/p/<public_id>); the console prefixes its H5 host. */
  readonly share_path: string;
  /** Absolute link when H5_HOST is configured, else null (same origin as the console). */
  readonly share_url: string | null;
}

export interface FormDetail extends FormSettings {
  readonly id: number;
  readonly public_id: string;
  readonly form_status: FormStatus;
  readonly title: string;
  readonly description: string;
  readonly cover_url: string;
  readonly buttons_word: string;
  readonly component_list: readonly FormComponent[];
  readonly visit_count: number;
  readonly submit_count: number;
  readonly share_path: string;
  readonly share_url: string | null;
}

export interface FormListQuery {
  readonly page?: number;
  readonly page_size?: number;
  readonly title?: string;
  readonly form_status?: FormStatus;
}

/** issue #7 side effects of a submission, each recorded and shown in the record detail. */
export const EFFECT_TYPES = ['tag', 'profile', 'timeline', 'notice'] as const;
export type EffectType = (typeof EFFECT_TYPES)[number];
export const EFFECT_TYPE_LABELS: Readonly<Record<EffectType, string>> = {
  tag: '客户打标签',
  profile: '同步客户资料',
  timeline: '客户动态',
  notice: '通知负责员工',
};
/** recorded: kept here until the customer records exist; applied: written to the customer. */
export type EffectStatus = 'recorded' | 'applied' | 'skipped';
export const EFFECT_STATUS_LABELS: Readonly<Record<EffectStatus, string>> = {
  recorded: '已记录',
  applied: '已生效',
  skipped: '未执行',
};

export interface SubmissionEffect {
  readonly id: number;
  readonly effect_type: EffectType;
  readonly status: EffectStatus;
  readonly summary: string;
  readonly created_at: string;
}

export interface RecordListItem {
  readonly id: number;
  readonly behaviour: Behaviour;
  readonly customer_type: CustomerType;
  readonly customer_name: string;
  readonly phone: string;
  readonly created_at: string;
  readonly answers: readonly AnswerSnapshot[];
}

export interface RecordDetail extends RecordListItem {
  readonly form_id: number;
  readonly effects: readonly SubmissionEffect[];
}

export interface RecordListQuery {
  readonly form_id: number;
  readonly page?: number;
  readonly page_size?: number;
  readonly behaviour?: Behaviour;
  readonly customer_type?: CustomerType;
  /** YYYY-MM-DD, both ends included. */
  readonly start_date?: string;
  readonly end_date?: string;
}

export interface OptionCount {
  readonly label: string;
  readonly count: number;
}

/** Summary chart data of one choice or score component. */
export interface ComponentSummary {
  readonly field_name: string;
  readonly field_title: string;
  readonly field_type: string;
  readonly answered: number;
  readonly items: readonly OptionCount[];
}

/** The public submit answer. */
export interface SubmitResult {
  readonly is_skip: boolean;
  readonly skip_type: 1 | 2;
  readonly skip_link: string;
}
