// The menu codes of this pages (contract/menu-codes.ts), read once for every route.
import { menuCodeForPath } from '../../../../contract/menu-codes';

function codeOf(path: string): string {
  const code = menuCodeForPath(path);
  if (!code) throw new Error(`no menu code for ${path}`);
  return code;
}

export const MAIL_LIST_CODE = codeOf('/mail-list');
export const CUSTOMER_LIST_CODE = codeOf('/customer-list');
export const TAG_MANAGE_CODE = codeOf('/tag-manage');
export const CHANNEL_CODE_CODE = codeOf('/channel-code');

/** Pages that pick employees or departments (their pickers read the directory options). */
export const DIRECTORY_READER_CODES = [
  MAIL_LIST_CODE,
  CUSTOMER_LIST_CODE,
  CHANNEL_CODE_CODE,
  TAG_MANAGE_CODE,
];
/** Pages that pick tags. */
export const TAG_READER_CODES = [TAG_MANAGE_CODE, CUSTOMER_LIST_CODE, CHANNEL_CODE_CODE];
