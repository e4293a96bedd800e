// Query and action bodies of the console API (/scrm/v1/superform/...). GET parameters arrive
// as strings: numbers are read from digit strings only, never coerced from true/[n]/null, and
// ids fit PostgreSQL's integer (issue #25 findings 5 and 6); every message names the field.
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../../envelope';
import { bodyId, calendarDate, isStorableText, queryInt, textId } from '../../fields';

const id = (label: string) => textId(label);

const page = queryInt('页码', 1, 100_000).default(1);
const pageSize = queryInt('每页条数', 1, MAX_PAGE_SIZE).default(20);

/** Empty strings from a cleared filter mean "no filter". */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

const dateOnly = (label: string) => calendarDate(label);

/** A JSON body's form id: a number, never `true` or `[89]` (issue #25 finding 6). */
export const formIdBodySchema = z.object({ id: bodyId('表单编号') });

export const formListQuerySchema = z.object({
  page,
  page_size: pageSize,
  title: optional(
    z
      .string()
      .max(50, { error: '表单标题不能超过50个字' })
      .refine(isStorableText, { error: '表单标题含有无法保存的字符' }),
  ),
  form_status: optional(
    queryInt('表单状态', 1, 3).pipe(
      z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '表单状态只能为1、2或3' }),
    ),
  ),
});

export const recordFilterSchema = z.object({
  form_id: id('表单编号'),
  behaviour: optional(
    queryInt('行为', 1, 2).pipe(
      z.union([z.literal(1), z.literal(2)], { error: '行为只能为1（访问）或2（提交）' }),
    ),
  ),
  customer_type: optional(
    queryInt('客户类型', 1, 2).pipe(
      z.union([z.literal(1), z.literal(2)], { error: '客户类型只能为1（非企业）或2（企业）' }),
    ),
  ),
  start_date: optional(dateOnly('开始日期')),
  end_date: optional(dateOnly('结束日期')),
});

export const recordListQuerySchema = recordFilterSchema.extend({ page, page_size: pageSize });

export const recordIdQuerySchema = z.object({ id: id('记录编号') });
export const formIdQuerySchema = z.object({ id: id('表单编号') });
export const summaryQuerySchema = z.object({ form_id: id('表单编号') });

export type RecordFilter = z.output<typeof recordFilterSchema>;
