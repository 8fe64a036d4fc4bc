// The reference page: the committed recording as a table and charts, its downloads, and a
// reader's own recording loaded beside it (a broken one refused with the JSON path).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { startServer, launchBrowser, openPage, assertNoErrors, waitForApp } from './harness.mjs';

// The file itself, read here independently of the app's parser.
const COMMITTED_TEXT = await readFile(new URL('../public/reference/intel-xeon-processor-2c.json', import.meta.url), 'utf8');
const COMMITTED = JSON.parse(COMMITTED_TEXT);

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

async function openReference(options) {
  const page = await openPage(browser, options);
  await page.goto(`${server.url}/reference`);
  await waitForApp(page);
  await page.getByTestId('scenario-row').first().waitFor({ timeout: 15000 });
  return page;
}

/** Counts the pixels of the first chart canvas that differ from its top-left (background) pixel. */
async function canvasInk(page) {
  return page.evaluate(() => {
    const canvas = document.querySelector('figure canvas');
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i] !== data[0] || data[i + 1] !== data[1] || data[i + 2] !== data[2]) ink += 1;
    }
    return ink;
  });
}

async function waitForChart(page) {
  await page.waitForFunction(() => {
    const canvas = document.querySelector('figure canvas');
    return canvas && canvas.getContext('2d').getImageData(0, 0, 1, 1).data[3] === 255;
  });
}

/** The shown data table's cells, row by row, header first. */
async function chartTable(page) {
  return page.getByTestId('chart-data').evaluate((table) =>
    Array.from(table.querySelectorAll('tr')).map((row) => Array.from(row.children).map((cell) => cell.textContent)),
  );
}

/** A JSON file for the "Load reference JSON" input. */
function jsonFile(name, document) {
  return { name, mimeType: 'application/json', buffer: Buffer.from(typeof document === 'string' ? document : JSON.stringify(document)) };
}

const scenarioIds = (page) => page.getByTestId('scenario-row').evaluateAll((rows) => rows.map((row) => row.dataset.scenario));

test('the table has one row per scenario of the committed file, in order, with its measurements', async () => {
  const page = await openReference();
  assert.deepEqual(await scenarioIds(page), COMMITTED.scenarios.map((s) => s.id));
  assert.equal(await page.getByTestId('machine-cpu').textContent(), COMMITTED.machine.cpu_model);

  // Every row names its runs and the syscalls counted on the real program.
  const rows = await page.getByTestId('scenario-row').evaluateAll((rows) =>
    rows.map((row) => Array.from(row.children).map((cell) => cell.textContent)),
  );
  // Each link opens the scenario's own program with its sink (a pty is the playground's terminal).
  const links = await page.getByTestId('scenario-open').evaluateAll((links) => links.map((a) => [a.closest('tr').dataset.scenario, a.getAttribute('href')]));
  assert.equal(links.length, 24);
  for (const [id, href] of links) {
    const scenario = COMMITTED.scenarios.find((s) => s.id === id);
    const query = new URL(href, 'http://x').searchParams;
    assert.equal(query.get('script'), scenario.script, id);
    const target = scenario.sink === 'pty' ? null : scenario.sink;
    assert.equal(query.get('stdout'), target, id);
    assert.equal(query.get('stderr'), target, id);
  }
  rows.forEach((cells, i) => {
    const scenario = COMMITTED.scenarios[i];
    // Programs that only write, to a sink the playground has, open in it.
    const openable = scenario.sink !== 'tmpfs' && Object.keys(scenario.simulated_syscalls).every((name) => name === 'write' || name === 'writev');
    assert.match(cells[0], new RegExp(`^${scenario.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${scenario.id}${openable ? ' · open in the playground' : ''}$`));
    assert.equal(cells[1], scenario.sink);
    assert.equal(cells[4], String(scenario.runs));
    const counts = Object.entries(scenario.syscalls)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, count]) => `${count.toLocaleString('en-US')} ${name}`)
      .join(', ');
    assert.ok(cells[7].startsWith(counts), `${scenario.id}: ${cells[7]} should start with ${counts}`);
  });

  const heldOut = COMMITTED.calibration.held_out;
  assert.equal(await page.getByTestId('held-out-row').count(), heldOut.length);
  const summary = await page.getByTestId('held-out-summary').textContent();
  assert.match(summary, new RegExp(`median error of ${(COMMITTED.calibration.median_error * 100).toFixed(1)}%`));
  assert.match(summary, new RegExp(`worst of ${(COMMITTED.calibration.worst_error * 100).toFixed(1)}%`));
  assertNoErrors(page);
});

test('the strategies chart is drawn, its table holds the plotted numbers, and another family redraws it', async () => {
  const page = await openReference();
  await waitForChart(page);
  const canvas = page.locator('figure canvas');
  assert.match(await canvas.getAttribute('aria-label'), new RegExp(`on ${COMMITTED.machine.cpu_model.replace(/[()]/g, '\\$&')}`));
  const ink = await canvasInk(page);
  assert.ok(ink > 5000, `the chart should be drawn, ${ink} non-background pixels`);

  const toggle = page.getByRole('button', { name: 'Show data' });
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  const [header, ...rows] = await chartTable(page);
  assert.deepEqual(header, ['strategy', 'simulated (ns)', 'measured median (ns)', 'measured min (ns)', 'measured max (ns)', 'runs']);
  const family = COMMITTED.scenarios.filter((s) => s.id.startsWith('println-'));
  assert.equal(rows.length, family.length);
  rows.forEach((cells, i) => {
    const s = family[i];
    assert.deepEqual(cells.slice(2), [s.wall_ns.median, s.wall_ns.min, s.wall_ns.max, s.runs].map(String), s.id);
    // The recorder's own prediction under the fitted model, rounded to whole nanoseconds.
    assert.ok(Math.abs(Number(cells[1]) - s.predicted.wall_ns) <= 0.5, `${s.id}: ${cells[1]} vs ${s.predicted.wall_ns}`);
  });
  assert.match(await page.getByTestId('chart-data').locator('caption').textContent(), /fitted on Intel\(R\) Xeon\(R\) Processor, 2 cores/);

  const before = await canvas.evaluate((c) => c.toDataURL());
  const options = await page.locator('#strategy-group option').allTextContents();
  const reading = options.findIndex((title) => title.startsWith('Reading'));
  await page.locator('#strategy-group').selectOption(String(reading));
  await page.waitForFunction((b) => document.querySelector('figure canvas').toDataURL() !== b, before);
  const [, ...readingRows] = await chartTable(page);
  const readingIds = ['serde-from-reader-', 'tcp-1-byte-reads-', 'large-reads-'];
  assert.equal(readingRows.length, COMMITTED.scenarios.filter((s) => readingIds.some((p) => s.id.startsWith(p))).length);
  assert.match(await page.locator('figure h2').textContent(), /^Wall time: Reading/);
  assertNoErrors(page);
});

test('Download CSV saves the table exactly, and Download PNG saves the canvas', async () => {
  const page = await openReference();
  await waitForChart(page);
  await page.getByRole('button', { name: 'Show data' }).click();
  const shown = await chartTable(page);

  const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  assert.match(csvDownload.suggestedFilename(), /^wall-time-println-1m-.*\.csv$/);
  const csv = await readFile(await csvDownload.path(), 'utf8');
  // No cell of this table holds a comma or a quote, so splitting is parsing.
  const lines = csv.split('\r\n');
  assert.equal(lines.pop(), '', 'every line ends in CRLF');
  assert.deepEqual(lines.map((line) => line.split(',')), shown);
  const family = COMMITTED.scenarios.filter((s) => s.id.startsWith('println-'));
  assert.deepEqual(
    lines.slice(1).map((line) => line.split(',').slice(2).map(Number)),
    family.map((s) => [s.wall_ns.median, s.wall_ns.min, s.wall_ns.max, s.runs]),
  );

  const [pngDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PNG' }).click()]);
  assert.match(pngDownload.suggestedFilename(), /\.png$/);
  const png = await readFile(await pngDownload.path());
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const canvasPng = await page.locator('figure canvas').evaluate((c) => c.toDataURL('image/png'));
  assert.equal(png.toString('base64'), canvasPng.replace(/^data:image\/png;base64,/, ''));
  assertNoErrors(page);
});

test('a malformed file is refused with the JSON path, and what is shown stays', async () => {
  const page = await openReference();
  const input = page.getByLabel('Load reference JSON');

  const broken = structuredClone(COMMITTED);
  broken.scenarios[3].wall_ns.median = 'abc';
  await input.setInputFiles(jsonFile('broken.json', broken));
  const error = page.getByTestId('load-error');
  await error.waitFor();
  assert.equal(
    await error.textContent(),
    'Could not load broken.json: scenarios[3].wall_ns.median: expected a number, found "abc". The data shown has not changed.',
  );
  assert.equal(await error.getAttribute('role'), 'alert');
  assert.deepEqual(await scenarioIds(page), COMMITTED.scenarios.map((s) => s.id));
  assert.equal(await page.getByTestId('machine-cpu').textContent(), COMMITTED.machine.cpu_model);
  assert.equal(await page.getByTestId('loaded-banner').count(), 0);

  await input.setInputFiles(jsonFile('notes.json', COMMITTED_TEXT.slice(0, 200)));
  await page.waitForFunction(() => document.querySelector('[data-testid="load-error"]').textContent.includes('notes.json'));
  assert.match(await error.textContent(), /^Could not load notes\.json: not JSON: .+\. The data shown has not changed\.$/);
  assert.equal(await page.getByTestId('scenario-row').count(), COMMITTED.scenarios.length);

  // Refused before it is read: 6 MB of spaces.
  await input.setInputFiles({ name: 'huge.json', mimeType: 'application/json', buffer: Buffer.alloc(6_000_000, 0x20) });
  await page.waitForFunction(() => document.querySelector('[data-testid="load-error"]').textContent.includes('huge.json'));
  assert.equal(
    await error.textContent(),
    'Could not load huge.json: the file is 6.0 MB; reference files of up to 5 MB are accepted. The data shown has not changed.',
  );
  assert.equal(await page.getByTestId('scenario-row').count(), COMMITTED.scenarios.length);
  assertNoErrors(page);
});

test('a valid recording of another machine replaces the data, is compared, and Back restores the committed one', async () => {
  const page = await openReference();
  const mine = structuredClone(COMMITTED);
  mine.machine.cpu_model = 'Test Machine 9000';
  mine.machine.cores = 8;
  mine.scenarios = mine.scenarios.slice(0, 5).map((s) => ({
    ...s,
    wall_ns: { ...s.wall_ns, median: s.wall_ns.median * 2, min: s.wall_ns.min * 2, max: s.wall_ns.max * 2 },
  }));
  await page.getByLabel('Load reference JSON').setInputFiles(jsonFile('mine.json', mine));
  await page.getByTestId('loaded-banner').waitFor();

  assert.equal(await page.getByTestId('machine-cpu').textContent(), 'Test Machine 9000');
  assert.match(await page.getByTestId('loaded-banner').textContent(), /Showing mine\.json, recorded on Test Machine 9000, 8 cores\./);
  assert.deepEqual(await scenarioIds(page), mine.scenarios.map((s) => s.id));
  assert.equal(await page.getByTestId('load-error').count(), 0);

  // The five scenarios both recordings have, side by side; this machine took twice as long.
  const compared = await page.getByTestId('compare-row').evaluateAll((rows) => rows.map((row) => row.lastElementChild.textContent));
  assert.deepEqual(compared, mine.scenarios.map(() => '2.00×'));
  assert.match(await page.getByTestId('compare-table').locator('caption').textContent(), /B is Test Machine 9000, 8 cores \(yours\)/);

  await page.getByRole('button', { name: 'Back to the committed reference' }).click();
  await page.getByTestId('loaded-banner').waitFor({ state: 'detached' });
  assert.equal(await page.getByTestId('machine-cpu').textContent(), COMMITTED.machine.cpu_model);
  assert.equal(await page.getByTestId('scenario-row').count(), COMMITTED.scenarios.length);
  assert.equal(await page.getByTestId('compare-table').count(), 0);
  assertNoErrors(page);
});

test('the chart follows the system between light and dark while the page is open', async () => {
  const page = await openReference({ colorScheme: 'light' });
  await waitForChart(page);
  const corner = () => page.evaluate(() => Array.from(document.querySelector('figure canvas').getContext('2d').getImageData(0, 0, 1, 1).data));
  assert.deepEqual(await corner(), [255, 255, 255, 255]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(() => document.querySelector('figure canvas').getContext('2d').getImageData(0, 0, 1, 1).data[0] === 15);
  assert.deepEqual(await corner(), [15, 23, 42, 255]);
  assert.ok((await canvasInk(page)) > 5000);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForFunction(() => document.querySelector('figure canvas').getContext('2d').getImageData(0, 0, 1, 1).data[0] === 255);
  assertNoErrors(page);
});

test('when the committed file cannot be fetched the page says why, and a file of your own still loads', async () => {
  const page = await openPage(browser);
  await page.route('**/reference/intel-xeon-processor-2c.json', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto(`${server.url}/reference`);
  await waitForApp(page);
  const error = page.getByTestId('committed-error');
  await error.waitFor();
  assert.equal(
    await error.textContent(),
    'The committed reference could not be shown: could not fetch the reference: /reference/intel-xeon-processor-2c.json: HTTP 404. A recording of your own can still be loaded above.',
  );
  assert.equal(await page.getByTestId('scenario-row').count(), 0);

  await page.getByLabel('Load reference JSON').setInputFiles(jsonFile('mine.json', COMMITTED));
  await page.getByTestId('loaded-banner').waitFor();
  assert.equal(await page.getByTestId('scenario-row').count(), COMMITTED.scenarios.length);
  // Nothing to go back to, nothing to compare with.
  assert.equal(await page.getByRole('button', { name: 'Back to the committed reference' }).count(), 0);
  assert.equal(await page.getByTestId('compare-table').count(), 0);
  // The browser reports the failed fetch itself; nothing else may fail.
  assert.deepEqual(
    page.errors.filter((e) => !/Failed to load resource: the server responded with a status of 404/.test(e)),
    [],
  );
});
