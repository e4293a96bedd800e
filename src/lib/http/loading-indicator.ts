// spec §4: the element with id `loading` counts outstanding requests and is removed when the
// count reaches zero. It is created when a loading call starts and it is absent.
export const LOADING_ELEMENT_ID = 'loading';

let outstanding = 0;

function ensureElement(): HTMLElement {
  const existing = document.getElementById(LOADING_ELEMENT_ID);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = LOADING_ELEMENT_ID;
  element.setAttribute('role', 'status');
  element.setAttribute('aria-live', 'polite');
  element.setAttribute('aria-label', '加载中');
  document.body.append(element);
  return element;
}

export function startLoading(): void {
  outstanding += 1;
  ensureElement().dataset.count = String(outstanding);
}

export function stopLoading(): void {
  // Never negative: a stray stop (e.g. after a reset) must not hide a later call's indicator.
  outstanding = Math.max(0, outstanding - 1);
  const element = document.getElementById(LOADING_ELEMENT_ID);
  if (!element) return;
  if (outstanding === 0) element.remove();
  else element.dataset.count = String(outstanding);
}

export function getLoadingCount(): number {
  return outstanding;
}
