// The release build ships each downloaded file precompressed (`./dev build`'s precompress), so a
// static host that serves .br/.gz files as they are sends the smallest form it has.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import sirv from 'sirv';

const DIST = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const walk = (dir) => readdirSync(dir).flatMap((name) => {
  const file = path.join(dir, name);
  return statSync(file).isDirectory() ? walk(file) : [file];
});

test('every file a browser downloads has a .gz and a .br beside it, each its exact bytes', () => {
  const files = walk(DIST).filter((f) => /\.(wasm|js|css|html|json|svg|bin)$/.test(f));
  assert.ok(files.some((f) => f.endsWith('sim_worker_bg.wasm')), 'the worker is among them');
  const wrong = files.filter((file) => {
    const bytes = readFileSync(file);
    return !existsSync(`${file}.gz`) || !existsSync(`${file}.br`)
      || !zlib.gunzipSync(readFileSync(`${file}.gz`)).equals(bytes)
      || !zlib.brotliDecompressSync(readFileSync(`${file}.br`)).equals(bytes);
  });
  assert.deepEqual(wrong.map((f) => path.relative(DIST, f)), []);
});

test('a static host that serves precompressed files sends the worker as brotli, typed as wasm', async () => {
  const handler = sirv(DIST, { dev: false, etag: false, brotli: true, gzip: true });
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await new Promise((resolve, reject) => {
      http.get({
        host: '127.0.0.1',
        port: server.address().port,
        path: '/sim_worker_bg.wasm',
        headers: { 'accept-encoding': 'br, gzip' },
      }, resolve).on('error', reject);
    });
    const chunks = [];
    for await (const chunk of response) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    assert.equal(response.headers['content-encoding'], 'br');
    // `WebAssembly.instantiateStreaming` needs this type.
    assert.equal(response.headers['content-type'], 'application/wasm');
    assert.ok(body.equals(readFileSync(path.join(DIST, 'sim_worker_bg.wasm.br'))));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
