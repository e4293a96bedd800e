import { describe, expect, it } from 'vitest';
import { createComponent } from '../../../../../contract/material/super-form/component-defaults';
import type { ChoiceOption } from '../../../../../contract/material/super-form/component-types';
import { DEFAULT_FORM_SETTINGS } from '../../../../../contract/material/super-form/form-schema';
import { parseFormId } from '../form-id';
import { buttonsWordOf, issuesByIndex, issuesOf } from './editor-issues';
import { editorReducer, INITIAL_EDITOR_STATE } from './editor-reducer';
import { withOptionTags } from './option-list-editor';

let next = 0;
const newId = () => `h${(next += 1)}`;

describe('editor helpers', () => {
  it('an option with tags gets one rule (rule_type 1); without tags it has none', () => {
    const option: ChoiceOption = { id: 'o1', value: 1, label: '朋友推荐' };
    const rules = withOptionTags([], option, [{ tag_id: '', tag_name: '高意向' }]);
    expect(rules).toEqual([
      {
        option_id: 'o1',
        option_value: 1,
        rule_type: 1,
        component_rule_tag_list: [{ tag_id: '', tag_name: '高意向' }],
      },
    ]);
    expect(withOptionTags(rules, option, [])).toEqual([]);
  });

  it('marks each failing item by index, leaving list-level problems for the summary', () => {
    const state = editorReducer(INITIAL_EDITOR_STATE, {
      kind: 'load',
      settings: DEFAULT_FORM_SETTINGS,
      components: [createComponent('radio', newId), createComponent('phone', newId)],
    });
    const issues = issuesOf(state);
    expect(issues.components.some((issue) => issue.index === -1)).toBe(true);
    expect([...issuesByIndex(issues.components).keys()]).toEqual([0]);
  });

  it('the canvas submit button shows the title component’s buttons_word, 提交 by default', () => {
    expect(buttonsWordOf([])).toBe('提交');
    const title = createComponent('title', newId);
    const custom = { ...title, field_config: { ...title.field_config, buttons_word: '立即报名' } };
    expect(buttonsWordOf([custom as typeof title])).toBe('立即报名');
  });

  it('reads the form id from the address', () => {
    expect(parseFormId('12')).toBe(12);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc']) expect(parseFormId(bad)).toBeUndefined();
  });
});
