/**
 * `npm run bench:full-text`: how long the server takes to turn a 30-page Word manuscript into
 * the full text a reader's page shows (functions/src/fulltext/convert.ts: mammoth, the
 * allowlist, the structure pass and the figures as WebP), and how large the result is: the
 * HTML stored in `fullTexts/{slug}`, its words for search, the figures, the HTML as a phone
 * downloads it (gzip), and the JATS body made from it. Needs no stack: it is the conversion
 * alone, run in this process five times after one warm-up.
 */
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { convertDocx } from '../functions/src/fulltext/convert';
import { jatsFullText } from '../functions/src/scholarly/jats-body';
import { longManuscriptDocx } from '../scripts/lib/long-manuscript';

const RUNS = 5;
const PAGES = Number(process.env.PAGES ?? 30);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const docx = await longManuscriptDocx(PAGES);
  const figureSrc = (i: number) => `/api/articles/bench/full-text/aaaaaaaaaaaaaaaaaaaa-${i + 1}.webp`;
  await convertDocx(docx, figureSrc);
  const times: number[] = [];
  const jatsTimes: number[] = [];
  let last: Awaited<ReturnType<typeof convertDocx>> | null = null;
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    last = await convertDocx(docx, figureSrc);
    times.push(performance.now() - start);
    const jatsStart = performance.now();
    jatsFullText(last.html, (src) => `https://journal.example.edu${src}`);
    jatsTimes.push(performance.now() - jatsStart);
  }
  const converted = last!;
  const figureBytes = converted.figureFiles.reduce((sum, file) => sum + (file?.data.length ?? 0), 0);
  const rows: [string, string][] = [
    ['Word file', `${PAGES} pages, ${kb(docx.length)}, ${converted.words.toLocaleString('en')} words`],
    [
      'parts',
      `${converted.contents.length} headings, ${converted.tables} tables, ${converted.figures} figures, ${converted.notes} notes`,
    ],
    [
      'conversion, median of 5',
      `${Math.round(median(times))} ms (runs: ${times.map(Math.round).join(', ')} ms)`,
    ],
    ['JATS body, median of 5', `${Math.round(median(jatsTimes))} ms`],
    ['stored HTML', kb(Buffer.byteLength(converted.html))],
    ['stored search text', kb(Buffer.byteLength(converted.text))],
    ['HTML as sent (gzip)', kb(gzipSync(converted.html).length)],
    ['figures (WebP)', `${converted.figureFiles.length} files, ${kb(figureBytes)}`],
  ];
  console.log(`Full text from Word (node ${process.version})`);
  for (const [name, value] of rows) console.log(`  ${name.padEnd(26)} ${value}`);
}

await main();
