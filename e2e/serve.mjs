// Serves dist/ on 127.0.0.1 as a plain static host does: files and folder index.html, no
// single-page-app fallback (an unknown path is a 404 answered with dist/404.html).
import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const DIST = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const port = Number(process.argv[2] ?? 8080);
const handler = sirv(DIST, { single: false, dev: true, etag: false });
http
  .createServer((req, res) => handler(req, res, () => {
    // As GitHub Pages or Netlify do: the site's own 404.html, with status 404.
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end(readFileSync(path.join(DIST, '404.html')));
  }))
  .listen(port, '127.0.0.1', () => console.log(`serving ${DIST} on http://127.0.0.1:${port}`));
