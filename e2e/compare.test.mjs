// Compare (A/B) as a learner uses it: from the println! example, B made by two changes picked
// from the list, both runs beside each other with the counts `bufscope trace` gives each script,
// the logs aligned at their first difference, the sentence; then the same state after a reload
// and in /embed, and on a phone in dark mode.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useSiteAndBrowser, openPage, assertNoErrors, waitForApp, finished } from './harness.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const ARTIFACTS = path.join(ROOT, 'target', 'e2e-artifacts');
const site = useSiteAndBrowser();
mkdirSync(ARTIFACTS, { recursive: true });

/** `bufscope trace --format json` of a script's text (the native CLI, built by the test command). */
function trace(script) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bufscope-compare-'));
  const file = path.join(dir, 'script.rs');
  writeFileSync(file, script);
  const json = execFileSync(path.join(ROOT, 'target', 'debug', 'bufscope'), ['trace', file, '--format', 'json'], { maxBuffer: 1 << 28 });
  return JSON.parse(json);
}

/** The kebab-case cause of the trace JSON as the page labels it. */
const LABELS = { Newline: 'newline', FlushOnDrop: 'drop', BufferFull: 'buffer full', UnbufferedWrite: 'unbuffered write', StdoutCleanup: 'exit cleanup', ExplicitFlush: 'flush' };

/** The cause most of a trace's writes had. */
function mainWriteCause(traced) {
  const counts = new Map();
  for (const call of traced.syscalls.filter((s) => s.syscall === 'write' || s.syscall === 'writev')) {
    counts.set(call.cause, (counts.get(call.cause) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
}

/** Waits until both runs of a comparison are shown, fresh. */
async function comparedBoth(page) {
  await page.locator('[data-run-state="fresh"] [data-testid="compare-calls-b"]').waitFor({ state: 'attached', timeout: 60000 });
}

/** What the page shows of A and B. */
async function shown(page) {
  const scriptB = await page.getByTestId('compare-b').locator('textarea').inputValue();
  return {
    scriptB,
    applied: await page.getByTestId('compare-applied').innerText(),
    callsA: Number((await page.getByTestId('compare-calls-a').innerText()).replaceAll(',', '')),
    callsB: Number((await page.getByTestId('compare-calls-b').innerText()).replaceAll(',', '')),
    kindsA: await page.getByTestId('compare-kinds-a').locator('tr').allInnerTexts(),
    kindsB: await page.getByTestId('compare-kinds-b').locator('tr').allInnerTexts(),
    sentence: await page.getByTestId('compare-sentence').innerText(),
    firstDifference: await page.getByTestId('compare-first-difference').innerText(),
    marked: await page.locator('[data-first-difference="true"]').allInnerTexts(),
  };
}

test('println! against stdout to a file wrapped in a BufWriter: counts as bufscope trace gives them, the first difference, the sentence; the state survives a reload and opens in /embed', async () => {
  const page = await openPage(site.browser, { viewport: { width: 1280, height: 1000 } });
  await page.goto(`${site.server.url}/`);
  await waitForApp(page);
  await finished(page);
  const scriptA = await page.getByTestId('script').inputValue();
  await page.getByTestId('compare-toggle').check();
  await comparedBoth(page);
  assert.equal(await page.getByTestId('compare-applied').innerText(), 'a copy of A');
  const offered = await page.getByTestId('compare-b').locator('[data-change]').evaluateAll((buttons) => buttons.map((b) => b.textContent));
  assert.deepEqual(offered, ['stdout to a file', 'wrap in a BufWriter']);
  await page.getByTestId('compare-b').getByRole('button', { name: 'stdout to a file' }).click();
  await page.locator('[data-run-state="fresh"] [data-testid="compare-applied"]', { hasText: 'stdout to a file' }).waitFor();
  await page.getByTestId('compare-b').getByRole('button', { name: 'wrap in a BufWriter' }).click();
  await page.getByTestId('compare-applied').filter({ hasText: 'then wrap in a BufWriter' }).waitFor();
  await comparedBoth(page);
  const before = await shown(page);

  // B is a real edit of A, shown in B's editor.
  assert.equal(before.scriptB, [
    '// bufscope: stdout=file',
    '// Into a terminal, println! makes the same writes as into a file: stdout is line-buffered either way.',
    'use std::io::Write;',
    'let mut out = std::io::BufWriter::new(std::io::stdout().lock());',
    'for i in 1..=300 {',
    '    writeln!(out, "{}", i).unwrap();',
    '}',
    '',
  ].join('\n'));
  assert.equal(before.applied, 'A with: stdout to a file, then wrap in a BufWriter');

  // Each run's counts are the ones `bufscope trace` gives its script.
  const [a, b] = [trace(scriptA), trace(before.scriptB)];
  assert.equal(before.callsA, a.totals.all.calls);
  assert.equal(before.callsB, b.totals.all.calls);
  // Bytes per call as the sentence writes them: whole when exact, one decimal below 100.
  const perCall = (t) => (t.bytes % t.calls === 0 ? (t.bytes / t.calls).toLocaleString('en-US') : t.bytes / t.calls < 100 ? (t.bytes / t.calls).toFixed(1) : Math.round(t.bytes / t.calls).toLocaleString('en-US'));
  const kinds = (traced) => Object.entries(traced.totals.by_syscall).map(([name, t]) => `${name}\t${t.calls.toLocaleString('en-US')}\t${t.bytes.toLocaleString('en-US')}\t${perCall(t)}`);
  assert.deepEqual(before.kindsA, kinds(a));
  assert.deepEqual(before.kindsB, kinds(b));

  // The first difference is the first call where the traces differ, and only it is marked.
  const first = a.syscalls.findIndex((call, i) => call.strace !== b.syscalls[i]?.strace || call.cause !== b.syscalls[i]?.cause);
  assert.equal(before.firstDifference, `The logs first differ at syscall ${first + 1} (marked ≠).`);
  assert.equal(before.marked.length, 1);
  assert.match(before.marked[0], new RegExp(`^≠ ${first + 1}\\t`));
  assert.ok(before.marked[0].includes(a.syscalls[first].strace.slice(0, 12)), before.marked[0]);

  // The sentence names both counts and both causes, from the runs.
  const writes = (traced) => traced.totals.by_syscall.write;
  const perWrite = (w) => (w.bytes % w.calls === 0 ? (w.bytes / w.calls).toLocaleString('en-US') : (w.bytes / w.calls).toFixed(1));
  assert.equal(
    before.sentence,
    `B makes ${writes(b).calls} write instead of ${writes(a).calls}: its BufWriter sends ${perWrite(writes(b))} bytes per write (${LABELS[mainWriteCause(b)]}) where A's stdout LineWriter sends ${perWrite(writes(a))} bytes per write (${LABELS[mainWriteCause(a)]}).`,
  );

  // Lockstep: the first println! goes to a syscall in A and into the buffer in B.
  await page.getByTestId('lockstep').getByRole('button', { name: 'Both forward one step' }).click();
  assert.match(await page.getByTestId('lockstep-position').innerText(), /^operation 2 of \d+ in A$/);
  await page.getByTestId('lockstep').getByRole('button', { name: 'Both back one step' }).click();
  assert.match(await page.getByTestId('lockstep-a').innerText(), /^line 4: .* → 1 syscall$/);
  assert.match(await page.getByTestId('lockstep-b').innerText(), /^line 6: .* → no syscall$/);
  await page.screenshot({ path: path.join(ARTIFACTS, 'compare-desktop.png'), fullPage: true });

  // A reload brings back the same comparison.
  const link = new URL(page.url());
  assert.equal(link.searchParams.get('compare'), 'stdout-file,bufwriter');
  await page.reload();
  await waitForApp(page);
  await comparedBoth(page);
  assert.deepEqual(await shown(page), before);
  assertNoErrors(page);

  // The embed of the same link opens on the comparison.
  const embed = await openPage(site.browser, { viewport: { width: 760, height: 900 } });
  await embed.goto(`${site.server.url}/embed${link.search}`);
  await comparedBoth(embed);
  assert.equal(await embed.getByRole('tab', { name: 'Compare' }).getAttribute('aria-selected'), 'true');
  assert.deepEqual(await shown(embed), before);
  assertNoErrors(embed);

  // On a phone, in dark mode: A and B stacked, nothing wider than the screen.
  const phone = await openPage(site.browser, { viewport: { width: 360, height: 780 }, colorScheme: 'dark' });
  await phone.goto(`${site.server.url}/${link.search}`);
  await comparedBoth(phone);
  const [boxA, boxB] = [await phone.getByTestId('compare-run-a').boundingBox(), await phone.getByTestId('compare-run-b').boundingBox()];
  assert.ok(boxB.y >= boxA.y + boxA.height, 'B below A on a phone');
  assert.ok(await phone.evaluate(() => document.scrollingElement.scrollWidth <= window.innerWidth), 'no sideways scroll');
  await phone.getByTestId('compare').screenshot({ path: path.join(ARTIFACTS, 'compare-phone-dark.png') });
  assertNoErrors(phone);
});

test('flush per line → once moves the flush after the loop; B edited by hand keeps its own text', async () => {
  const page = await openPage(site.browser);
  await page.goto(`${site.server.url}/?example=file_flush_per_line&compare=flush-once`);
  await waitForApp(page);
  await comparedBoth(page);
  const scriptB = await page.getByTestId('compare-b').locator('textarea').inputValue();
  assert.ok(scriptB.includes('    }\n    w.flush()?;\n    Ok(())'), scriptB);
  assert.equal(Number(await page.getByTestId('compare-calls-b').innerText()), trace(scriptB).totals.all.calls);
  assert.equal(await page.locator('[data-testid="compare-rejection"]').count(), 0);
  // B edited by hand keeps its own text in the link.
  await page.getByTestId('compare-b').locator('textarea').fill(scriptB.replace('0..200', '0..20'));
  // Typing re-runs only a quick script; Run makes it certain on a loaded machine.
  await page.getByTestId('run').click();
  await page.locator('[data-run-state="fresh"] [data-testid="compare-calls-b"]').waitFor({ state: 'attached', timeout: 60000 });
  await page.waitForFunction(() => new URL(location.href).searchParams.get('compare.script')?.includes('0..20 {') || location.search.includes('z='));
  assert.match(await page.getByTestId('compare-applied').innerText(), /\(edited\)$/);
  assertNoErrors(page);
});

/** A duration as the page writes it: three significant digits, trailing zeros dropped. */
function formatNs(ns) {
  const [value, unit] = ns >= 1e9 ? [ns / 1e9, 's'] : ns >= 1e6 ? [ns / 1e6, 'ms'] : ns >= 1e3 ? [ns / 1e3, 'µs'] : [ns, 'ns'];
  const decimals = value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `${Number(value.toFixed(decimals))} ${unit}`;
}

test('a recorded scenario opened from /reference and wrapped in a BufWriter by Compare shows both measured times', async () => {
  const recording = JSON.parse(readFileSync(path.join(ROOT, 'public', 'reference', 'intel-xeon-processor-2c.json'), 'utf8'));
  const scenario = (id) => recording.scenarios.find((s) => s.id === id);
  const [line, block] = [scenario('println-line-file'), scenario('println-block-file')];
  const machine = `${recording.machine.cpu_model}, ${recording.machine.cores} cores`;
  const page = await openPage(site.browser, { viewport: { width: 1280, height: 1000 } });
  await page.goto(`${site.server.url}/reference`);
  await page.locator('[data-scenario="println-line-file"] [data-testid="scenario-open"]').click();
  await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('stdout') === 'file');
  await waitForApp(page);
  assert.equal(await page.getByTestId('script').inputValue(), line.script);
  await finished(page);
  await page.getByTestId('compare-toggle').check();
  await comparedBoth(page);
  // A copy of A is the same work: both are the line-by-line scenario.
  const measuredA = `measured ${formatNs(line.wall_ns.median)} (median of ${line.runs} runs of the same work on ${machine}, println-line-file)`;
  await page.getByTestId('compare-measured-b').filter({ hasText: 'println-line-file' }).waitFor({ timeout: 30000 });
  assert.equal(await page.getByTestId('compare-measured-a').innerText(), measuredA);
  await page.getByTestId('compare-b').getByRole('button', { name: 'wrap in a BufWriter' }).click();
  await page.getByTestId('compare-applied').filter({ hasText: 'wrap in a BufWriter' }).waitFor();
  await comparedBoth(page);
  await page.getByTestId('compare-measured-b').filter({ hasText: 'println-block-file' }).waitFor({ timeout: 30000 });
  assert.equal(await page.getByTestId('compare-measured-a').innerText(), measuredA);
  assert.equal(
    await page.getByTestId('compare-measured-b').innerText(),
    `measured ${formatNs(block.wall_ns.median)} (median of ${block.runs} runs of the same work on ${machine}, println-block-file)`,
  );
  const ratio = (line.wall_ns.median / block.wall_ns.median).toFixed(1);
  assert.equal(
    await page.getByTestId('compare-measured').innerText(),
    `Measured on ${machine}: A took ${formatNs(line.wall_ns.median)} (println-line-file), B ${formatNs(block.wall_ns.median)} (println-block-file); B was ${ratio}× faster than A.`,
  );
  // The scenario's link leads to its row on /reference.
  assert.equal(await page.getByTestId('compare-measured-b').getByRole('link').getAttribute('href'), '/reference/#println-block-file');

  // An edit that changes the work has no measurement.
  await page.getByTestId('compare-b').locator('textarea').fill(line.script.replace('1000000', '999999'));
  await page.getByTestId('run').click();
  await page.getByTestId('compare-measured-b').filter({ hasText: 'no recorded scenario did exactly this work' }).waitFor({ timeout: 60000 });
  assertNoErrors(page);
});
