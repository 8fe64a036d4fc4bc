// The playground: a script runs in the page over the simulated kernel.
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

async function openPlayground() {
  const page = await openPage(browser);
  await page.goto(`${server.url}/playground`);
  await waitForApp(page);
  return page;
}

test('the first example runs: 300 println! are 300 writes, and the terminal shows the lines', async () => {
  const page = await openPlayground();
  await page.getByTestId('run').click();
  await page.getByTestId('totals').waitFor();
  assert.equal(await page.getByTestId('total-calls').textContent(), '300');
  const rows = page.locator('[data-testid="syscall-log"] tr');
  assert.equal(await rows.count(), 300);
  assert.match(await rows.first().textContent(), /^1newlinewrite\(1, "1\\n", 2\) = 2/);
  const screen = (await page.getByTestId('terminal').textContent()).trim().split('\n');
  // 24 rows: lines 278 to 300, then the empty row the cursor moved to after the last newline.
  assert.deepEqual([screen.length, screen[0], screen.at(-1)], [23, '278', '300']);
  assert.match(await page.getByTestId('ending').textContent(), /^exit 0 · main returned$/);
  assert.match(await page.getByTestId('time').textContent(), /^Simulated time \(this machine \(recorded\)\): [\d.]+ ms = user/);
  assertNoErrors(page);
});

test('an example with a file and a lost buffer reports the loss', async () => {
  const page = await openPlayground();
  const index = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-testid="examples"] option')).findIndex((o) => o.textContent.includes('process::exit')),
  );
  await page.getByTestId('examples').selectOption(String(index));
  await page.getByTestId('run').click();
  await page.getByTestId('lost').waitFor();
  assert.match(await page.getByTestId('lost').textContent(), /lost: 28 bytes in BufWriter<File>: process::exit ran no destructors/);
  assert.match(await page.getByTestId('ending').textContent(), /^exit 0 · process::exit\(0\)$/);
  assertNoErrors(page);
});

test('a script outside the subset is rejected with its line and column, and the text stays', async () => {
  const page = await openPlayground();
  const script = 'let f = |x: i32| x + 1;\nprintln!("{}", f(1));';
  await page.getByTestId('script').fill(script);
  await page.getByTestId('run').click();
  await page.getByTestId('rejection').waitFor();
  assert.equal(
    await page.getByTestId('rejection').textContent(),
    '1:9: error: a closure is not supported by bufscope\n  help: loops and helper functions',
  );
  assert.equal(await page.getByTestId('script').inputValue(), script);
  assertNoErrors(page);
});

test('filters narrow the log: only the 1-byte reads of a byte-by-byte loop', async () => {
  const page = await openPlayground();
  const index = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-testid="examples"] option')).findIndex((o) => o.textContent === 'Reading byte by byte'),
  );
  await page.getByTestId('examples').selectOption(String(index));
  await page.getByTestId('run').click();
  await page.getByTestId('totals').waitFor();
  // openat, 3000 one-byte reads and the read at EOF, close, one println!: 3004 calls, 2000 listed.
  assert.equal(await page.getByTestId('total-calls').textContent(), '3004');
  assert.equal(await page.getByTestId('omitted').textContent(), '… and 1004 more syscalls, counted in the summary');
  const rows = page.locator('[data-testid="syscall-log"] tr');
  assert.equal(await rows.count(), 2000);
  await page.getByTestId('filter-one-byte').check();
  assert.equal(await rows.count(), 1999);
  assert.match(await rows.first().textContent(), /^2unbufferedread\(3, "l", 1\) = 1/);
  await page.getByTestId('filter-one-byte').uncheck();
  await page.getByTestId('filter-syscall').selectOption('openat');
  assert.equal(await rows.count(), 1);
  assertNoErrors(page);
});
