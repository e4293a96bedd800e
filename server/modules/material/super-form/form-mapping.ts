// Between a form row and the API (spec §3 entity fields): the form's title, description,
// cover and submit label live on its title component (spec §5: title needs title and
// buttons_word) and are copied into columns for the list and search.
import { randomBytes } from 'node:crypto';
import { DEFAULT_BUTTONS_WORD } from '../../../../contract/material/super-form/component-defaults';
import type {
  FormComponent,
  TitleConfig,
} from '../../../../contract/material/super-form/component-types';
import type { FormDetail, FormListItem } from '../../../../contract/material/super-form/api-types';
import { PUBLIC_FORM_PREFIX } from '../../../../contract/material/super-form/api-types';
import {
  chinaDateTimeToMs,
  msToChinaDateTime,
} from '../../../../contract/material/super-form/date-rule';
import type { FormInput, FormStatus } from '../../../../contract/material/super-form/form-schema';
import { FORM_STATUS, VALIDITY_TYPE } from '../../../../contract/material/super-form/form-schema';
import type { superforms } from '../../../db/schema/superform';

export type FormRow = typeof superforms.$inferSelect;

export function newPublicId(): string {
  return randomBytes(9).toString('base64url');
}

export function formHeader(components: readonly FormComponent[]): TitleConfig {
  const title = components.find((component) => component.field_type === 'title');
  return title?.field_type === 'title'
    ? title.field_config
    : { title: '', description: '', cover_url: '', buttons_word: DEFAULT_BUTTONS_WORD };
}

/** The columns a save writes (status, counters and ids are not the editor's to set). */
export function inputToColumns(input: FormInput) {
  const header = formHeader(input.component_list);
  const untilEnd = input.validity_type === VALIDITY_TYPE.untilEndTime;
  const endMs = untilEnd ? chinaDateTimeToMs(input.end_time) : undefined;
  return {
    title: header.title.trim(),
    description: header.description,
    coverUrl: header.cover_url,
    buttonsWord: header.buttons_word.trim(),
    commitLimit: input.commit_limit,
    validityType: input.validity_type,
    endTime: endMs === undefined ? null : new Date(endMs),
    endWord: input.end_word.trim(),
    isSkip: input.is_skip,
    skipType: input.skip_type,
    skipLink: input.is_skip ? input.skip_link.trim() : '',
    openActionNotice: input.open_action_notice,
    publicMemberId: input.public_member_id,
    publicMemberName: input.public_member_name,
    openClientTag: input.open_client_tag,
    openTrackRecord: input.open_track_record,
    componentList: [...input.component_list],
  };
}

export function sharePath(publicId: string): string {
  return `${PUBLIC_FORM_PREFIX}${publicId}`;
}

export function shareUrl(h5Host: string, publicId: string): string | null {
  return h5Host ? `${h5Host.replace(/\/+$/, '')}${sharePath(publicId)}` : null;
}

const endTimeText = (row: FormRow) => (row.endTime ? msToChinaDateTime(row.endTime.getTime()) : '');

export function rowToListItem(row: FormRow, h5Host: string): FormListItem {
  return {
    id: row.id,
    public_id: row.publicId,
    title: row.title,
    form_status: row.formStatus as FormStatus,
    validity_type: row.validityType === 1 ? 1 : 2,
    end_time: endTimeText(row),
    visit_count: row.visitCount,
    submit_count: row.submitCount,
    created_at: msToChinaDateTime(row.createdAt.getTime()),
    updated_at: msToChinaDateTime(row.updatedAt.getTime()),
    share_path: sharePath(row.publicId),
    share_url: shareUrl(h5Host, row.publicId),
  };
}

export function rowToDetail(row: FormRow, h5Host: string): FormDetail {
  return {
    id: row.id,
    public_id: row.publicId,
    form_status: row.formStatus as FormStatus,
    title: row.title,
    description: row.description,
    cover_url: row.coverUrl,
    buttons_word: row.buttonsWord,
    commit_limit: row.commitLimit,
    validity_type: row.validityType === 1 ? 1 : 2,
    end_time: endTimeText(row),
    end_word: row.endWord,
    is_skip: row.isSkip,
    skip_type: row.skipType === 2 ? 2 : 1,
    skip_link: row.skipLink,
    open_action_notice: row.openActionNotice,
    public_member_id: row.publicMemberId,
    public_member_name: row.publicMemberName,
    open_client_tag: row.openClientTag,
    open_track_record: row.openTrackRecord,
    component_list: row.componentList,
    visit_count: row.visitCount,
    submit_count: row.submitCount,
    share_path: sharePath(row.publicId),
    share_url: shareUrl(h5Host, row.publicId),
  };
}

/** The settings and components of a stored form, as the editor would save them. */
export function rowToInput(row: FormRow): FormInput {
  const detail = rowToDetail(row, '');
  return {
    commit_limit: detail.commit_limit,
    validity_type: detail.validity_type,
    end_time: detail.end_time,
    end_word: detail.end_word,
    is_skip: detail.is_skip,
    skip_type: detail.skip_type,
    skip_link: detail.skip_link,
    open_action_notice: detail.open_action_notice,
    public_member_id: detail.public_member_id,
    public_member_name: detail.public_member_name,
    open_client_tag: detail.open_client_tag,
    open_track_record: detail.open_track_record,
    component_list: detail.component_list,
  };
}

/** Ended by status, or past its end time (validity_type 1). */
export function isClosed(row: FormRow, nowMs: number): boolean {
  if (row.formStatus === FORM_STATUS.ended) return true;
  return (
    row.validityType === VALIDITY_TYPE.untilEndTime &&
    row.endTime !== null &&
    row.endTime.getTime() <= nowMs
  );
}
