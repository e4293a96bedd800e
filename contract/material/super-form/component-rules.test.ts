import { describe, expect, it } from 'vitest';
import { createComponent } from './component-defaults';
import type { FieldType, FormComponent, OptionsConfig } from './component-types';
import { FIELD_TYPES } from './component-types';
import { findComponentIssues, findListIssues, REQUIRED_FIELDS } from './component-rules';
import { counterIds, everyComponent, filledComponent } from './test-fixtures';

function withConfig(component: FormComponent, patch: Record<string, unknown>): FormComponent {
  return { ...component, field_config: { ...component.field_config, ...patch } } as FormComponent;
}

const fieldsMissing = (component: FormComponent) =>
  findComponentIssues(component, 2).map((issue) => issue.field);

describe('required fields per component type (spec §5 table)', () => {
  it('a filled-in component of every type has no issue', () => {
    for (const type of FIELD_TYPES)
      expect(findComponentIssues(filledComponent(type), 0)).toEqual([]);
  });

  it('title needs title and buttons_word', () => {
    const blank = withConfig(filledComponent('title'), { title: ' ', buttons_word: '' });
    expect(fieldsMissing(blank)).toEqual(['title', 'buttons_word']);
    expect(REQUIRED_FIELDS.title).toEqual(['title', 'buttons_word']);
  });

  it('text needs rich_text (empty paragraphs count as empty)', () => {
    expect(
      fieldsMissing(withConfig(filledComponent('text'), { rich_text: '<p><br></p>' })),
    ).toEqual(['rich_text']);
    expect(
      fieldsMissing(withConfig(filledComponent('text'), { rich_text: '<p>&nbsp;</p>' })),
    ).toEqual(['rich_text']);
  });

  it('image needs img_url', () => {
    expect(fieldsMissing(withConfig(filledComponent('image'), { img_url: '' }))).toEqual([
      'img_url',
    ]);
  });

  it.each(['radio', 'checkbox'] as const)('%s needs field_title and option', (type) => {
    const fresh = createComponent(type, counterIds());
    expect(fieldsMissing(fresh)).toEqual(['field_title', 'option']);
    expect(fieldsMissing(withConfig(filledComponent(type), { options: [] }))).toEqual(['option']);
  });

  it('select needs field_title, select_text and option', () => {
    const fresh = withConfig(createComponent('select', counterIds()), { select_text: '' });
    expect(fieldsMissing(fresh)).toEqual(['field_title', 'select_text', 'option']);
  });

  it.each(['input', 'phone', 'order_no'] as const)(
    '%s needs field_title, input_tips and format_limit (unlimited or number)',
    (type) => {
      const broken = withConfig(
        { ...filledComponent(type), field_title: '' },
        { input_tips: '', format_limit: 'letters' },
      );
      expect(fieldsMissing(broken)).toEqual(['field_title', 'input_tips', 'format_limit']);
      for (const limit of ['unlimited', 'number']) {
        expect(fieldsMissing(withConfig(filledComponent(type), { format_limit: limit }))).toEqual(
          [],
        );
      }
    },
  );

  it('multi-line needs field_title and input_tips', () => {
    const broken = withConfig(
      { ...filledComponent('textarea'), field_title: '' },
      { input_tips: '' },
    );
    expect(fieldsMissing(broken)).toEqual(['field_title', 'input_tips']);
  });

  it.each(['score', 'date', 'birthday'] as const)('%s needs field_title', (type) => {
    expect(fieldsMissing({ ...filledComponent(type), field_title: '' })).toEqual(['field_title']);
    expect(REQUIRED_FIELDS[type]).toEqual(['field_title']);
  });

  it('page break needs nothing', () => {
    expect(fieldsMissing(createComponent('page_break', counterIds()))).toEqual([]);
    expect(REQUIRED_FIELDS.page_break).toEqual([]);
  });

  it('messages name the component by position and type, and the field', () => {
    const [issue] = findComponentIssues(createComponent('radio', counterIds()), 2);
    expect(issue?.message).toBe('第3项「单选」：标题不能为空');
    const options = findComponentIssues(
      { ...createComponent('radio', counterIds()), field_title: '性别' },
      0,
    );
    expect(options[0]?.message).toBe('第1项「单选」：第1个选项不能为空');
  });

  it('options must differ from each other', () => {
    const component = filledComponent('checkbox');
    const options = (component.field_config as OptionsConfig).options.map((option) => ({
      ...option,
      label: '同一个',
    }));
    expect(findComponentIssues(withConfig(component, { options }), 0)[0]?.message).toContain(
      '选项内容不能重复',
    );
  });

  it('covers every component type', () => {
    expect(Object.keys(REQUIRED_FIELDS).sort()).toEqual([...FIELD_TYPES].sort());
  });
});

describe('list rules', () => {
  it('a form with one of every type, filled in, passes', () => {
    expect(findListIssues(everyComponent())).toEqual([]);
  });

  it('needs exactly one title component and at least one question', () => {
    const noTitle = findListIssues([filledComponent('input')]);
    expect(noTitle.map((issue) => issue.message)).toEqual(['请添加「标题」组件，填写表单标题']);
    const twoTitles = findListIssues([
      filledComponent('title', counterIds('a')),
      filledComponent('title', counterIds('b')),
      filledComponent('date'),
    ]);
    expect(twoTitles[0]?.message).toBe('「标题」组件只能添加一个');
    const onlyDisplay = findListIssues([filledComponent('title'), filledComponent('text')]);
    expect(onlyDisplay[0]?.message).toBe('表单至少需要一个填写项');
  });

  it('lists every failing item with its index so the canvas can mark each', () => {
    const types: FieldType[] = ['title', 'radio', 'phone', 'text'];
    const list = types.map((type) => createComponent(type, counterIds(type)));
    const indexes = new Set(findListIssues(list).map((issue) => issue.index));
    expect([...indexes].sort()).toEqual([0, 1, 3]);
  });
});
