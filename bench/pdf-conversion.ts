/**
 * PDF → slide conversion: a generated 100-page deck (16:9, title band and bullet lines, like the demo decks)
 * through the real pipeline (convertPdfToSlides: pdfjs in a worker thread, WebP 1600 px + 320 px thumbnail,
 * written to a LocalBlobStore in a temp directory). Prints wall time per page, CPU time per page (all threads;
 * steadier than wall time on a busy machine), time to the first page, and the process's peak memory.
 * Targets: ≤ 100 ms per page, ≤ 400 MB peak. Run: npx tsx bench/pdf-conversion.ts (BENCH_PAGES=n, default 100)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { convertPdfToSlides } from '../server/lib/pdf/convert';
import { generateDeckPdf } from '../server/lib/pdf/generate-deck';
import { LocalBlobStore } from '../server/lib/storage';

const PAGES = Number(process.env.BENCH_PAGES ?? 100);
const TARGET_MS_PER_PAGE = 100;
const TARGET_PEAK_MB = 400;
const MB = 1024 * 1024;

const pages = Array.from({ length: PAGES }, (_, i) => ({
  title: `${i + 1}. Teaching machines to see, part ${Math.floor(i / 10) + 1}`,
  lines: [
    'Pixels, colours and edges',
    'Training with labelled examples',
    'Testing on new pictures',
    `Activity ${i + 1}`,
  ],
}));
const pdf = await generateDeckPdf(pages, { footer: 'Benchmark deck' });
const dir = mkdtempSync(path.join(os.tmpdir(), 'pathshala-pdf-bench-'));
const store = new LocalBlobStore(dir);

const rssBefore = process.memoryUsage().rss;
let peakRss = rssBefore;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 10);
const load = os.loadavg()[0] ?? 0;
const cpuBefore = process.cpuUsage();
const started = performance.now();
let firstPage = 0;
const gaps: number[] = [];
let last = started;
const slides = await convertPdfToSlides({
  data: pdf,
  store,
  prefix: 'bench/',
  onPage: (done) => {
    const now = performance.now();
    if (done === 1) firstPage = now - started;
    gaps.push(now - last);
    last = now;
  },
});
const wall = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss);
const maxRss = process.resourceUsage().maxRSS * 1024;
rmSync(dir, { recursive: true, force: true });

const bytes = slides.reduce((sum, s) => sum + s.imageBytes + s.thumbBytes, 0);
const perPage = wall / slides.length;
const cpuPerPage = (cpu.user + cpu.system) / 1000 / slides.length;
gaps.sort((a, b) => a - b);
const p95 = gaps[Math.ceil(gaps.length * 0.95) - 1] ?? 0;
const fmt = (n: number, unit: string) => `${n.toFixed(1)} ${unit}`.padStart(12);

console.log(
  `PDF conversion: ${slides.length} pages, ${(pdf.byteLength / 1024).toFixed(0)} KiB PDF → ${(bytes / MB).toFixed(1)} MiB of WebP`,
);
console.log(`  load average (1 min) at start: ${load.toFixed(1)} on ${os.availableParallelism()} cores`);
console.log(
  `  wall time per page     ${fmt(perPage, 'ms')}   target ≤ ${TARGET_MS_PER_PAGE} ms   ratio ${(perPage / TARGET_MS_PER_PAGE).toFixed(2)}`,
);
console.log(`  CPU time per page      ${fmt(cpuPerPage, 'ms')}   (all threads)`);
console.log(`  page interval p95      ${fmt(p95, 'ms')}`);
console.log(`  first page after       ${fmt(firstPage, 'ms')}   (worker start + PDF open + first render)`);
console.log(`  total                  ${fmt(wall / 1000, 's')}`);
console.log(
  `  peak RSS (sampled)     ${fmt(peakRss / MB, 'MB')}   target ≤ ${TARGET_PEAK_MB} MB   ratio ${(peakRss / MB / TARGET_PEAK_MB).toFixed(2)}`,
);
console.log(`  peak RSS (OS maxRSS)   ${fmt(maxRss / MB, 'MB')}   ratio ${(maxRss / MB / TARGET_PEAK_MB).toFixed(2)}`);
console.log(`  RSS before conversion  ${fmt(rssBefore / MB, 'MB')}   (this process under tsx, with pdf-lib loaded)`);
