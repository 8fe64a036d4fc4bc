// The about page (the playground is the landing page now): shell, copy, and the live capacity chart.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launchBrowser, openPage, assertNoErrors, waitForApp } from './harness.mjs';

let server;
let browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** Counts the canvas pixels that differ from its top-left (background) pixel. */
async function canvasInk(page) {
  return page.evaluate(() => {
    const canvas = document.querySelector('canvas');
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i] !== data[0] || data[i + 1] !== data[1] || data[i + 2] !== data[2]) ink += 1;
    }
    return ink;
  });
}

test('the shell shows the name, the navigation, the version and the title', async () => {
  const page = await openPage(browser);
  await page.goto(`${server.url}/about`);
  await waitForApp(page);
  assert.equal(await page.title(), 'About — bufscope');
  assert.deepEqual(await page.locator('header nav a').allTextContents(), ['bufscope', 'Playground', 'Course', 'About', 'Reference', 'Sources']);
  assert.match(await page.getByTestId('version').textContent(), /^bufscope v\d+\.\d+\.\d+$/);
  assert.match(await page.locator('main h1').textContent(), /See where your bytes wait/);
  const favicon = await page.evaluate(() => fetch('/favicon.svg').then((r) => [r.status, r.headers.get('content-type')]));
  assert.deepEqual(favicon, [200, 'image/svg+xml']);
  // The recorded reference data ships with the site.
  const reference = await page.evaluate(() =>
    fetch('/reference/intel-xeon-processor-2c.json').then((r) => r.json()).then((d) => [d.schema, d.scenarios.length]),
  );
  assert.deepEqual(reference, ['bufscope-reference/1', 34]);
  assertNoErrors(page);
});

test('the chart is drawn, and moving the slider redraws it with the new workload', async () => {
  const page = await openPage(browser);
  await page.goto(`${server.url}/about`);
  await waitForApp(page);
  // The chart is drawn by an effect after mount: wait for its background fill.
  await page.waitForFunction(() => {
    const canvas = document.querySelector('canvas');
    return canvas && canvas.getContext('2d').getImageData(0, 0, 1, 1).data[3] === 255;
  });
  const slider = page.locator('#chunk-size');

  assert.equal(await page.getByTestId('chunk-size').textContent(), '1');
  assert.equal(await page.getByTestId('unbuffered-syscalls').textContent(), '1000000');
  const inkBefore = await canvasInk(page);
  assert.ok(inkBefore > 2000, `canvas should be drawn, ${inkBefore} non-background pixels`);
  const before = await page.evaluate(() => document.querySelector('canvas').toDataURL());

  await slider.fill('5'); // 1024-byte writes
  assert.equal(await page.getByTestId('chunk-size').textContent(), '1024');
  assert.equal(await page.getByTestId('unbuffered-syscalls').textContent(), '977');
  const after = await page.evaluate(() => document.querySelector('canvas').toDataURL());
  assert.notEqual(after, before, 'the chart must change when the workload changes');
  assert.ok((await canvasInk(page)) > 2000);
  assertNoErrors(page);
});

test('dark mode follows the system preference', async () => {
  const page = await openPage(browser, { colorScheme: 'dark' });
  await page.goto(`${server.url}/about`);
  await waitForApp(page);
  const [bodyBg, canvasCorner] = await page.evaluate(() => {
    const canvas = document.querySelector('canvas');
    return [
      getComputedStyle(document.body).backgroundColor,
      Array.from(canvas.getContext('2d').getImageData(0, 0, 1, 1).data),
    ];
  });
  // slate-950 background and the chart's dark fill (15, 23, 42).
  assert.notEqual(bodyBg, 'rgb(255, 255, 255)');
  assert.deepEqual(canvasCorner, [15, 23, 42, 255]);
  assertNoErrors(page);
});

test('the sources page lists the five articles and an unknown path says so', async () => {
  const page = await openPage(browser);
  await page.goto(`${server.url}/sources`);
  await waitForApp(page);
  assert.equal(await page.locator('main li').count(), 5);
  await page.goto(`${server.url}/no/such/page`);
  await waitForApp(page);
  assert.equal(await page.locator('main h1').textContent(), 'Page not found');
  assertNoErrors(page);
});
