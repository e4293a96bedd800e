import { describe, expect, it } from 'vitest';
import { createComponent } from './component-defaults';
import type { OptionsConfig } from './component-types';
import { FIELD_TYPES } from './component-types';
import { counterIds } from './test-fixtures';

const add = (type: Parameters<typeof createComponent>[0]) => createComponent(type, counterIds());

describe('defaults on adding a component (spec §5)', () => {
  it.each(['radio', 'checkbox', 'select'] as const)(
    '%s: options default to 3 empty options valued 1 to 3',
    (type) => {
      const config = add(type).field_config as OptionsConfig;
      expect(config.options.map((option) => option.value)).toEqual([1, 2, 3]);
      expect(config.options.every((option) => option.label === '')).toBe(true);
      expect(new Set(config.options.map((option) => option.id)).size).toBe(3);
    },
  );

  it('select text defaults to 请选择', () => {
    expect(add('select').field_config).toMatchObject({ select_text: '请选择' });
  });

  it('single-line input max length is 120 with tip 请输入, format unlimited', () => {
    expect(add('input').field_config).toEqual({
      input_tips: '请输入',
      format_limit: 'unlimited',
      max_length: 120,
    });
  });

  it('phone is number-only and its title starts with 请填写您的', () => {
    const phone = add('phone');
    expect(phone.field_config).toMatchObject({ format_limit: 'number', input_tips: '请输入' });
    expect(phone.field_title).toMatch(/^请填写您的/);
  });

  it('order number is unlimited, max 120, and its title starts with 请填写您的', () => {
    const order = add('order_no');
    expect(order.field_config).toMatchObject({ format_limit: 'unlimited', max_length: 120 });
    expect(order.field_title).toMatch(/^请填写您的/);
  });

  it('multi-line has max 500 and height 3', () => {
    expect(add('textarea').field_config).toEqual({
      input_tips: '请输入',
      max_length: 500,
      height: 3,
    });
  });

  it('score has left, middle and right star tips', () => {
    const config = add('score').field_config as Record<string, unknown>;
    for (const tip of ['left_tip', 'middle_tip', 'right_tip']) {
      expect(typeof config[tip]).toBe('string');
      expect(config[tip]).not.toBe('');
    }
    expect(config.max_score).toBe(5);
  });

  it('birthday is not required by default', () => {
    expect(add('birthday').not_null).toBe(false);
  });

  it('not_null is true for every other type', () => {
    for (const type of FIELD_TYPES.filter((each) => each !== 'birthday')) {
      expect(add(type).not_null).toBe(true);
    }
  });

  it('the title component starts with the submit label 提交', () => {
    expect(add('title').field_config).toMatchObject({ buttons_word: '提交', title: '' });
  });

  it('every type gets a unique field name and no rules or profile sync', () => {
    const ids = counterIds();
    const all = FIELD_TYPES.map((type) => createComponent(type, ids));
    expect(new Set(all.map((component) => component.field_name)).size).toBe(FIELD_TYPES.length);
    for (const component of all) {
      expect(component.field_name).toMatch(/^f_/);
      expect(component.component_rule_list).toEqual([]);
      expect(component.sync_client_info).toBe(false);
    }
  });
});
