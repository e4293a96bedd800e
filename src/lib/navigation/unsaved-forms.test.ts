// issue #37: the registry of open forms with unsaved changes the shell consults.
import { afterEach, describe, expect, it } from 'vitest';
import { hasUnsavedForm, registerUnsavedForm, tabHasUnsavedForm } from './unsaved-forms';

afterEach(() => {
  document.body.innerHTML = '';
});

function formIn(paneKey: string, dirty: { current: () => boolean }) {
  const pane = document.createElement('div');
  pane.setAttribute('data-tab-pane', paneKey);
  const form = document.createElement('form');
  pane.append(form);
  document.body.append(pane);
  return { pane, form, unregister: registerUnsavedForm(form, dirty) };
}

describe('unsaved forms (issue #37)', () => {
  it('closing or reloading the browser tab asks while a form holds unsaved changes, not after', () => {
    const dirty = { current: () => true };
    formIn('/welcome', dirty);
    const asked = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(asked);
    expect(asked.defaultPrevented).toBe(true);
    dirty.current = () => false;
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
  });

  it('tells which kept-alive tab holds the unsaved form', () => {
    formIn('/welcome', { current: () => true });
    formIn('/auto-tag', { current: () => false });
    expect(tabHasUnsavedForm('/welcome')).toBe(true);
    expect(tabHasUnsavedForm('/auto-tag')).toBe(false);
    expect(tabHasUnsavedForm('/index')).toBe(false);
  });

  it('a form hidden with its page stays registered; a removed one is forgotten', () => {
    const { pane, unregister } = formIn('/welcome', { current: () => true });
    unregister(); // the page was hidden (its effects cleaned up), the form is still there
    expect(hasUnsavedForm()).toBe(true);
    pane.remove();
    expect(hasUnsavedForm()).toBe(false);
  });
});
