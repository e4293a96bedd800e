import type { ComponentIssue } from '../../../../../contract/material/super-form/component-rules';
import type {
  FormComponent,
  TitleConfig,
} from '../../../../../contract/material/super-form/component-types';
import { DEFAULT_BUTTONS_WORD } from '../../../../../contract/material/super-form/component-defaults';
import type {
  FormInput,
  FormIssues,
} from '../../../../../contract/material/super-form/form-schema';
import { findFormIssues } from '../../../../../contract/material/super-form/form-schema';
import type { EditorState } from './editor-reducer';

/** What the editor sends: the settings and the list as they stand. */
export function toFormInput(state: EditorState, id: number | undefined): FormInput {
  return {
    ...state.settings,
    ...(id === undefined ? {} : { id }),
    component_list: state.components,
  };
}

export function issuesOf(state: EditorState): FormIssues {
  return findFormIssues(toFormInput(state, undefined));
}

export function countIssues(issues: FormIssues): number {
  return issues.components.length + issues.settings.length;
}

/** Messages per item index for the canvas marks (list-level issues have index −1). */
export function issuesByIndex(issues: readonly ComponentIssue[]): Map<number, string[]> {
  const map = new Map<number, string[]>();
  for (const issue of issues) {
    if (issue.index < 0) continue;
    map.set(issue.index, [...(map.get(issue.index) ?? []), issue.message]);
  }
  return map;
}

/** The submit label the canvas shows: the title component's buttons_word (spec §5). */
export function buttonsWordOf(components: readonly FormComponent[]): string {
  const title = components.find((component) => component.field_type === 'title');
  const word = (title?.field_config as TitleConfig | undefined)?.buttons_word;
  return word?.trim() ? word : DEFAULT_BUTTONS_WORD;
}
