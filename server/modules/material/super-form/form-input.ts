// Save and publish both pass here: parse with the contract's schema (spec §5 table and the
// §3 settings), sanitise every rich text, then check again (a text made only of a script
// is empty once cleaned). Answers the first problem with a message naming the component.
import type { ValidationResult } from '../../../../contract/validation';
import type { FormComponent } from '../../../../contract/material/super-form/component-types';
import type { FormInput } from '../../../../contract/material/super-form/form-schema';
import {
  findFormIssues,
  firstIssueMessage,
  validateFormInput,
} from '../../../../contract/material/super-form/form-schema';
import { sanitiseRichText } from './rich-text-sanitiser';

async function sanitiseComponent(component: FormComponent): Promise<FormComponent> {
  if (component.field_type !== 'text') return component;
  const richText = await sanitiseRichText(component.field_config.rich_text);
  return { ...component, field_config: { rich_text: richText } };
}

export async function prepareFormInput(body: unknown): Promise<ValidationResult<FormInput>> {
  const parsed = validateFormInput(body);
  if (!parsed.ok) return parsed;
  const componentList: FormComponent[] = [];
  for (const component of parsed.data.component_list) {
    componentList.push(await sanitiseComponent(component));
  }
  const input: FormInput = {
    ...parsed.data,
    component_list: componentList.map((component, index) => ({
      ...component,
      serial_number: index,
    })),
  };
  const message = firstIssueMessage(findFormIssues(input));
  return message ? { ok: false, message, field: 'component_list' } : { ok: true, data: input };
}
