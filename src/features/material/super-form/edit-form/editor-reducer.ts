// spec §4 "Form editor": the editor keeps an active item index (−1 = none); adding an item
// selects it; moving an item up or down, or deleting one, renumbers serial_number from 0;
// deletion clears the selection. Drag and drop (issue #7) moves an item the same way.
import type {
  FormComponent,
  OptionRule,
} from '../../../../../contract/material/super-form/component-types';
import type { FormSettings } from '../../../../../contract/material/super-form/form-schema';
import { DEFAULT_FORM_SETTINGS } from '../../../../../contract/material/super-form/form-schema';

export const NO_ACTIVE_ITEM = -1;

export interface EditorState {
  readonly components: readonly FormComponent[];
  readonly activeIndex: number;
  readonly settings: FormSettings;
  /** True after any change since loading or saving (leave-page confirm, draft). */
  readonly dirty: boolean;
}

type ComponentPatch = Partial<
  Pick<FormComponent, 'field_title' | 'field_desc' | 'not_null' | 'sync_client_info'>
>;

export type EditorAction =
  | {
      readonly kind: 'load';
      readonly components: readonly FormComponent[];
      readonly settings: FormSettings;
      readonly dirty?: boolean;
    }
  | { readonly kind: 'add'; readonly component: FormComponent; readonly at?: number }
  | { readonly kind: 'select'; readonly index: number }
  | { readonly kind: 'moveUp'; readonly index: number }
  | { readonly kind: 'moveDown'; readonly index: number }
  | { readonly kind: 'move'; readonly from: number; readonly to: number }
  | { readonly kind: 'remove'; readonly index: number }
  | { readonly kind: 'update'; readonly index: number; readonly patch: ComponentPatch }
  | {
      readonly kind: 'updateConfig';
      readonly index: number;
      readonly patch: Record<string, unknown>;
    }
  | { readonly kind: 'updateRules'; readonly index: number; readonly rules: readonly OptionRule[] }
  | { readonly kind: 'updateSettings'; readonly patch: Partial<FormSettings> }
  | { readonly kind: 'saved' };

export const INITIAL_EDITOR_STATE: EditorState = {
  components: [],
  activeIndex: NO_ACTIVE_ITEM,
  settings: DEFAULT_FORM_SETTINGS,
  dirty: false,
};

/** spec §4: serial_number follows the position, from 0. */
export function renumber(components: readonly FormComponent[]): FormComponent[] {
  return components.map((component, index) =>
    component.serial_number === index ? component : { ...component, serial_number: index },
  );
}

function moveItem(state: EditorState, from: number, to: number): EditorState {
  const count = state.components.length;
  if (from === to || from < 0 || to < 0 || from >= count || to >= count) return state;
  const list = [...state.components];
  const [item] = list.splice(from, 1);
  if (!item) return state;
  list.splice(to, 0, item);
  // The moved item stays the active one, so its settings panel stays open.
  let activeIndex = state.activeIndex;
  if (activeIndex === from) activeIndex = to;
  else if (from < activeIndex && activeIndex <= to) activeIndex -= 1;
  else if (to <= activeIndex && activeIndex < from) activeIndex += 1;
  return { ...state, components: renumber(list), activeIndex, dirty: true };
}

function replaceAt(
  state: EditorState,
  index: number,
  next: (item: FormComponent) => FormComponent,
) {
  const current = state.components[index];
  if (!current) return state;
  const components = [...state.components];
  components[index] = next(current);
  return { ...state, components, dirty: true };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.kind) {
    case 'load':
      return {
        components: renumber(action.components),
        settings: action.settings,
        activeIndex: NO_ACTIVE_ITEM,
        dirty: action.dirty ?? false,
      };
    case 'add': {
      const at = Math.min(
        Math.max(action.at ?? state.components.length, 0),
        state.components.length,
      );
      const list = [...state.components];
      list.splice(at, 0, action.component);
      return { ...state, components: renumber(list), activeIndex: at, dirty: true };
    }
    case 'select':
      return action.index >= NO_ACTIVE_ITEM && action.index < state.components.length
        ? { ...state, activeIndex: action.index }
        : state;
    case 'moveUp':
      return moveItem(state, action.index, action.index - 1);
    case 'moveDown':
      return moveItem(state, action.index, action.index + 1);
    case 'move':
      return moveItem(state, action.from, action.to);
    case 'remove': {
      if (!state.components[action.index]) return state;
      const list = state.components.filter((_, index) => index !== action.index);
      return { ...state, components: renumber(list), activeIndex: NO_ACTIVE_ITEM, dirty: true };
    }
    case 'update':
      return replaceAt(
        state,
        action.index,
        (item) => ({ ...item, ...action.patch }) as FormComponent,
      );
    case 'updateConfig':
      return replaceAt(
        state,
        action.index,
        (item) =>
          ({ ...item, field_config: { ...item.field_config, ...action.patch } }) as FormComponent,
      );
    case 'updateRules':
      return replaceAt(state, action.index, (item) => ({
        ...item,
        component_rule_list: action.rules,
      }));
    case 'updateSettings':
      return { ...state, settings: { ...state.settings, ...action.patch }, dirty: true };
    case 'saved':
      return { ...state, dirty: false };
  }
}
