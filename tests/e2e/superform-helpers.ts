import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

// Helpers for the super-form specs (issue #7): drive the editor's canvas and settings panel.

export function canvasItems(page: Page) {
  return page.getByTestId('editor-canvas').getByTestId('canvas-item');
}

/** Selects the canvas item at `index` through its overlay button (spec §4 active item). */
export async function selectItem(page: Page, index: number): Promise<void> {
  await canvasItems(page)
    .nth(index)
    .getByRole('button', { name: new RegExp(`^第${index + 1}项 `) })
    .click();
  await expect(canvasItems(page).nth(index)).toHaveAttribute('data-active', '');
}

export async function fillOptions(page: Page, labels: readonly string[]): Promise<void> {
  for (const [at, label] of labels.entries()) {
    await page.getByTestId(`option-input-${at}`).fill(label);
  }
}

export async function setFieldTitle(page: Page, title: string): Promise<void> {
  await page.getByTestId('setting-field-title').fill(title);
}

export function toast(page: Page, text: string) {
  return page.getByTestId('app-toast').filter({ hasText: text });
}

/** The OK button of the open confirm dialog (closed dialogs stay mounted, hidden). */
export function confirmOk(page: Page) {
  return page.getByRole('dialog').getByTestId('confirm-ok');
}
