// /ai-call 导入表格加粉 (issue #16, docs/domain.md §1): the sheet's rules shared by the console
// (template, hints) and the server (the import job). Limits from the issue "Bad input".

/** issue #16: a sheet over 50,000 rows is refused as a whole. */
export const IMPORT_MAX_ROWS = 50_000;
/** The request body carries the file (base64) under the server's 1 MiB body limit. */
export const IMPORT_MAX_BYTES = 700 * 1024;
export const IMPORT_EXTENSIONS = ['.csv', '.xlsx'] as const;
/** The template's header; 手机号 is required, the rest optional. */
export const TEMPLATE_HEADER = ['手机号', '姓名', '标签', '备注'] as const;
export const TEMPLATE_EXAMPLE = ['13800138000', '张三', '意向客户，华东', '展会名单'] as const;

/** Header names accepted for each column (operators' sheets vary). */
export const HEADER_ALIASES: Readonly<Record<'phone' | 'name' | 'tags' | 'remark', string[]>> = {
  phone: ['手机号', '手机号码', '手机', '电话', '电话号码', 'phone', 'mobile'],
  name: ['姓名', '名称', '客户姓名', 'name'],
  tags: ['标签', 'tags', 'tag'],
  remark: ['备注', 'remark', 'note'],
};

export const NAME_MAX = 32;
export const TAGS_MAX = 100;
export const REMARK_MAX = 100;

/** Mainland mobile numbers: 11 digits starting 13–19. */
const MOBILE = /^1[3-9]\d{9}$/;

/** Strips spaces, dashes and a +86 / 0086 / 86 prefix; answers the bare number. */
export function normalizePhone(raw: string): string {
  const compact = raw.replace(/[\s\-()（）]/g, '');
  const bare = compact.replace(/^(\+86|0086|86)(?=1\d{10}$)/, '');
  return bare;
}

export function isMobile(phone: string): boolean {
  return MOBILE.test(phone);
}

export function fileExtensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot).toLowerCase();
}

export function isImportFileName(fileName: string): boolean {
  return (IMPORT_EXTENSIONS as readonly string[]).includes(fileExtensionOf(fileName));
}
