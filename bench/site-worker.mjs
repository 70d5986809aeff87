/**
 * One cold `site` function instance, as Cloud Functions starts one: a fresh Node process that
 * loads the functions' built entry (`lib/index.js` of the folder it is given) and serves the
 * `site` function on a loopback port. It reports, as one JSON line, how long loading the entry
 * took and how long each request took, and the body of each page (bench/site.ts compares them).
 * Plain JavaScript run by plain Node: no loader of ours may sit in the figures.
 */
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

// The functions' bundle is CommonJS, required as the Functions runtime requires it.
const require = createRequire(import.meta.url);

const [libDir, pagesJson, roundsText] = process.argv.slice(2);
const pages = JSON.parse(pagesJson);
const rounds = Number(roundsText);

const started = performance.now();
const { site } = require(path.resolve(libDir, 'index.js'));
const loadMs = performance.now() - started;

const server = createServer((req, res) => site(req, res));
server.listen(0, '127.0.0.1', async () => {
  const base = `http://127.0.0.1:${server.address().port}`;
  const timed = async (page) => {
    const t = performance.now();
    const res = await fetch(`${base}${page}`);
    const body = Buffer.from(await res.arrayBuffer());
    return { ms: performance.now() - t, status: res.status, body };
  };
  const first = await timed(pages[0]);
  const result = { loadMs, firstPageMs: first.ms, pages: {} };
  for (const page of pages) {
    const times = [];
    let last;
    for (let i = 0; i < rounds; i++) {
      last = await timed(page);
      times.push(last.ms);
    }
    result.pages[page] = {
      status: last.status,
      times,
      bytes: last.body.length,
      body: last.body.toString('utf8'),
    };
  }
  server.close();
  // A pipe takes a large write in pieces: exit once all of it is out, not before.
  process.stdout.write(`${JSON.stringify(result)}\n`, () => process.exit(0));
});
