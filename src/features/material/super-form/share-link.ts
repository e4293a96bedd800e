import type { FormListItem } from '../../../../contract/material/super-form/api-types';

/** The public page's address: the server's H5 host when set, else this console's origin. */
export function shareLinkOf(form: Pick<FormListItem, 'share_url' | 'share_path'>): string {
  return form.share_url ?? `${window.location.origin}${form.share_path}`;
}
