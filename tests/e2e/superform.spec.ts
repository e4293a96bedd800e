import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { FIELD_TYPES } from '../../contract/material/super-form/component-types';
import { signIn } from './shell-helpers';
import {
  canvasItems,
  confirmOk,
  fillOptions,
  selectItem,
  setFieldTitle,
  toast,
} from './superform-helpers';

// Issue #7 "Done when": an operator builds a form with one of every component type, meets
// the §5 validation, fixes it, publishes; a customer fills the public page on a phone; the
// submission shows in form-data with its tag rule; commit_limit and ending are enforced.

const TITLE = 'E2E 门店体验调查';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function buildEveryComponent(page: Page): Promise<void> {
  await page.goto('/super-form');
  await page.getByTestId('create-form').click();
  await expect(page.getByTestId('form-editor')).toBeVisible();
  // A new form starts with its title component; the palette adds the other 13 types.
  await expect(canvasItems(page)).toHaveCount(1);
  await expect(page.getByTestId('palette-title')).toBeDisabled();
  for (const type of FIELD_TYPES.filter((each) => each !== 'title')) {
    await page.getByTestId(`palette-${type}`).click();
  }
  await expect(canvasItems(page)).toHaveCount(14);
  // spec §4: adding selects the new item (the page break, last).
  await expect(canvasItems(page).nth(13)).toHaveAttribute('data-active', '');
  // Move the page break up to follow the select (keyboard-accessible 上移, spec §4).
  for (let step = 0; step < 7; step += 1) {
    await page.getByRole('button', { name: '上移' }).click();
  }
  await expect(canvasItems(page).nth(6)).toHaveAttribute('data-type', 'page_break');
  await expect(canvasItems(page).nth(6)).toHaveAttribute('data-active', '');
}

async function fixEveryItem(page: Page): Promise<void> {
  // Form settings first (index −1): tag customers by option.
  await page.getByTestId('to-form-settings').click();
  await page.getByTestId('setting-client-tag').check();

  await selectItem(page, 0);
  await page.getByTestId('setting-title').fill(TITLE);
  await selectItem(page, 1);
  await page.getByTestId('rich-text-input').fill('欢迎参与，填写约需 1 分钟。');
  await selectItem(page, 2);
  await page.getByTestId('setting-img-url').fill('/icons/icon-192.png');
  await selectItem(page, 3);
  await setFieldTitle(page, '您从哪里了解到我们？');
  await fillOptions(page, ['朋友推荐', '广告', '其他']);
  await page.getByTestId('option-tags-0').getByRole('textbox').fill('高意向');
  await page.getByTestId('option-tags-0').getByRole('textbox').press('Enter');
  await selectItem(page, 4);
  await setFieldTitle(page, '您关注什么？');
  await fillOptions(page, ['价格', '品质', '服务']);
  await selectItem(page, 5);
  await setFieldTitle(page, '常去门店');
  await fillOptions(page, ['北京店', '上海店', '深圳店']);
  await selectItem(page, 7);
  await setFieldTitle(page, '您的姓名');
  await selectItem(page, 10);
  await setFieldTitle(page, '还有什么建议？');
  await selectItem(page, 11);
  await setFieldTitle(page, '整体满意度');
  await selectItem(page, 12);
  await setFieldTitle(page, '到店时间');
  await selectItem(page, 13);
  await setFieldTitle(page, '您的生日');
}

async function fillPublicPage(page: Page): Promise<void> {
  await expect(page.locator('h1')).toHaveText(TITLE);
  await page.getByText('朋友推荐').click();
  await page.getByText('品质').click();
  await page.getByLabel('常去门店').selectOption({ label: '上海店' });
  await page.getByRole('button', { name: '下一页' }).click();
  await page.getByLabel('您的姓名').fill('王小明');
  await page.getByLabel('请填写您的手机号').fill('13700137000');
  await page.getByLabel('请填写您的订单号').fill('JD-20240501');
  await page.getByLabel('还有什么建议？').fill('希望周末营业更晚');
  await page.locator('.sf-star').nth(4).click();
  await page.getByLabel('到店时间').fill('2024-05-01T10:30:00');
  await page.getByRole('button', { name: '提交' }).click();
}

test('an operator builds, validates, publishes; a customer submits; data, limit and end', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin', 'Admin@123');
  await buildEveryComponent(page);

  // spec §5: saving shows every failing item on the canvas and names component and field.
  await page.getByTestId('editor-publish').click();
  await expect(page.getByTestId('issue-summary')).toContainText('第1项「标题」：表单标题不能为空');
  await expect(page.getByTestId('issue-summary')).toContainText('第4项「单选」：标题不能为空');
  const invalid = page.getByTestId('editor-canvas').locator('[data-invalid]');
  expect(await invalid.count()).toBeGreaterThanOrEqual(10);
  await expect(toast(page, '第1项「标题」：表单标题不能为空')).toBeVisible();

  await fixEveryItem(page);
  await expect(invalid).toHaveCount(0);
  await page.getByTestId('editor-publish').click();
  await expect(toast(page, '表单已保存并发布')).toBeVisible();
  await page.waitForURL(/edit-form\?id=\d+/);
  await expect(page.getByTestId('form-editor')).toContainText('已发布');
  await page.screenshot({ path: 'test-results/superform-editor.png', fullPage: true });

  // Share: the link and QR code of the public page.
  await page.goto('/super-form');
  const row = page.getByTestId('form-table').locator('tr', { hasText: TITLE });
  await row.getByTestId('row-share').click();
  const link = await page.getByTestId('share-link').inputValue();
  expect(link).toMatch(/\/p\/[A-Za-z0-9_-]+$/);
  await expect(page.getByTestId('share-qr').getByRole('img')).toBeVisible();
  await page.keyboard.press('Escape');
  const publicPath = new URL(link).pathname;

  // The customer, on a phone.
  const phone = await browser.newContext(PHONE);
  const customer = await phone.newPage();
  await customer.goto(publicPath);
  await customer.screenshot({ path: 'test-results/superform-public.png', fullPage: true });
  await fillPublicPage(customer);
  await expect(customer.getByTestId('sf-done')).toContainText('提交成功');

  // A second submit beyond commit_limit (1) is refused with a clear message.
  await customer.goto(publicPath);
  await fillPublicPage(customer);
  await expect(customer.locator('#sf-message')).toHaveText('您已提交过该表单，每人最多可提交1次');

  // form-data: the submission, its answers and the tag rule applied.
  await row.getByTestId('row-data').click();
  await expect(page.getByTestId('form-data-page')).toContainText(TITLE);
  const record = page.getByTestId('record-table').locator('tr', { hasText: '13700137000' });
  await expect(record).toContainText('朋友推荐');
  await expect(page.getByTestId('summary-chart').first()).toContainText('朋友推荐');
  await record.getByTestId('record-detail').click();
  const effects = page.getByTestId('record-effects');
  await expect(effects).toContainText('客户打标签');
  await expect(effects).toContainText('高意向');
  await page.screenshot({ path: 'test-results/superform-data.png', fullPage: true });
  await page.keyboard.press('Escape');

  // Ending the form: the public page shows end_word.
  await page.goto('/super-form');
  await page
    .getByTestId('form-table')
    .locator('tr', { hasText: TITLE })
    .getByTestId('row-end')
    .click();
  await confirmOk(page).click();
  await expect(toast(page, '表单已结束')).toBeVisible();
  await customer.goto(publicPath);
  await expect(customer.getByTestId('sf-closed')).toContainText('该表单已结束，感谢您的关注');
  await phone.close();
});

test('drag and drop reorders the canvas and renumbers; leaving with changes asks first', async ({
  page,
}) => {
  await signIn(page, 'admin', 'Admin@123');
  await page.goto('/super-form/edit-form');
  await page.getByTestId('palette-radio').click();
  await page.getByTestId('palette-date').click();
  await canvasItems(page).nth(2).dragTo(canvasItems(page).nth(0));
  await expect(canvasItems(page).nth(0)).toHaveAttribute('data-type', 'date');
  await expect(canvasItems(page).nth(1)).toHaveAttribute('data-type', 'title');

  // Deleting asks first and clears the selection (spec §4).
  await selectItem(page, 0);
  await page.getByRole('button', { name: '删除', exact: true }).click();
  await confirmOk(page).click();
  await expect(canvasItems(page)).toHaveCount(2);
  await expect(page.getByTestId('form-settings')).toBeVisible();

  // Unsaved changes: leaving through the menu asks; 继续编辑 keeps the editor.
  await page.getByTestId('side-menu').locator('[data-menu-path="/super-form"]').click();
  await expect(page.getByText('离开编辑页？')).toBeVisible();
  await page.getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL(/edit-form/);
});
