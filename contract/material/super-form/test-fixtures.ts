// Test helpers: a counter for ids and a form with one of every component type, filled in.
import { createComponent } from './component-defaults';
import type { FieldType, FormComponent } from './component-types';
import { FIELD_TYPES } from './component-types';

export function counterIds(prefix = 'id'): () => string {
  let next = 0;
  return () => `${prefix}${(next += 1)}`;
}

/** A component of `type` with every §5 required field filled in. */
export function filledComponent(type: FieldType, newId = counterIds(type)): FormComponent {
  const component = createComponent(type, newId);
  const title = component.field_title || `${type} 题目`;
  const config = component.field_config as unknown as Record<string, unknown>;
  const filled: Record<string, unknown> = { ...config };
  if ('options' in config) {
    filled.options = (config.options as { id: string; value: number }[]).map((option, index) => ({
      ...option,
      label: `选项${index + 1}`,
    }));
  }
  if (type === 'title') filled.title = '客户满意度调查';
  if (type === 'text') filled.rich_text = '<p>感谢参与</p>';
  if (type === 'image') filled.img_url = '/icons/icon-192.png';
  return { ...component, field_title: title, field_config: filled } as FormComponent;
}

export function everyComponent(): FormComponent[] {
  return FIELD_TYPES.map((type, index) => ({ ...filledComponent(type), serial_number: index }));
}
