// issue #37: what a form shows, read from its controls, so every form built on the kit tells
// unsaved changes without passing anything (docs/forms.md "Unsaved changes"). A control a
// person edits is a native input, textarea or select (Chakra's checkbox, switch and radio
// keep a hidden native input), a toggle button (aria-pressed), or a picker whose trigger
// carries its value in `data-form-value`. A search box inside a picker is no part of the form's value.

// Toggle buttons (weekday choices) carry their state in aria-pressed.
const CONTROLS = 'input, textarea, select, [data-form-value], button[aria-pressed]';
const SKIPPED_TYPES = new Set(['button', 'submit', 'reset', 'search', 'file', 'image']);

/** One string for the values of the form's controls, in document order. */
export function controlsSnapshot(root: Element): string {
  const parts: string[] = [];
  for (const element of root.querySelectorAll(CONTROLS)) {
    if (element.closest('[data-dirty-ignore]')) continue;
    if (element.hasAttribute('data-form-value')) {
      parts.push(`v:${element.getAttribute('data-form-value') ?? ''}`);
    } else if (!(element instanceof HTMLInputElement) && element.hasAttribute('aria-pressed')) {
      parts.push(`p:${element.getAttribute('aria-pressed') ?? ''}`);
    } else if (element instanceof HTMLInputElement) {
      if (SKIPPED_TYPES.has(element.type)) continue;
      parts.push(
        element.type === 'checkbox' || element.type === 'radio'
          ? `c:${element.checked ? 1 : 0}`
          : `i:${element.value}`,
      );
    } else if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) {
      parts.push(`i:${element.value}`);
    }
  }
  return JSON.stringify(parts);
}
