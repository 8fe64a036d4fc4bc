// The playground as a learner meets it (issue 15): history that Back and Forward walk, results
// that are never silently stale, buffers that stay on screen while stepping the poem, and the
// keyboard alone.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, openPage, assertNoErrors, waitForApp, finished, useSiteAndBrowser } from './harness.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const ARTIFACTS = path.join(ROOT, 'target', 'e2e-artifacts');

const site = useSiteAndBrowser();
before(() => mkdirSync(ARTIFACTS, { recursive: true }));

async function open(route = '/', options = {}) {
  const page = await openPage(site.browser, options);
  await page.goto(`${site.server.url}${route}`);
  await waitForApp(page).catch(() => {});
  return page;
}

const historyLength = (page) => page.evaluate(() => history.length);
const editor = (page) => page.getByLabel('Script');

const LOOP = 'for i in 1..=300 {\n    println!("{}", i);\n}\n';

test('typing 20 characters adds one history entry; Back and Forward restore the script, its settings and its results', async () => {
  const page = await open(`/?script=${encodeURIComponent(LOOP)}&stdout=pipe`);
  assert.equal(await finished(page), 300);
  const before = await historyLength(page);
  await editor(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('println!("twenty!");', { delay: 30 });
  // A quick script re-runs as it is edited: 300 lines and the new one.
  assert.equal(await finished(page), 301);
  assert.equal(await historyLength(page) - before, 1, 'one entry for the whole burst of typing');
  const edited = await editor(page).inputValue();
  assert.equal(edited, `${LOOP}println!("twenty!");`);
  assert.match(page.url(), /\?v=1&script=.*twenty.*&stdout=pipe$/);

  // A second burst after a pause of more than a second is an entry of its own.
  await page.waitForTimeout(1200);
  await page.keyboard.type('\nprintln!("x");', { delay: 20 });
  assert.equal(await finished(page), 302);
  assert.equal(await historyLength(page) - before, 2);

  await page.goBack();
  assert.equal(await finished(page), 301);
  assert.equal(await editor(page).inputValue(), edited);
  await page.goBack();
  assert.equal(await finished(page), 300);
  assert.equal(await editor(page).inputValue(), LOOP);
  assert.equal(await page.getByLabel('stdout goes to').inputValue(), 'pipe');
  await page.goForward();
  assert.equal(await finished(page), 301);
  assert.equal(await editor(page).inputValue(), edited);

  // A discrete change (a target, an example) is one entry each, and Back undoes it.
  await page.getByLabel('stdout goes to').selectOption('file');
  await finished(page);
  assert.match(page.url(), /&stdout=file$/);
  await page.getByTestId('examples').selectOption('bufwriter_file');
  assert.equal(await finished(page), 4);
  // Pushed from the middle of the history: what was ahead of it is gone.
  assert.equal(await historyLength(page), before + 3);
  await page.goBack();
  // The edited loop again, into a file: line-buffered, so still one write per line.
  assert.equal(await finished(page), 301);
  assert.equal(await editor(page).inputValue(), edited);
  assert.equal(await page.getByLabel('stdout goes to').inputValue(), 'file');
  assert.equal(await page.getByTestId('examples').inputValue(), '');
  assertNoErrors(page);
});

test('/embed never adds a history entry, nor writes its URL', async () => {
  const page = await open('/embed?example=println_loop_terminal&view=code');
  await finished(page);
  const before = await historyLength(page);
  await editor(page).click();
  await page.keyboard.type('println!("a");', { delay: 20 });
  await page.waitForTimeout(1200);
  await page.keyboard.type('println!("b");', { delay: 20 });
  await page.getByLabel('stdout goes to').selectOption('file');
  await finished(page);
  assert.equal(await historyLength(page), before);
  assert.match(page.url(), /\/embed\?example=println_loop_terminal&view=code$/);
  assertNoErrors(page);
});

test('a slow script is not re-run as it is edited: its old results say they are stale, and so does Share', async () => {
  // Slow: over the playground's 1.5 s for a live re-run (a million println! now runs within it).
  const slow = 'for i in 1..=3000000 {\n    println!("{}", i);\n}\n';
  const page = await open(`/?script=${encodeURIComponent(slow)}&stdout=file`);
  assert.equal(await finished(page), 3000000);
  await editor(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('println!("end");');
  await page.waitForTimeout(1000);
  assert.equal(await page.locator('[data-run-state]').getAttribute('data-run-state'), 'stale');
  assert.equal(await page.getByTestId('run-status').textContent(), 'edited — Run to update');
  assert.equal(
    await page.getByTestId('stale').first().textContent(),
    'Edited — these results are from the script before your edit. Run (Ctrl+Enter) to update.',
  );
  await page.getByRole('button', { name: 'Share' }).click();
  assert.equal(
    await page.getByTestId('share-stale').textContent(),
    '(it holds the edited script: its results will differ from the ones shown until you Run)',
  );
  // Ctrl+Enter in the editor runs it.
  await editor(page).press('Control+Enter');
  assert.equal(await finished(page), 3000001);
  assert.equal(await page.getByTestId('stale').count(), 0);
  assert.equal(await page.getByTestId('share-stale').count(), 0);
  assertNoErrors(page);
});

/** Every stepped operation of the run shown: its label, each layer's bytes, the device. */
async function everyStep(page) {
  const count = Number(await page.getByRole('slider', { name: 'Timeline' }).getAttribute('max'));
  const steps = [];
  for (let i = 0; i < count; i += 1) {
    await page.getByRole('slider', { name: 'Timeline' }).fill(String(i));
    steps.push(await page.evaluate(() => ({
      label: document.querySelector('[data-testid="step-label"]').textContent,
      layers: Array.from(document.querySelectorAll('[data-testid="layer"]'), (l) => [
        l.querySelector('strong').textContent,
        Number(l.dataset.buffered),
        l.querySelector('[data-testid="layer-fill"]').textContent,
      ]),
      device: document.querySelector('[data-testid="device"]').closest('section').getAttribute('aria-label'),
      screen: document.querySelector('[data-testid="device"]').textContent,
      newest: document.querySelector('[data-testid="newest"]')?.textContent ?? null,
      said: document.querySelector('[data-testid="step-announcement"]').textContent,
      deviceTop: document.querySelector('[data-testid="device"]').getBoundingClientRect().top,
    })));
  }
  return steps;
}

test("the seed's poem: the LineWriter's 37 bytes stay drawn at every step until the newline, and nothing jumps", async () => {
  const page = await open('/?example=seed_poem', { viewport: { width: 1400, height: 1000 } });
  await finished(page);
  const steps = await everyStep(page);
  const labels = steps.map((s) => s.label.replace(/^Step (\d+) of (\d+) at \d+\.\d{6} s: /, ''));
  const first = labels.findIndex((l) => l.includes("In Rust's domain"));
  const newline = labels.findIndex((l) => l.includes('write_all(b"\\n")'));
  assert.ok(first >= 0 && newline > first + 2, labels.join(' | '));
  // Between them: the eprintln! note and the sleep, which do not touch the LineWriter.
  assert.deepEqual(labels.slice(first + 1, newline).map((l) => l.replace(/\(.*$/s, '')), ['line 12: eprintln!', 'line 13: thread::sleep']);
  const writer = (step) => step.layers.find(([name]) => name === 'LineWriter<Stdout>');
  for (let i = first; i < newline; i += 1) {
    assert.deepEqual(writer(steps[i]).slice(0, 2), ['LineWriter<Stdout>', 37], labels[i]);
    assert.equal(writer(steps[i])[2], '37 / 1024 bytes buffered');
    assert.equal(steps[i].device, 'Terminal');
    assert.doesNotMatch(steps[i].screen, /In Rust's domain/, `nothing of the line on the terminal yet: ${labels[i]}`);
  }
  assert.deepEqual(writer(steps[newline]).slice(0, 2), ['LineWriter<Stdout>', 0]);
  assert.match(steps[newline].screen, /^\[waiting for newline\]\nIn Rust's domain where choices gleam,/);
  // Every layer is drawn at every step, with honest words for the ones without a buffer.
  for (const [i, step] of steps.entries()) {
    // Before the script makes its LineWriter, its boxes hold its place, marked as not made yet.
    const made = i >= labels.findIndex((l) => l.includes('LineWriter::new'));
    assert.deepEqual(step.layers.map(([name, , fill]) => [name, fill.replace(/^\d+ \/ /, 'n / ')]), [
      ['LineWriter<Stdout>', made ? 'n / 1024 bytes buffered' : 'not created yet'],
      ['Stdout', made ? 'no buffer of its own: hands every call to LineWriter<StdoutRaw>' : 'not created yet'],
      ['LineWriter<StdoutRaw>', 'n / 1024 bytes buffered'],
      ['StdoutRaw', 'no buffer: every call is a syscall'],
      ['StderrRaw', 'no buffer: every call is a syscall'],
    ], labels[i]);
    assert.equal(step.deviceTop, steps[0].deviceTop, `the device stays put: ${step.label}`);
  }
  // The screen reader hears what was written, by which layer, to which fd, and what waits.
  assert.equal(
    steps[first + 1].said,
    `Step ${first + 2} of ${steps.length}, line 12: eprintln!("[waiting for newline]"). StderrRaw wrote 22 bytes to fd 2 (terminal). 37 bytes wait in LineWriter<Stdout>.`,
  );
  // The sleeps are time passing: a second each.
  const µs = (i) => Number(steps[i].label.match(/ at (\d+\.\d{6}) s/)[1].replace('.', ''));
  assert.ok(µs(first + 2) - µs(first + 1) >= 1_000_000, `${µs(first + 1)} → ${µs(first + 2)} µs`);
  assertNoErrors(page);
});

test('a file is shown as the device, with the bytes the step wrote marked', async () => {
  const page = await open('/?example=linewriter_poem');
  await finished(page);
  const steps = await everyStep(page);
  const wrote = steps.filter((s) => s.newest !== null);
  assert.deepEqual(wrote.map((s) => [s.device, s.newest]), [
    ['poem.txt (file, fd 3)', 'I wandered lonely as a cloud\n'],
    ['poem.txt (file, fd 3)', "That floats on high o'er vales and hills\n"],
  ]);
  assert.equal(wrote[1].screen, "I wandered lonely as a cloud\nThat floats on high o'er vales and hills\n");
  assertNoErrors(page);
});

/** Presses Tab until `selector` has the focus (at most `max` times); fails if it never does. */
async function tabTo(page, selector, max = 60) {
  for (let i = 0; i < max; i += 1) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`Tab never reached ${selector}`);
}

const IN_MEMORY = `use std::io::{self, BufWriter, Cursor, Write};
fn main() -> io::Result<()> {
    let mut w = BufWriter::with_capacity(4, Vec::new());
    w.write_all(b"abcdef")?;
    let mut c = Cursor::new(Vec::new());
    c.write_all(b"xyz")?;
    io::sink().write_all(b"gone")?;
    Ok(())
}
`;

test('writers over memory say they hold their bytes and make no syscall', async () => {
  const page = await open(`/?script=${encodeURIComponent(IN_MEMORY)}`);
  await finished(page);
  const steps = await everyStep(page);
  const sink = steps.find((s) => s.label.includes('io::sink().write_all'));
  assert.ok(sink, steps.map((s) => s.label).join(' | '));
  // Every stream the script used, in order of first use; none reaches an fd (the poem's
  // StdoutRaw says it makes a syscall of every call).
  assert.deepEqual(sink.layers, [
    ['BufWriter<Vec<u8>>', 0, '0 / 4 bytes buffered'],
    ['Vec<u8>', 0, 'in memory, no syscall: holds 6 bytes'],
    ['Cursor<Vec<u8>>', 0, 'in memory, no syscall: at byte 3 of 3'],
    ['Sink', 0, 'no fd under it: no syscall'],
  ]);
  assertNoErrors(page);
});

const COUNTING_WRITER = `use std::io::{self, BufWriter, Write};
struct Counter {
    calls: usize,
}
impl Write for Counter {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.calls += 1;
        Ok(buf.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}
fn main() -> io::Result<()> {
    let mut w = BufWriter::with_capacity(8, Counter { calls: 0 });
    w.write_all(b"abc")?;
    w.write_all(b"defghij")?;
    println!("{} call", w.get_ref().calls);
    Ok(())
}
`;

test("a BufWriter over the script's own writer: the buffer fills, and the writer says its calls are the script's", async () => {
  const page = await open(`/?script=${encodeURIComponent(COUNTING_WRITER)}`);
  await finished(page);
  const steps = await everyStep(page);
  const at = (text) => {
    const step = steps.find((s) => s.label.includes(text));
    assert.ok(step, steps.map((s) => s.label).join(' | '));
    return step;
  };
  const own = 'your own write and flush: a syscall only if they make one';
  // stdout's stack (the script prints at the end) is drawn below, untouched so far.
  const stdout = [
    ['LineWriter<StdoutRaw>', 0, '0 / 1024 bytes buffered'],
    ['StdoutRaw', 0, 'no buffer: every call is a syscall'],
  ];
  assert.deepEqual(at('w.write_all(b"abc")').layers, [
    ['BufWriter<Counter>', 3, '3 / 8 bytes buffered'],
    ['Counter', 0, own],
    ...stdout,
  ]);
  // 3 + 7 bytes do not fit in 8: std writes out the 3 (one call of the script's write) and
  // keeps the 7.
  assert.deepEqual(at('w.write_all(b"defghij")').layers, [
    ['BufWriter<Counter>', 7, '7 / 8 bytes buffered'],
    ['Counter', 0, own],
    ...stdout,
  ]);
  assert.equal(steps.at(-1).screen.trim(), '1 call');
  assertNoErrors(page);
});

test('the keyboard alone: run a script, step, open a caused-by panel, move a cost slider, answer an exercise', async () => {
  const page = await open('/?example=println_loop_terminal');
  await finished(page);
  // The skip link comes first and leads to the content.
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Skip to content');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'main');
  await tabTo(page, 'textarea');
  // The editor's frame shows where the focus is.
  const ring = await page.evaluate(() => getComputedStyle(document.activeElement.closest('.focus-within\\:ring-2')).boxShadow);
  assert.notEqual(ring, 'none');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('print!("ab");\nprintln!("c");\n');
  await page.keyboard.press('Control+Enter');
  assert.equal(await finished(page), 1);
  await tabTo(page, 'input[aria-label="Timeline"]');
  await page.keyboard.press('Home');
  assert.match(await page.getByTestId('step-label').textContent(), /^Step 1 of 2 /);
  await page.keyboard.press('ArrowRight');
  assert.match(await page.getByTestId('step-label').textContent(), /^Step 2 of 2 /);
  await tabTo(page, '[role="grid"] tr[tabindex="0"]');
  await page.keyboard.press('Enter');
  assert.match(await page.getByTestId('caused-by').textContent(), /^write\(1, "abc\\n", 4\) = 4caused by: line 2:1 · println!\("c"\)/);
  await tabTo(page, '[data-testid="costs"] > summary');
  await page.keyboard.press('Enter');
  const wall = await page.getByTestId('wall').textContent();
  await tabTo(page, 'input[type="range"][aria-label^="price of"]');
  for (let i = 0; i < 20; i += 1) await page.keyboard.press('ArrowRight');
  assert.notEqual(await page.getByTestId('wall').textContent(), wall, 'a price moved by the keyboard re-prices');
  assertNoErrors(page);

  const lesson = await open('/course/bufwriter/');
  await lesson.getByTestId('lesson-body').waitFor({ timeout: 20000 });
  await tabTo(lesson, '[data-exercise="bufwriter-exact-fill"] [data-testid="answer-input"]', 600);
  await lesson.keyboard.type('2');
  await lesson.keyboard.press('Enter');
  await lesson.locator('[data-exercise="bufwriter-exact-fill"] [data-testid="verdict"]:not([hidden])').waitFor();
  assert.equal(await lesson.evaluate(() => document.activeElement.dataset.testid), 'verdict');
  assert.match(await lesson.evaluate(() => document.activeElement.textContent), /^Right\./);
  assertNoErrors(lesson);
});

test('screenshots of the poem mid-run: desktop and phone, light and dark (kept in target/e2e-artifacts)', async () => {
  for (const [name, options] of [
    ['poem-desktop-light', { viewport: { width: 1440, height: 900 } }],
    ['poem-desktop-dark', { viewport: { width: 1440, height: 900 }, colorScheme: 'dark' }],
    ['poem-phone-light', { viewport: { width: 390, height: 844 }, isMobile: true }],
    ['poem-phone-dark', { viewport: { width: 390, height: 844 }, isMobile: true, colorScheme: 'dark' }],
  ]) {
    const page = await open('/?example=seed_poem', options);
    await finished(page);
    if (await page.getByRole('tab', { name: 'Stack' }).isVisible()) await page.getByRole('tab', { name: 'Stack' }).click();
    // The eprintln! step: the poem's first line waits in the LineWriter.
    await page.getByRole('slider', { name: 'Timeline' }).fill('2');
    await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.equal(overflow, 0, `${name} scrolls sideways by ${overflow}px`);
    assertNoErrors(page);
  }
});

test('the navigation marks only the current page, and each page and lesson has its own title', async () => {
  const lessonTitle = 'BufWriter: paying for syscalls in bulk';
  for (const [route, current, title] of [
    ['/', 'Playground', 'Playground — bufscope'],
    ['/about', 'About', 'About — bufscope'],
    ['/reference', 'Reference', 'Reference measurements — bufscope'],
    ['/sources', 'Sources', 'Sources — bufscope'],
    ['/charts', null, 'Charts — bufscope'],
    ['/course/', 'Course', 'Course — bufscope'],
    ['/course/bufwriter/', null, `${lessonTitle} — bufscope`],
  ]) {
    const page = await open(route);
    await page.waitForFunction((t) => document.title === t, title, { timeout: 10000 }).catch(() => {});
    assert.equal(await page.title(), title, route);
    assert.deepEqual(await page.locator('header [aria-current="page"]').allTextContents(), current ? [current] : [], route);
    assertNoErrors(page);
  }
});

test("an unknown route on a static host gets the app's not-found page (dist/404.html)", async () => {
  const host = await startServer({ single: false, notFound: true });
  try {
    const page = await openPage(site.browser);
    for (const route of ['/course/nope', '/nothing/here']) {
      const response = await page.goto(`${host.url}${route}`);
      assert.equal(response.status(), 404, route);
      await waitForApp(page);
      assert.equal(await page.locator('main h1').textContent(), 'Page not found', route);
      assert.equal(await page.title(), 'Page not found — bufscope');
      assert.equal(await page.locator('header [aria-current]').count(), 0);
    }
    // The only errors: the browser noting each page's own 404 status.
    assert.deepEqual(page.errors, Array(2).fill('console: Failed to load resource: the server responded with a status of 404 (Not Found)'));
  } finally {
    await host.close();
  }
});

test("an uploaded file replaces the script's generated input of that name, and the stdout select shows the script's header", async () => {
  const script = '// bufscope: input data.txt=text:3000\n// bufscope: stdout=file\nuse std::fs::File;\nuse std::io::Read;\nfn main() -> std::io::Result<()> {\n    let mut s = String::new();\n    File::open("data.txt")?.read_to_string(&mut s)?;\n    println!("{}", s.len());\n    Ok(())\n}\n';
  const page = await open(`/?script=${encodeURIComponent(script)}`);
  await finished(page);
  // The header sends stdout to a file: the select says so and cannot disagree.
  assert.equal(await page.getByLabel('stdout goes to').inputValue(), 'file');
  assert.equal(await page.getByLabel('stdout goes to').isDisabled(), true);
  assert.equal(await page.getByTestId('header-note').textContent(), "(the script's // bufscope: line sends stdout to file)");
  assert.equal(await page.getByRole('region', { name: /^stdout → file/ }).locator('pre').textContent(), '3000\n');
  await page.locator('details summary', { hasText: 'Inputs and faults' }).click();
  await page.getByLabel('Upload an input file').setInputFiles({ name: 'data.txt', mimeType: 'text/plain', buffer: Buffer.from('mine\n') });
  await page.getByTestId('upload-replaces').waitFor();
  assert.equal(await page.getByTestId('upload-replaces').textContent(), "(replaces the script's generated data.txt)");
  await page.getByRole('region', { name: /^stdout → file/ }).getByText('5').waitFor();
  assert.equal(await page.getByRole('region', { name: /^stdout → file/ }).locator('pre').textContent(), '5\n');
  assertNoErrors(page);
});

test('/charts at 390 px: open, nothing overflows, canvases fit their box at the screen density, labels ≥ 11 CSS px, the axis names what is counted', async () => {
  const page = await openPage(site.browser, { viewport: { width: 390, height: 844 }, isMobile: true, deviceScaleFactor: 3 });
  // Every label the charts draw, with its size in CSS pixels.
  await page.addInitScript(() => {
    window.labels = [];
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
      const px = Number(this.font.match(/([\d.]+)px/)[1]);
      const perCss = this.canvas.width / this.canvas.clientWidth;
      // The transform's scale, whether the text is rotated (the y axis' title) or not.
      const { a, b } = this.getTransform();
      window.labels.push({ text: String(text), css: (px * Math.hypot(a, b)) / perCss });
      return fillText.call(this, text, ...rest);
    };
  });
  await page.goto(`${site.server.url}/charts?example=serde_from_reader_raw`);
  await waitForApp(page);
  await page.getByText('Running the script at 21 capacities…').waitFor({ state: 'detached', timeout: 60000 });
  await page.waitForFunction(() => document.querySelectorAll('canvas').length === 4);
  await page.waitForTimeout(500);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.equal(overflow, 0, `scrolls sideways by ${overflow}px`);
  const canvases = await page.locator('canvas').evaluateAll((list) => list.map((c) => [c.width, Math.round(c.clientWidth * 3), c.getBoundingClientRect().right <= innerWidth]));
  for (const [width, expected, inside] of canvases) {
    assert.ok(Math.abs(width - expected) <= 1 && inside, `canvas ${width} px for ${expected / 3} CSS px`);
  }
  const labels = await page.evaluate(() => window.labels);
  assert.ok(labels.length > 40, `${labels.length} labels drawn`);
  const smallest = Math.min(...labels.map((l) => l.css));
  assert.ok(smallest >= 11, `smallest label ${smallest} CSS px`);
  // serde_json's raw reader makes reads: the capacity chart counts syscalls, mostly reads.
  assert.ok(labels.some((l) => /^syscalls \((mostly )?reads\)$/.test(l.text)), 'the axis names reads');
  assert.ok(!labels.some((l) => l.text === 'write syscalls'));
  await page.screenshot({ path: path.join(ARTIFACTS, 'charts-phone.png'), fullPage: true });
  assertNoErrors(page);
});

test('the script as a real program: a project to download (what `bufscope export` gives, with its inputs) and the strace command', async () => {
  const script = '// bufscope: input data.txt=text:3000\n// bufscope: stdout=file\nuse std::fs::File;\nuse std::io::Read;\nfn main() -> std::io::Result<()> {\n    let mut s = String::new();\n    File::open("data.txt")?.read_to_string(&mut s)?;\n    println!("{}", s.len());\n    Ok(())\n}\n';
  const page = await open(`/?script=${encodeURIComponent(script)}`);
  await finished(page);
  await page.getByTestId('export').locator('summary').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the project' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'bufscope-run.sh');
  const dir = mkdtempSync(path.join(tmpdir(), 'bufscope-export-'));
  await download.saveAs(path.join(dir, 'bufscope-run.sh'));
  execFileSync('sh', ['bufscope-run.sh'], { cwd: dir });
  const project = path.join(dir, 'bufscope-run');
  const scriptFile = path.join(dir, 'script.rs');
  writeFileSync(scriptFile, script);
  const exported = execFileSync(path.join(ROOT, 'target', 'debug', 'bufscope'), ['export', scriptFile], { encoding: 'utf8' });
  assert.equal(readFileSync(path.join(project, 'src', 'main.rs'), 'utf8'), exported);
  assert.match(readFileSync(path.join(project, 'Cargo.toml'), 'utf8'), /^\[package\]\nname = "bufscope-run"\n/);
  assert.equal(readFileSync(path.join(project, 'data.txt')).length, 3000);
  assert.equal(
    await page.getByTestId('strace-command').inputValue(),
    'strace -f -y -s 64 -e trace=openat,close,read,write,writev,recvfrom,sendto,statx,lseek,fcntl,socket,connect,fsync,fdatasync,ftruncate,unlink,mkdir,fchmod,setsockopt,getsockopt,bind,listen,accept4,shutdown,getsockname,getpeername,copy_file_range,sendfile,splice -o strace.txt ./target/release/bufscope-run > stdout.txt',
  );
  rmSync(dir, { recursive: true });
  assertNoErrors(page);
});
