// The playground at /: scripts run in a Web Worker over the simulated kernel; stepping, the log,
// costs, the URL, embedding.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, launchBrowser, openPage, assertNoErrors, waitForApp, finished } from './harness.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const ARTIFACTS = path.join(ROOT, 'target', 'e2e-artifacts');

let server;
let browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  mkdirSync(ARTIFACTS, { recursive: true });
});

after(async () => {
  await browser?.close();
  await server?.close();
});

async function open(query = '', options = {}) {
  const page = await openPage(browser, options);
  await page.goto(`${server.url}/${query}`);
  await waitForApp(page);
  return page;
}

/** Opens the cost panel and every group of prices in it. */
async function openCosts(page) {
  await page.getByTestId('costs').locator('summary').first().click();
  await page.getByTestId('costs').evaluate((costs) => costs.querySelectorAll('details').forEach((d) => { d.open = true; }));
}

function scriptQuery(script, extra = '') {
  return `?script=${encodeURIComponent(script)}${extra}`;
}

/** What `bufscope trace` counts for an example (the native CLI, built by the test command). */
function traceCalls(id) {
  const json = execFileSync(
    path.join(ROOT, 'target', 'debug', 'bufscope'),
    ['trace', path.join(ROOT, 'examples', `${id}.rs`), '--format', 'json'],
    { maxBuffer: 1 << 28 },
  );
  return JSON.parse(json).totals.all.calls;
}

/** The examples' ids in menu order, from examples/manifest.toml. */
function manifestExamples() {
  const text = readFileSync(path.join(ROOT, 'examples', 'manifest.toml'), 'utf8');
  return [...text.matchAll(/^id = "([^"]+)"$/gm)].map((m) => m[1]);
}

test('every example runs, and its log counts the syscalls `bufscope trace` counts', async () => {
  const page = await open();
  const ids = await page.$$eval('[data-testid="examples"] option', (options) => options.map((o) => o.value).filter(Boolean));
  assert.deepEqual(ids, manifestExamples());
  assert.equal(ids.length, 17);
  for (const id of ids) {
    await page.getByTestId('examples').selectOption(id);
    const calls = await finished(page);
    assert.equal(calls, traceCalls(id), `syscalls of ${id}`);
    // The whole log is there: the listed rows plus the unlisted middle are every call.
    const listed = Number(await page.getByRole('grid', { name: 'Syscall log' }).getAttribute('aria-rowcount'));
    const gap = Number(await page.getByRole('grid', { name: 'Syscall log' }).getAttribute('data-unlisted'));
    // The note standing for the unlisted middle is a row of its own.
    assert.equal(listed - (gap > 0 ? 1 : 0) + gap, calls, `listed + unlisted rows of ${id}`);
    assert.match(await page.getByTestId('log-count').textContent(), gap > 0 ? /^listed: the first 5,000 and last 5,000 of [\d,]+ syscalls$/ : /^listed: [\d,]+ syscalls$/, id);
  }
  assertNoErrors(page);
});

test('300 println! onto a terminal: 300 rows, the screen, the ending, the time', async () => {
  const page = await open();
  assert.equal(await finished(page), 300);
  assert.equal(await page.getByRole('grid', { name: 'Syscall log' }).getAttribute('aria-rowcount'), '300');
  assert.equal(await page.getByTestId('log-count').textContent(), 'listed: 300 syscalls');
  // Virtualized: a few dozen rows are in the page; scrolling to the end brings the last one.
  const rows = page.getByRole('grid', { name: 'Syscall log' }).locator('tr');
  assert.ok((await rows.count()) < 60);
  assert.match(await rows.first().textContent(), /^1\d+\.\d{6}newlinewrite\(1, "1\\n", 2\) = 2$/);
  await page.getByTestId('log-viewport').evaluate((el) => { el.scrollTop = el.scrollHeight; });
  await page.getByText('write(1, "300\\n", 4) = 4').waitFor();
  const screen = (await page.getByRole('region', { name: 'Terminal' }).locator('pre').textContent()).trim().split('\n');
  // 24 rows: lines 278 to 300, then the empty row the cursor moved to after the last newline.
  assert.deepEqual([screen.length, screen[0], screen.at(-1)], [23, '278', '300']);
  assert.equal(await page.getByTestId('ending').textContent(), 'exit 0 · main returned');
  assert.match(await page.getByTestId('time').textContent(), /^Simulated time \(this machine \(recorded\)\): [\d.]+ (µs|ms) = user/);
  // strace -c: one syscall, all of the kernel time.
  assert.deepEqual(
    await page.getByTestId('totals').locator('tbody tr').first().locator('td').allTextContents().then((t) => [t[0], t[2], t[3], t[5]]),
    ['100.0', '300', '1092', 'write'],
  );
  // A row's cause: the call chain and the script line, highlighted in the editor.
  await page.getByText('write(1, "300\\n", 4) = 4').click();
  assert.match(await page.getByTestId('caused-by').textContent(), /caused by: line 4:5 · println!\("\{\}", i\) → /);
  assert.equal(await page.locator('[data-line].bg-amber-400').textContent(), '4');
  assertNoErrors(page);
});

test("a HashMap's order is noted beside the run: the compiled program's changes from run to run", async () => {
  const script = 'use std::collections::HashMap;\nfn main() {\n    let mut m = HashMap::new();\n    m.insert("red", 1);\n    m.insert("blue", 2);\n    println!("{m:?}");\n}\n';
  const page = await open(scriptQuery(script));
  assert.equal(await finished(page), 1);
  assert.deepEqual(await page.getByTestId('notes').locator('li').allTextContents(), [
    'note: line 6:16: the 2 entries of this `HashMap` are shown in key order; the compiled program visits them in an order that changes from run to run (std seeds its hash from `getrandom` in each process): use a `BTreeMap` or `BTreeSet`, or sort, for one order',
  ]);
  assertNoErrors(page);
});

const STEPPED = 'print!("ab");\nprint!("cd");\nprintln!("!");\n';

test('stepping moves the line and the buffer cells; the terminal shows the text only after the flush', async () => {
  const page = await open(scriptQuery(STEPPED));
  assert.equal(await finished(page), 1);
  const cells = () => page.getByTestId('layer').first().locator('[data-testid="cells"] span.bg-amber-300').allTextContents();
  const terminal = () => page.getByRole('region', { name: 'Terminal' }).locator('pre').textContent();
  const line = () => page.locator('[data-line].bg-amber-400').textContent();

  await page.getByRole('button', { name: 'Play' }).click();
  await page.getByRole('button', { name: 'Pause' }).click();
  assert.match(await page.getByTestId('step-label').textContent(), /^Step 1 of 3 at 0\.\d{6} s: line 1: print!\("ab"\)$/);
  assert.deepEqual([await line(), await cells(), await terminal()], ['1', ['a', 'b'], '']);
  assert.equal(await page.getByTestId('layer-fill').first().textContent(), '2 / 1024 bytes buffered');

  await page.getByRole('button', { name: 'Step forward' }).click();
  assert.deepEqual([await line(), await cells(), await terminal()], ['2', ['a', 'b', 'c', 'd'], '']);
  assert.equal(await page.getByTestId('step-syscalls').textContent(), '');

  // The keyboard steps too (the focus is not in the editor).
  await page.locator('body').press('ArrowRight');
  assert.deepEqual([await line(), await cells(), await terminal()], ['3', [], 'abcd!']);
  assert.equal(await page.getByTestId('step-syscalls').textContent(), 'newline write(1, "abcd!\\n", 6) = 6');

  await page.locator('body').press('ArrowLeft');
  assert.deepEqual([await line(), await terminal()], ['2', '']);
  // The timeline: its end is the end of the run.
  await page.getByRole('slider', { name: 'Timeline' }).fill('3');
  assert.match(await page.getByTestId('step-label').textContent(), /^End of the run \(3 operations, 0\.\d{6} s\)$/);
  assert.equal(await terminal(), 'abcd!');
  assertNoErrors(page);
});

test('a flush animates from the layer to the device, and not with reduced motion', async () => {
  for (const [reducedMotion, expected] of [['no-preference', 'flush-travel'], ['reduce', 'none']]) {
    const page = await open(scriptQuery(STEPPED), { reducedMotion });
    await finished(page);
    await page.getByRole('slider', { name: 'Timeline' }).fill('2');
    const flying = page.getByTestId('step-syscalls').locator('li');
    assert.equal(await flying.count(), 1);
    assert.equal(await flying.evaluate((li) => getComputedStyle(li).animationName), expected, reducedMotion);
    assertNoErrors(page);
  }
  // The "animate" toggle turns it off too.
  const page = await open(scriptQuery(STEPPED));
  await finished(page);
  await page.getByLabel('animate').uncheck();
  await page.getByRole('slider', { name: 'Timeline' }).fill('2');
  assert.equal(await page.getByTestId('step-syscalls').locator('li').evaluate((li) => getComputedStyle(li).animationName), 'none');
});

test('the state survives the URL: script, targets, policy and a moved price', async () => {
  const page = await open();
  await finished(page);
  const script = 'for i in 0..5 {\n    println!("line {}", i);\n}\n';
  await page.getByLabel('Script').fill(script);
  await page.getByLabel('stdout goes to').selectOption('file');
  await page.getByLabel('proposed: stdout block-buffered when not a terminal').check();
  assert.equal(await finished(page), 1, 'block-buffered into a file: one write at exit');
  await openCosts(page);
  const before = await page.getByTestId('wall').textContent();
  const historyBefore = await page.evaluate(() => history.length);
  // Starting the process: ten times the preset, the slider's end.
  const slider = page.getByLabel('price of process start and exit, user space', { exact: true });
  const top = await slider.getAttribute('max');
  await slider.fill(top);
  assert.notEqual(await page.getByTestId('wall').textContent(), before, 'a price moves the time');
  assert.equal(await page.evaluate(() => history.length), historyBefore, 'a slider replaces the history entry');
  const url = page.url();
  assert.match(url, /\?v=1&script=for\+i\+in\+0\.\.5/);
  assert.match(url, /&stdout=file&policy=proposed&price\.startup_user=\d+(\.\d+)?$/);

  const again = await openPage(browser);
  await again.goto(url);
  await waitForApp(again);
  assert.equal(await finished(again), 1);
  assert.equal(await again.getByLabel('Script').inputValue(), script);
  assert.equal(await again.getByLabel('stdout goes to').inputValue(), 'file');
  assert.equal(await again.getByLabel('proposed: stdout block-buffered when not a terminal').isChecked(), true);
  assert.equal(await again.getByTestId('wall').textContent(), await page.getByTestId('wall').textContent());
  assertNoErrors(page);
  assertNoErrors(again);
});

test('a malformed link and a rejected script get clear messages, and the page stays usable', async () => {
  const page = await open(scriptQuery('let fs = vec![|x: i32| x + 1];', '&v=1&stdout=printer&price.syscall=-3'));
  await page.getByTestId('rejection').waitFor();
  assert.deepEqual(await page.getByTestId('url-problems').locator('li').allTextContents(), [
    'stdout=printer: expected one of terminal, file, pipe, /dev/null; kept terminal',
    'price.syscall=-3: a price is a number ≥ 0; kept the preset\'s',
  ]);
  assert.equal(
    await page.getByTestId('rejection').textContent(),
    '1:15: error: a closure here is not supported by bufscope yet\n  help: closures are supported as arguments of iterator methods (`map`, `filter`, `for_each`…) and of `Option`/`Result` methods (`map`, `and_then`, `unwrap_or_else`…), and kept in a `let` and called: `let f = |x| …; f(1)`',
  );
  assert.equal(await page.getByTestId('squiggle').textContent(), '|x:');
  assert.equal(await page.locator('[data-line].bg-red-500').textContent(), '1');
  // The text stays, and fixing it runs.
  assert.equal(await page.getByLabel('Script').inputValue(), 'let fs = vec![|x: i32| x + 1];');
  await page.getByLabel('Script').fill('println!("fixed");');
  await page.getByRole('button', { name: 'Run' }).click();
  assert.equal(await finished(page), 1);
  assert.equal(await page.getByTestId('squiggle').count(), 0);
  assertNoErrors(page);
});

test('filters narrow the log: only the 1-byte reads of a byte-by-byte loop', async () => {
  const page = await open('?example=read_bytes_raw');
  // openat, 3000 one-byte reads and the read at EOF, close, one println! into a file.
  assert.equal(await finished(page), 3004);
  assert.equal(await page.getByTestId('log-count').textContent(), 'listed: 3,004 syscalls');
  await page.getByTestId('filter-one-byte').check();
  assert.equal(await page.getByTestId('log-count').textContent(), '3,000 match, in 3,004 syscalls');
  const rows = page.getByRole('grid', { name: 'Syscall log' }).locator('tr');
  assert.match(await rows.first().textContent(), /^2\d+\.\d{6}unbuffered readread\(3, "l", 1\) = 1$/);
  await page.getByTestId('filter-one-byte').uncheck();
  await page.getByLabel('syscall', { exact: true }).selectOption('openat');
  assert.equal(await page.getByTestId('log-count').textContent(), '1 match, in 3,004 syscalls');
  await page.getByLabel('syscall', { exact: true }).selectOption('');
  await page.getByLabel('cause', { exact: true }).selectOption('unbuffered read');
  // Every read is unbuffered: 3000 bytes and the read that finds the end.
  assert.equal(await page.getByTestId('log-count').textContent(), '3,001 match, in 3,004 syscalls');
  assertNoErrors(page);
});

test('a million println! run off the main thread: the page keeps drawing, the totals are exact', async () => {
  const page = await open(scriptQuery('for i in 1..=1000000 {\n    println!("{}", i);\n}\n', '&stdout=file'));
  // The longest gap between two frames while the worker runs.
  await page.evaluate(() => {
    window.__gaps = [];
    let last = performance.now();
    const tick = (now) => { window.__gaps.push(now - last); last = now; if (!window.__stop) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  });
  assert.equal(await finished(page), 1000000);
  const longest = await page.evaluate(() => { window.__stop = true; return Math.max(...window.__gaps); });
  const frames = await page.evaluate(() => window.__gaps.length);
  console.log(`1M println!: ${frames} frames drawn during the run, longest gap ${longest.toFixed(0)} ms`);
  assert.ok(frames > 10, `the page kept drawing (${frames} frames)`);
  // The first and the last 5,000 syscalls are listed; the note stands between them.
  await page.getByTestId('log-viewport').evaluate((el) => { el.scrollTop = 5000 * 22 - 100; });
  assert.equal(await page.getByTestId('gap').textContent(), '… 990,000 syscalls not listed (counted in the summary) …');
  assert.equal(await page.getByTestId('log-count').textContent(), 'listed: the first 5,000 and last 5,000 of 1,000,000 syscalls');
  // The file's first 64 KB and last 8 KB, in blocks the browser lays out only in view, scrolled
  // to its last line, which is on screen.
  let file = '';
  for (let i = 1; i <= 1000000; i += 1) file += `${i}\n`;
  const [head, tail] = [file.slice(0, 65536), file.slice(-8192)];
  const device = await page.getByTestId('device').evaluate((pre) => {
    const texts = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
    let end = null;
    while (texts.nextNode()) if (texts.currentNode.length > 0) end = texts.currentNode;
    const last = document.createRange();
    last.setStart(end, end.length - '1000000\n'.length);
    last.setEnd(end, end.length - 1);
    const [line, box] = [last.getBoundingClientRect(), pre.getBoundingClientRect()];
    return {
      text: pre.textContent,
      blocks: pre.querySelectorAll('span[style*="content-visibility"]').length,
      atBottom: pre.scrollTop + pre.clientHeight >= pre.scrollHeight - 1,
      lastLineShown: line.height > 0 && line.top >= box.top && line.bottom <= box.bottom,
    };
  });
  assert.equal(device.text, `${head}\n… ${file.length - head.length - tail.length} bytes …\n${tail}`);
  assert.equal(device.blocks, Math.floor(device.text.match(/\n/g).length / 100));
  assert.ok(device.atBottom && device.lastLineShown, JSON.stringify({ ...device, text: undefined }));
  assertNoErrors(page);
});

test('other languages replay the same output', async () => {
  const page = await open();
  assert.equal(await finished(page), 300);
  await page.locator('details summary', { hasText: "Other languages' defaults" }).click();
  const table = page.getByRole('table', { name: "Other languages' defaults" });
  await table.waitFor();
  const rows = table.locator('tbody tr');
  const cell = (i) => rows.evaluateAll((trs, i) => trs.map((tr) => tr.children[i].textContent), i);
  // 300 lines of 2 to 4 bytes (1092 bytes) onto a terminal. Line-buffered stacks write per
  // line; block buffers bigger than 1092 bytes write once; the unbuffered writers that get
  // println!'s two pieces (the number, then "\n") separately write twice per line; Zig 0.15's
  // 1024-byte buffer writes twice.
  assert.deepEqual(
    (await cell(0)).map((text) => text.replace(/\).*$/, ')')),
    ['Rust (std today)', 'Rust (proposed, rust-lang/rust#60673)', 'C (glibc stdio)', "C++ (iostreams, '\\n')", 'C++ (iostreams, std::endl)', 'C++ (iostreams, unsynced)', 'Go (fmt.Println)', 'Go (bufio.Writer)', 'Python 3 (print)', 'Python 3 (-u)', 'Zig 0.14 (unbuffered writer)', 'Zig 0.14 (bufferedWriter)', 'Zig 0.15 (std.Io.Writer)'],
  );
  assert.deepEqual(await cell(2), ['300', '300', '300', '300', '300', '1', '300', '1', '300', '600', '600', '1', '2']);
  assertNoErrors(page);
});

test('an uploaded file is read by the script, and a short-write fault splits the writes', async () => {
  const script = 'use std::fs::File;\nuse std::io::Read;\nfn main() -> std::io::Result<()> {\n    let mut s = String::new();\n    File::open("mine.txt")?.read_to_string(&mut s)?;\n    print!("{}", s);\n    Ok(())\n}\n';
  const page = await open(scriptQuery(script));
  await finished(page);
  assert.match(await page.getByTestId('ending').textContent(), /^exit 1 · main returned Err\(.*NotFound/);
  await page.locator('details summary', { hasText: 'Inputs and faults' }).click();
  await page.getByLabel('Upload an input file').setInputFiles({ name: 'mine.txt', mimeType: 'text/plain', buffer: Buffer.from('hello\n') });
  await page.getByTestId('uploads').getByText('mine.txt').waitFor();
  await page.getByRole('region', { name: 'Terminal' }).getByText('hello').waitFor();
  assert.equal(await page.getByTestId('ending').textContent(), 'exit 0 · main returned');
  // The strace part of each write on fd 1.
  const writes = async () => (await page.getByRole('grid', { name: 'Syscall log' }).locator('tr', { hasText: 'write(1,' }).allTextContents())
    .map((row) => row.slice(row.indexOf('write(')));
  assert.deepEqual(await writes(), ['write(1, "hello\\n", 6) = 6']);
  const fault = page.getByLabel('each write takes at most (bytes)');
  await fault.fill('2');
  await fault.press('Enter');
  await page.getByText('write(1, "o\\n", 2) = 2').waitFor();
  // stdout's write_all goes on after each short write, 2 bytes at a time.
  assert.deepEqual(await writes(), ['write(1, "hello\\n", 6) = 2', 'write(1, "llo\\n", 4) = 2', 'write(1, "o\\n", 2) = 2']);
  assert.match(page.url(), /&fault\.max-write=2$/);
  assertNoErrors(page);
});

test('charts: each has a labelled canvas and its data; moving a price redraws their pixels', async () => {
  const playground = await open('?example=bufwriter_file');
  await finished(playground);
  // The charts are a page of their own (the site bundle), for the same state.
  const href = await playground.getByRole('link', { name: 'Charts of this run' }).getAttribute('href');
  assert.equal(href, '/charts/?v=1&example=bufwriter_file');
  const page = await open(href.slice(1));
  // Open from the start: the charts are what the page is for.
  const charts = page.locator('details:has(> summary:text-is("Charts"))');
  // The sweep ran the script at 21 capacities in the worker.
  await charts.getByText('Running the script at 21 capacities…').waitFor({ state: 'detached', timeout: 60000 });
  const canvases = charts.locator('canvas');
  assert.equal(await canvases.count(), 4);
  for (const label of await canvases.evaluateAll((list) => list.map((c) => c.getAttribute('aria-label')))) {
    assert.ok(label && label.length > 20, `a canvas is described: ${label}`);
  }
  // The bytes-per-syscall table: 3000 lines through an 8 KiB BufWriter are two writes, of
  // 8190 bytes (the 8192-byte buffer cannot take the next 5-byte line) and of the 5700 left,
  // both in the 4096–8191 bucket.
  await charts.getByRole('button', { name: 'Show data' }).nth(1).click();
  const sizes = await charts.locator('table').nth(1).locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.cells, (cell) => cell.textContent)));
  assert.deepEqual(sizes, [['4096', '8191', '2']]);
  await page.waitForFunction(() => document.querySelectorAll('details canvas').length === 4);
  // The pixels once drawing has settled: two reads 250 ms apart agree (a loaded machine may
  // still be drawing after a fixed wait). Bounded: 40 tries.
  const pixels = async () => {
    let last = await canvases.evaluateAll((list) => list.map((c) => c.toDataURL()));
    for (let tries = 0; tries < 40; tries += 1) {
      await page.waitForTimeout(250);
      const now = await canvases.evaluateAll((list) => list.map((c) => c.toDataURL()));
      if (now.every((url, i) => url === last[i])) return now;
      last = now;
    }
    throw new Error('the charts kept redrawing for 10 s');
  };
  const before = await pixels();
  await openCosts(page);
  const slider = page.getByLabel('price of read or write, any device', { exact: true });
  await slider.fill(await slider.getAttribute('max'));
  // Wait for the re-priced sweep to be drawn, then for the drawing to settle.
  await page.waitForFunction((first) => document.querySelectorAll('details canvas')[0].toDataURL() !== first, before[0], { timeout: 10000 });
  const after = await pixels();
  // Capacity sweep (time line), cost curve (marker) and strategies (simulated bars) re-price;
  // the bytes histogram does not depend on prices.
  assert.deepEqual(after.map((url, i) => url !== before[i]), [true, false, true, true]);
  assertNoErrors(page);
});

test('Share gives a link for this state, Embed the forms of embedding it (e2e/embed.test.mjs reads them)', async () => {
  const page = await open('?example=bufwriter_file&stdout=pipe');
  await finished(page);
  await page.getByRole('button', { name: 'Share' }).click();
  assert.equal(await page.getByLabel('Link', { exact: true }).inputValue(), `${server.url}/?v=1&example=bufwriter_file&stdout=pipe`);
  await page.getByRole('button', { name: 'Embed' }).click();
  assert.equal(
    await page.getByLabel('Fixed-height iframe', { exact: true }).inputValue(),
    `<iframe src="${server.url}/embed?v=1&amp;example=bufwriter_file&amp;stdout=pipe" title="bufscope: where bytes wait" width="100%" height="640" style="border:0" loading="lazy"></iframe>`,
  );
  assertNoErrors(page);
});

/** A plain static file server (no rewrite rules), as `python3 -m http.server -d dist`. */
async function plainServer() {
  const child = spawn('python3', ['-m', 'http.server', '--bind', '127.0.0.1', '0', '-d', path.join(ROOT, 'dist')], { stdio: ['ignore', 'pipe', 'pipe'] });
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('http.server did not start')), 10000);
    child.stdout.on('data', (chunk) => {
      const match = String(chunk).match(/port (\d+)/);
      if (match) { clearTimeout(timer); resolve(Number(match[1])); }
    });
  });
  return { url: `http://127.0.0.1:${port}`, close: () => child.kill() };
}

test('/embed from a plain static server renders, links back with the same state, and posts its height', async () => {
  const plain = await plainServer();
  try {
    const page = await openPage(browser);
    const query = '?v=1&example=linewriter_poem&stdout=file';
    await page.goto(`${plain.url}/`);
    // A host page around the iframe, listening for the height.
    await page.setContent(`<script>window.heights = []; addEventListener('message', (e) => { if (e.data && e.data.type === 'bufscope:height') heights.push(e.data.height); });</script><iframe id="f" src="${plain.url}/embed${query}" style="width: 900px; height: 300px"></iframe>`);
    const frame = page.frameLocator('#f');
    await frame.getByTestId('total-calls').waitFor({ state: 'attached', timeout: 30000 });
    assert.equal(await frame.locator('header nav').count(), 0, 'no site chrome in an embed');
    assert.equal(await frame.getByRole('link', { name: 'Open in bufscope' }).getAttribute('href'), `${plain.url}/${query}`);
    await page.waitForFunction(() => window.heights.length > 0 && Math.max(...window.heights) > 400);
    for (const route of ['about', 'sources']) {
      const response = await page.goto(`${plain.url}/${route}`);
      assert.equal(response.status(), 200, route);
      await waitForApp(page);
    }
    assertNoErrors(page);
  } finally {
    plain.close();
  }
});

test('on a phone the panes are tabs', async () => {
  const page = await open(scriptQuery(STEPPED), { viewport: { width: 390, height: 844 }, isMobile: true });
  await page.getByRole('tab', { name: 'Stack' }).click();
  await page.getByTestId('step-label').waitFor();
  assert.equal(await page.getByLabel('Script').isVisible(), false);
  assert.equal(await page.getByRole('tab', { name: 'Stack' }).getAttribute('aria-selected'), 'true');
  await page.getByRole('tab', { name: 'Syscalls' }).click();
  assert.equal(await page.getByRole('grid', { name: 'Syscall log' }).isVisible(), true);
  assert.equal(await page.getByTestId('step-label').isVisible(), false);
  await page.screenshot({ path: path.join(ARTIFACTS, 'playground-phone-syscalls.png'), fullPage: true });
  await page.getByRole('tab', { name: 'Script' }).click();
  assert.equal(await page.getByLabel('Script').isVisible(), true);
  assertNoErrors(page);
});

test('screenshots: light, dark and phone width (kept in target/e2e-artifacts)', async () => {
  for (const [name, options] of [
    ['playground-light', { viewport: { width: 1400, height: 1000 } }],
    ['playground-dark', { viewport: { width: 1400, height: 1000 }, colorScheme: 'dark' }],
    ['playground-phone', { viewport: { width: 390, height: 844 }, isMobile: true }],
  ]) {
    const page = await open(scriptQuery(STEPPED), options);
    await finished(page);
    // On a phone the stack is a tab of its own.
    if (await page.getByRole('tab', { name: 'Stack' }).isVisible()) await page.getByRole('tab', { name: 'Stack' }).click();
    await page.getByRole('slider', { name: 'Timeline' }).fill('1');
    await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
    // Nothing sticks out sideways at any width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.equal(overflow, 0, `${name} scrolls sideways by ${overflow}px`);
    assertNoErrors(page);
  }
});
