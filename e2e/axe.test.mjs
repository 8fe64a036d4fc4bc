// axe-core on every page, light and dark: no serious or critical violation (WCAG 2.2 AA rules).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { openPage, assertNoErrors, waitForApp, finished, useSiteAndBrowser } from './harness.mjs';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const site = useSiteAndBrowser();

/** Each page and what shows that it has drawn what it will draw. */
const PAGES = [
  ['/', finished],
  ['/?example=seed_poem', async (page) => {
    await finished(page);
    // Mid-run: the stepper's streams, kernel and device, and an opened caused-by panel.
    await page.getByRole('slider', { name: 'Timeline' }).fill('3');
    await page.getByRole('grid', { name: 'Syscall log' }).locator('tr').first().click();
  }],
  ['/embed?example=bufwriter_file', finished],
  // Compare's results and lockstep, and Predict first's question.
  ['/?example=bufwriter_file&compare=capacity-x8', (page) => page.locator('[data-run-state="fresh"] [data-testid="compare-calls-b"]').waitFor({ state: 'attached', timeout: 60000 })],
  ['/?predict=1', (page) => page.locator('[data-run-state="fresh"] [data-testid="predict"]').waitFor({ timeout: 60000 })],
  ['/about', (page) => page.locator('canvas').first().waitFor()],
  ['/charts?example=bufwriter_file', (page) => page.locator('canvas').first().waitFor({ timeout: 60000 })],
  ['/reference', (page) => page.locator('table').first().waitFor({ timeout: 20000 })],
  ['/sources', (page) => page.locator('main h1').waitFor()],
  ['/course/', (page) => page.getByTestId('lesson-entry').first().waitFor()],
  ['/course/bufwriter/', (page) => page.getByTestId('lesson-body').waitFor({ timeout: 20000 })],
  ['/assignment/', (page) => page.locator('main h1').waitFor()],
  ['/course/nope', (page) => page.locator('main h1').waitFor()],
];

for (const colorScheme of ['light', 'dark']) {
  test(`axe: no serious or critical violation on any page (${colorScheme})`, async () => {
    const found = [];
    for (const [route, ready] of PAGES) {
      const page = await openPage(site.browser, { colorScheme, viewport: { width: 1280, height: 900 } });
      await page.goto(`${site.server.url}${route}`);
      if (!route.startsWith('/embed')) await waitForApp(page);
      await ready(page);
      // Let effects settle (charts draw, widgets run) before looking.
      await page.waitForTimeout(300);
      await page.addScriptTag({ content: AXE });
      const violations = await page.evaluate(async () => {
        const result = await window.axe.run(document, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
          resultTypes: ['violations'],
        });
        return result.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          nodes: v.nodes.length,
          first: v.nodes[0].target.join(' '),
          summary: v.nodes[0].failureSummary,
        }));
      });
      for (const v of violations) {
        console.log(`${colorScheme} ${route}: ${v.impact} ${v.id} ×${v.nodes} (${v.first}) ${v.summary.replace(/\s+/g, ' ').slice(0, 200)}`);
        if (v.impact === 'serious' || v.impact === 'critical') found.push(`${route} ${v.id} ×${v.nodes}`);
      }
      assertNoErrors(page);
      await page.context().close();
    }
    assert.deepEqual(found, []);
  });
}
