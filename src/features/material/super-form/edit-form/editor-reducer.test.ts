import { describe, expect, it } from 'vitest';
import { createComponent } from '../../../../../contract/material/super-form/component-defaults';
import type { FieldType } from '../../../../../contract/material/super-form/component-types';
import { DEFAULT_FORM_SETTINGS } from '../../../../../contract/material/super-form/form-schema';
import type { EditorState } from './editor-reducer';
import { editorReducer, INITIAL_EDITOR_STATE, NO_ACTIVE_ITEM } from './editor-reducer';

let next = 0;
const newId = () => `t${(next += 1)}`;
const component = (type: FieldType) => createComponent(type, newId);

function withItems(...types: FieldType[]): EditorState {
  return types.reduce(
    (state, type) => editorReducer(state, { kind: 'add', component: component(type) }),
    INITIAL_EDITOR_STATE,
  );
}

const serials = (state: EditorState) => state.components.map((item) => item.serial_number);
const types = (state: EditorState) => state.components.map((item) => item.field_type);

describe('form editor (spec §4)', () => {
  it('keeps an active item index, −1 meaning none', () => {
    expect(INITIAL_EDITOR_STATE.activeIndex).toBe(NO_ACTIVE_ITEM);
    expect(NO_ACTIVE_ITEM).toBe(-1);
    const state = withItems('title', 'radio');
    expect(editorReducer(state, { kind: 'select', index: -1 }).activeIndex).toBe(-1);
    expect(editorReducer(state, { kind: 'select', index: 0 }).activeIndex).toBe(0);
    expect(editorReducer(state, { kind: 'select', index: 9 }).activeIndex).toBe(state.activeIndex);
  });

  it('adding an item selects it', () => {
    const state = withItems('title', 'radio', 'date');
    expect(state.activeIndex).toBe(2);
    const inserted = editorReducer(state, { kind: 'add', component: component('phone'), at: 1 });
    expect(inserted.activeIndex).toBe(1);
    expect(types(inserted)).toEqual(['title', 'phone', 'radio', 'date']);
    expect(serials(inserted)).toEqual([0, 1, 2, 3]);
  });

  it('moving an item up renumbers serial_number from 0', () => {
    const state = editorReducer(withItems('title', 'radio', 'date'), { kind: 'moveUp', index: 2 });
    expect(types(state)).toEqual(['title', 'date', 'radio']);
    expect(serials(state)).toEqual([0, 1, 2]);
    expect(state.components[1]?.serial_number).toBe(1);
  });

  it('moving an item down renumbers serial_number from 0', () => {
    const state = editorReducer(withItems('title', 'radio', 'date'), {
      kind: 'moveDown',
      index: 0,
    });
    expect(types(state)).toEqual(['radio', 'title', 'date']);
    expect(serials(state)).toEqual([0, 1, 2]);
  });

  it('moving past either end changes nothing', () => {
    const state = withItems('title', 'radio');
    expect(editorReducer(state, { kind: 'moveUp', index: 0 })).toBe(state);
    expect(editorReducer(state, { kind: 'moveDown', index: 1 })).toBe(state);
  });

  it('the moved item stays selected', () => {
    const selected = editorReducer(withItems('title', 'radio', 'date'), {
      kind: 'select',
      index: 1,
    });
    expect(editorReducer(selected, { kind: 'moveDown', index: 1 }).activeIndex).toBe(2);
    expect(editorReducer(selected, { kind: 'moveUp', index: 1 }).activeIndex).toBe(0);
  });

  it('deleting an item renumbers serial_number from 0', () => {
    const state = editorReducer(withItems('title', 'radio', 'date', 'score'), {
      kind: 'remove',
      index: 1,
    });
    expect(types(state)).toEqual(['title', 'date', 'score']);
    expect(serials(state)).toEqual([0, 1, 2]);
  });

  it('deleting an item clears the selection', () => {
    const state = editorReducer(withItems('title', 'radio', 'date'), { kind: 'remove', index: 0 });
    expect(state.activeIndex).toBe(NO_ACTIVE_ITEM);
  });

  it('drag and drop moves an item, renumbers, and keeps the selection on the same item', () => {
    const selected = editorReducer(withItems('title', 'radio', 'date', 'score'), {
      kind: 'select',
      index: 2,
    });
    const dropped = editorReducer(selected, { kind: 'move', from: 0, to: 3 });
    expect(types(dropped)).toEqual(['radio', 'date', 'score', 'title']);
    expect(serials(dropped)).toEqual([0, 1, 2, 3]);
    expect(dropped.components[dropped.activeIndex]?.field_type).toBe('date');
    const back = editorReducer(dropped, { kind: 'move', from: 3, to: 0 });
    expect(back.components[back.activeIndex]?.field_type).toBe('date');
  });

  it('loading renumbers, clears the selection and starts clean; any change marks it dirty', () => {
    const loaded = editorReducer(INITIAL_EDITOR_STATE, {
      kind: 'load',
      components: [
        { ...component('title'), serial_number: 7 },
        { ...component('radio'), serial_number: 3 },
      ],
      settings: DEFAULT_FORM_SETTINGS,
    });
    expect(serials(loaded)).toEqual([0, 1]);
    expect(loaded.activeIndex).toBe(-1);
    expect(loaded.dirty).toBe(false);
    const edited = editorReducer(loaded, {
      kind: 'update',
      index: 1,
      patch: { field_title: '性别' },
    });
    expect(edited.dirty).toBe(true);
    expect(edited.components[1]?.field_title).toBe('性别');
    expect(editorReducer(edited, { kind: 'saved' }).dirty).toBe(false);
  });

  it('updates a component config and the form settings', () => {
    const state = withItems('select');
    const config = editorReducer(state, {
      kind: 'updateConfig',
      index: 0,
      patch: { select_text: '请选择城市' },
    });
    expect(config.components[0]?.field_config).toMatchObject({ select_text: '请选择城市' });
    const settings = editorReducer(state, { kind: 'updateSettings', patch: { commit_limit: 3 } });
    expect(settings.settings.commit_limit).toBe(3);
  });
});
