// Query and action bodies of the console API (/scrm/v1/superform/...). GET parameters arrive
// as strings, so numbers are coerced; every message names the field (style.md).
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../envelope';

const id = (label: string) =>
  z.coerce
    .number({ error: `${label}需为数字` })
    .int({ error: `${label}需为整数` })
    .positive({ error: `${label}不正确` });

const page = z.coerce
  .number({ error: '页码需为数字' })
  .int()
  .min(1, { error: '页码从1开始' })
  .default(1);
const pageSize = z.coerce
  .number({ error: '每页条数需为数字' })
  .int()
  .min(1, { error: '每页条数至少为1' })
  .max(MAX_PAGE_SIZE, { error: `每页条数不能超过${MAX_PAGE_SIZE}` })
  .default(20);

/** Empty strings from a cleared filter mean "no filter". */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

const dateOnly = (label: string) =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}格式应为 YYYY-MM-DD` });

export const formIdBodySchema = z.object({ id: id('表单编号') });

export const formListQuerySchema = z.object({
  page,
  page_size: pageSize,
  title: optional(z.string().max(50, { error: '表单标题不能超过50个字' })),
  form_status: optional(
    z.coerce
      .number()
      .pipe(
        z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '表单状态只能为1、2或3' }),
      ),
  ),
});

export const recordFilterSchema = z.object({
  form_id: id('表单编号'),
  behaviour: optional(
    z.coerce
      .number()
      .pipe(z.union([z.literal(1), z.literal(2)], { error: '行为只能为1（访问）或2（提交）' })),
  ),
  customer_type: optional(
    z.coerce
      .number()
      .pipe(
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
