// The embed as a blog author uses it: the snippet the Embed button gives, pasted into a plain
// HTML post served from another origin (another 127.0.0.1 port), read at a column's width and a
// phone's.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, launchBrowser, openPage, assertNoErrors, waitForApp, finished } from './harness.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const ARTIFACTS = path.join(ROOT, 'target', 'e2e-artifacts');

let site;
let blog;
let browser;
/** The blog's pages, by path; set by each test before it opens them. */
const posts = new Map();

/** A second origin: a plain static host for blog posts. */
async function startBlog() {
  const server = http.createServer((req, res) => {
    const body = posts.get(req.url);
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body ?? 'not found');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

before(async () => {
  site = await startServer();
  blog = await startBlog();
  browser = await launchBrowser();
  mkdirSync(ARTIFACTS, { recursive: true });
});

after(async () => {
  await browser?.close();
  await blog?.close();
  await site?.close();
});

/** A post as a static blog writes it: a column of text with the embed in it. */
function post(embed) {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>A post</title>
<style>body { font: 16px/1.5 serif; margin: 0 auto; padding: 8px; max-width: 760px; } </style></head>
<body><h1>Why println! in a loop is slow</h1>
${embed}
<p>The end of the post.</p></body></html>`;
}

/** What the Embed button offers for `query`, by the label of its field. */
async function embedForms(query) {
  const page = await openPage(browser);
  await page.goto(`${site.url}/${query}`);
  await waitForApp(page);
  await finished(page);
  await page.getByRole('button', { name: 'Embed' }).click();
  const forms = {};
  for (const label of ['iframe that fits its content', 'Fixed-height iframe', 'Hugo shortcode', 'Hugo shortcode file', 'Markdown link']) {
    forms[label] = await page.getByLabel(label, { exact: true }).inputValue();
  }
  assertNoErrors(page);
  await page.context().close();
  return forms;
}

async function openPost(name, embed, options) {
  posts.set(`/${name}.html`, post(embed));
  const page = await openPage(browser, options);
  await page.goto(`${blog.url}/${name}.html`);
  const frame = await (await page.waitForSelector('iframe')).contentFrame();
  await frame.waitForSelector('[data-run-state="fresh"] [data-testid="total-calls"]', { state: 'attached', timeout: 60000 });
  return { page, frame };
}

/**
 * Waits (a bounded while) until the iframe is as tall as the embed's content, within 2 px, and
 * returns both heights.
 */
async function fitted(page, frame, what) {
  let heights;
  for (let i = 0; i < 60; i += 1) {
    heights = {
      iframe: await page.evaluate(() => document.querySelector('iframe').getBoundingClientRect().height),
      content: await frame.evaluate(() => Math.ceil(document.querySelector('main').getBoundingClientRect().bottom + scrollY)),
    };
    if (Math.abs(heights.iframe - heights.content) <= 2) return heights;
    await page.waitForTimeout(100);
  }
  assert.fail(`${what}: the iframe is ${heights.iframe} px tall, its content ${heights.content} px`);
}

/** Whether `locator`'s element lies within the post's first screen (the iframe's top-left offset added). */
async function onFirstScreen(page, locator) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  return box !== null && box.y >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width + 1;
}

test('the Embed button offers a resizing iframe, a fixed one, a Hugo shortcode and a Markdown link', async () => {
  const forms = await embedForms('?example=linewriter_poem&stdout=pipe');
  const src = `${site.url}/embed?v=1&amp;example=linewriter_poem&amp;stdout=pipe`;
  const script = forms['iframe that fits its content'].split('\n')[1];
  assert.equal(forms['iframe that fits its content'].split('\n')[0], `<iframe data-bufscope src="${src}" title="bufscope: where bytes wait" width="100%" height="640" style="border:0;display:block" loading="lazy"></iframe>`);
  assert.match(script, /^<script>.*<\/script>$/);
  assert.ok(script.length < 1024, `the resize script is ${script.length} bytes`);
  assert.ok(script.includes(`e.origin!=="${site.url}"`), 'the script only listens to the embed\'s origin');
  assert.equal(forms['Fixed-height iframe'], `<iframe src="${src}" title="bufscope: where bytes wait" width="100%" height="640" style="border:0" loading="lazy"></iframe>`);
  assert.equal(forms['Hugo shortcode'], `{{< bufscope src="${site.url}/embed?v=1&example=linewriter_poem&stdout=pipe" >}}`);
  assert.equal(forms['Hugo shortcode file'], `<iframe data-bufscope src="{{ .Get "src" }}" title="bufscope: where bytes wait" width="100%" height="{{ .Get "height" | default "640" }}" style="border:0;display:block" loading="lazy"></iframe>\n${script}`);
  assert.equal(forms['Markdown link'], `[Run this in bufscope: see where the bytes wait](${site.url}/?v=1&example=linewriter_poem&stdout=pipe)`);
});

test('in a post on another origin the iframe fits its content after load, a view switch and a run that grows the log', async () => {
  const forms = await embedForms('?example=linewriter_poem');
  const { page, frame } = await openPost('fits', forms['iframe that fits its content'], { viewport: { width: 760, height: 900 } });
  const loaded = await fitted(page, frame, 'after load');
  assert.ok(loaded.iframe > 300, `the run is shown whole, not cut to ${loaded.iframe} px`);
  assert.equal(await frame.evaluate(() => document.documentElement.scrollHeight - innerHeight), 0, 'nothing scrolls inside the iframe');
  await page.screenshot({ path: path.join(ARTIFACTS, 'embed-post-760.png'), fullPage: true });

  // The code view is shorter than the run: the iframe shrinks with it.
  await frame.getByRole('tab', { name: 'Code' }).click();
  await frame.getByLabel('Script').waitFor();
  const code = await fitted(page, frame, 'on the code view');
  assert.ok(code.iframe < loaded.iframe, `the code view (${code.iframe} px) is shorter than the run (${loaded.iframe} px)`);

  // A script with more syscalls: the log on the run view grows, and the iframe with it.
  await frame.getByTestId('examples').selectOption('');
  await frame.getByLabel('Script').fill('for i in 0..40 {\n    eprintln!("{}", i);\n}\n');
  await frame.getByTestId('run').click();
  await frame.waitForSelector('[data-run-state="fresh"]');
  await frame.getByRole('tab', { name: 'Run' }).click();
  await frame.getByTestId('step-label').waitFor();
  const grown = await fitted(page, frame, 'after a run that grows the log');
  assert.ok(grown.iframe > loaded.iframe, `the log of 80 writes (${grown.iframe} px) is taller than the poem's (${loaded.iframe} px)`);

  await frame.getByRole('tab', { name: 'Log' }).click();
  await frame.getByRole('grid', { name: 'Syscall log' }).waitFor();
  await fitted(page, frame, 'on the log view');
  await page.screenshot({ path: path.join(ARTIFACTS, 'embed-post-760-log.png'), fullPage: true });
  assertNoErrors(page);
});

test('typing in the embed leaves the post\'s history alone', async () => {
  const forms = await embedForms('?example=println_loop_terminal');
  const { page, frame } = await openPost('history', forms['iframe that fits its content'], { viewport: { width: 760, height: 900 } });
  const before = await page.evaluate(() => history.length);
  const embedUrl = frame.url();
  await frame.getByRole('tab', { name: 'Code' }).click();
  await frame.getByLabel('Script').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('// thirteen!!', { delay: 30 });
  await page.waitForTimeout(1200);
  await page.keyboard.type('// more', { delay: 30 });
  await frame.getByLabel('stdout goes to').selectOption('file');
  await frame.waitForSelector('[data-run-state="fresh"] [data-testid="total-calls"]', { state: 'attached' });
  assert.equal(await page.evaluate(() => history.length), before);
  assert.equal(frame.url(), embedUrl, 'the embed never writes its own URL');
  // Back leaves the post (here: to where the browser was before it), not the embed's typing.
  assert.ok((await frame.getByLabel('Script').inputValue()).endsWith('// thirteen!!// more'));

  // "Open in bufscope" carries what the reader made of it.
  const link = frame.getByRole('link', { name: 'Open in bufscope' });
  assert.match(await link.getAttribute('href'), new RegExp(`^${site.url}/\\?v=1&script=.*%2F%2F\\+more&stdout=file$`));
  // The opened tab records its errors as `openPage`'s do.
  page.context().on('page', (tab) => {
    tab.errors = [];
    tab.on('console', (msg) => { if (msg.type() === 'error') tab.errors.push(`console: ${msg.text()}`); });
    tab.on('pageerror', (err) => tab.errors.push(`page: ${err.message}`));
  });
  const [opened] = await Promise.all([
    page.context().waitForEvent('page'),
    frame.getByRole('link', { name: 'Open in bufscope' }).click(),
  ]);
  await waitForApp(opened);
  await finished(opened);
  assert.equal(await opened.getByLabel('Script').inputValue(), await frame.getByLabel('Script').inputValue());
  assert.equal(opened.url(), await link.getAttribute('href'));
  assertNoErrors(page);
  assertNoErrors(opened);
});

for (const width of [760, 360, 320]) {
  test(`at ${width} px the post's first screen shows the run, and the code is one click away`, async () => {
    const forms = await embedForms('?example=linewriter_poem&stdout=file');
    const { page, frame } = await openPost(`first-screen-${width}`, forms['iframe that fits its content'], { viewport: { width, height: 800 }, isMobile: width < 700 });
    await fitted(page, frame, 'after load');
    for (const [what, locator] of [
      ['the stepper', frame.getByRole('toolbar', { name: 'Stepping' })],
      ['the step label', frame.getByTestId('step-label')],
      ['the kernel', frame.getByRole('group', { name: 'Kernel' })],
    ]) {
      assert.ok(await onFirstScreen(page, locator), `${what} is on the first screen at ${width} px`);
    }
    assert.equal(await frame.getByLabel('Script').isVisible(), false, 'the code is not shown on the run view');
    await page.screenshot({ path: path.join(ARTIFACTS, `embed-post-${width}.png`), fullPage: true });
    assert.equal(await frame.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 0, 'nothing sticks out sideways');
    await frame.getByRole('tab', { name: 'Code' }).click();
    assert.equal(await frame.getByLabel('Script').isVisible(), true);
    assertNoErrors(page);
  });
}

/** The background of the page `url` in a browser whose system prefers `colorScheme`. */
async function background(url, colorScheme) {
  const page = await openPage(browser, { colorScheme, viewport: { width: 760, height: 900 } });
  await page.goto(url);
  await page.waitForSelector('[data-run-state="fresh"] [data-testid="total-calls"]', { state: 'attached', timeout: 60000 });
  const colour = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const text = await page.evaluate(() => getComputedStyle(document.body).color);
  assertNoErrors(page);
  return { page, colour, text };
}

test('theme=light, dark and auto: the embed takes the colours it is asked for, auto those of the system', async () => {
  const embed = `${site.url}/embed?example=linewriter_poem`;
  const light = await background(`${site.url}/?example=linewriter_poem`, 'light');
  const dark = await background(`${site.url}/?example=linewriter_poem`, 'dark');
  assert.notEqual(light.colour, dark.colour);
  const cases = [
    ['theme=dark', 'light', dark],
    ['theme=light', 'dark', light],
    ['theme=auto', 'dark', dark],
    ['theme=auto', 'light', light],
  ];
  for (const [theme, system, expected] of cases) {
    const shown = await background(`${embed}&${theme}`, system);
    assert.deepEqual([shown.colour, shown.text], [expected.colour, expected.text], `${theme} on a ${system} system`);
    await shown.page.screenshot({ path: path.join(ARTIFACTS, `embed-${theme.replace('=', '-')}-on-${system}.png`) });
    await shown.page.context().close();
  }
  await light.page.context().close();
  await dark.page.context().close();
});

test('view=, readonly, steps= and autorun=0 are applied; unknown parameters and bad values are named', async () => {
  const page = await openPage(browser, { viewport: { width: 760, height: 900 } });
  await page.goto(`${site.url}/embed?example=linewriter_poem&view=log&readonly=1&steps=3&colour=red&theme=sepia`);
  await page.waitForSelector('[data-run-state="fresh"] [data-testid="total-calls"]', { state: 'attached', timeout: 60000 });
  assert.deepEqual(await page.getByTestId('url-problems').locator('li').allInnerTexts(), [
    'colour: not a parameter of the embed (known: view, theme, autorun, readonly, steps, and the playground\'s own)',
    'theme=sepia: expected light, dark or auto; following the system',
  ]);
  assert.equal(await page.getByRole('tab', { name: 'Log' }).getAttribute('aria-selected'), 'true');
  assert.equal(await page.getByRole('grid', { name: 'Syscall log' }).isVisible(), true);
  await page.getByRole('tab', { name: 'Run' }).click();
  assert.match(await page.getByTestId('step-label').innerText(), /^Step 3 of \d+ at /);
  await page.getByRole('tab', { name: 'Code' }).click();
  assert.equal(await page.getByLabel('Script').getAttribute('readonly'), '');
  assert.equal(await page.getByTestId('examples').count(), 0, 'no settings in a read-only embed');
  await page.getByRole('tab', { name: 'Compare' }).click();
  assert.equal(await page.getByTestId('compare-off').innerText(), 'This embed compares nothing yet. Compare this script with a B in bufscope');
  assertNoErrors(page);

  const waiting = await openPage(browser);
  await waiting.goto(`${site.url}/embed?example=linewriter_poem&autorun=0`);
  await waiting.getByTestId('not-run').waitFor();
  assert.equal(await waiting.getByTestId('not-run').innerText(), 'Press Run to run this script.');
  await waiting.getByTestId('run').click();
  assert.ok(await finished(waiting) > 0);
  assertNoErrors(waiting);
});
