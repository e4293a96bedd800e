import type { ChannelCodeFormInput } from '../../../../../contract/acquiring/channel-code';
import { channelCodeFormSchema } from '../../../../../contract/acquiring/channel-code';
import { schemaDefaults } from '../../../../../contract/fields';

// The code form's values. issue #12: the defaults come only from the contract schema (the
// form once said welcome_type 1 while the schema said 2); name and group have none.
export type FormValues = Required<ChannelCodeFormInput>;

export const EMPTY_FORM: FormValues = schemaDefaults(channelCodeFormSchema, {
  name: '',
  group_id: 0,
});
