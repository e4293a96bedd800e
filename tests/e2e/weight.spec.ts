import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './shell-helpers';

// issue #23 weight spec (as Grafana's payload-size e2e): per key page, the JS bytes transferred
// (compressed, as served), the number of requests, the long tasks and the JS heap after load.
// Bytes and requests are deterministic for a build: the test fails when one exceeds its budget
// in weight-budgets.json by more than 10 %. Times and heap vary with the machine: they are
// reported as annotations, never asserted.

interface Budget {
  jsBytes: number;
  requests: number;
  /**
   * issue #39 (docs/architecture.md "Styling"): elements styled by Emotion at run time (a
   * `css-…` class: a Chakra element or style prop) once the page has settled; none above it.
   */
  chakraElements?: number;
  /** What shows once the page has loaded what it loads (its chart), when not the pane alone. */
  ready?: string;
}

const budgets = JSON.parse(
  readFileSync(new URL('./weight-budgets.json', import.meta.url), 'utf8'),
) as Record<string, Budget>;
const TOLERANCE = 1.1;

interface Weight {
  chakraElements: number;
  jsBytes: number;
  requests: number;
  longTasks: number;
  longTaskMs: number;
  heapBytes: number;
}

async function measure(page: Page, path: string, ready?: string): Promise<Weight> {
  await page.addInitScript(() => {
    const tasks: number[] = [];
    (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const finished: Promise<number>[] = [];
  let requests = 0;
  page.on('request', () => {
    requests += 1;
  });
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    finished.push(request.sizes().then((sizes) => sizes.responseBodySize));
  });
  await page.goto(path);
  const pane = page.locator(`[data-tab-pane="${path}"]`);
  // generous waits: the suite shares a loaded machine (nothing here measures time)
  await expect(pane).toBeVisible({ timeout: 30_000 });
  if (ready) await expect(pane.locator(ready).first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const jsBytes = (await Promise.all(finished)).reduce((sum, size) => sum + size, 0);
  const { longTasks, heapBytes, chakraElements } = await page.evaluate(() => ({
    chakraElements: [...document.querySelectorAll('[class*="css-"]')].filter((element) =>
      [...element.classList].some((name) => /^css-[0-9a-z]+$/.test(name)),
    ).length,
    longTasks: (window as unknown as { __longTasks: number[] }).__longTasks,
    heapBytes:
      (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ??
      0,
  }));
  return {
    chakraElements,
    jsBytes,
    requests,
    longTasks: longTasks.length,
    longTaskMs: Math.round(longTasks.reduce((sum, duration) => sum + duration, 0)),
    heapBytes,
  };
}

for (const [path, budget] of Object.entries(budgets)) {
  test(`${path} stays within its weight budget: JS bytes and requests at most 10 % over, Chakra-styled (css-*) elements at most the recorded count`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin', 'Admin@123');
    const weight = await measure(page, path, budget.ready);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    testInfo.annotations.push({
      type: 'weight',
      description:
        `${path}: JS ${kb(weight.jsBytes)} (budget ${kb(budget.jsBytes)}), ` +
        `${weight.requests} requests (budget ${budget.requests}), ` +
        `${weight.longTasks} long tasks / ${weight.longTaskMs} ms, heap ${kb(weight.heapBytes)}, ` +
        `${weight.chakraElements} Chakra-styled elements (budget ${budget.chakraElements ?? '-'})`,
    });
    console.log(testInfo.annotations.at(-1)?.description);
    expect(weight.jsBytes, 'JS bytes transferred').toBeLessThanOrEqual(
      Math.round(budget.jsBytes * TOLERANCE),
    );
    expect(weight.requests, 'requests').toBeLessThanOrEqual(
      Math.round(budget.requests * TOLERANCE),
    );
    // issue #39: a count, not a time. The same build renders the same elements for the same
    // data, but in the whole suite earlier specs add rows and groups (a full run counted
    // /channel-code 383 against 363 alone), so the count has the same 10 % as the others.
    if (budget.chakraElements !== undefined) {
      expect(weight.chakraElements, 'Chakra-styled (css-*) elements').toBeLessThanOrEqual(
        Math.round(budget.chakraElements * TOLERANCE),
      );
    }
  });
}
