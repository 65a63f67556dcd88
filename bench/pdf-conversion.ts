/**
 * PDF → slide conversion through the real pipeline (convertPdfToSlides: pdfjs in a worker thread, WebP full
 * size + 320 px thumbnail, written to a LocalBlobStore in a temp directory), one document at a time, each in a
 * fresh process so its peak memory is its own. Documents: the two real Beamer decks and the features deck of
 * server/lib/pdf/fixtures/, and a long manual (234 pages, made once by scripts/make-test-decks.ts into
 * tmp/bench-decks/); BENCH_PDF=a.pdf,b.pdf adds more (e.g. the Beamer user guide from Debian's
 * texlive-latex-recommended-doc, the 234-page document of issue 15).
 * Prints per document: wall time per page (total time / pages), CPU time per page (all threads and the
 * pdftoppm and cwebp processes; divided by the cores it is the best a fully busy machine could do), peak RSS
 * of the whole process tree (sampled every 20 ms), bytes stored per slide (full + thumbnail), and the load
 * average at the start (other work on the machine makes wall times longer). Targets (issue 15): ≤ 100 ms a page with a load average under 2, peak RSS of
 * the 234-page conversion ≤ 600 MB. Run: npx tsx bench/pdf-conversion.ts
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const TARGET_MS_PER_PAGE = 100;
const TARGET_PEAK_MB = 600;
const MB = 1024 * 1024;
const root = path.resolve(import.meta.dirname, '..');

type Result = {
  file: string;
  pages: number;
  wallMs: number;
  cpuMs: number;
  peakMb: number;
  bytesPerSlide: number;
  fullPerSlide: number;
  load: number;
};

/** CPU seconds of this process and of its children that have ended (pdftoppm, cwebp), from /proc (Linux). */
function cpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime, stime, cutime, cstime are fields 14-17 of stat, 12-15 after the command name
  const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
  return ticks / 100; // USER_HZ
}

/** Resident memory of this process and every process under it, from /proc (Linux). */
function treeRss(): number {
  const parent = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      parent.set(Number(name), Number(stat[1]));
      rss.set(Number(name), Number(stat[21]) * 4096); // resident pages
    } catch {
      // the process ended meanwhile
    }
  }
  const inTree = (pid: number): boolean => pid === process.pid || (parent.has(pid) && inTree(parent.get(pid) ?? 0));
  let total = 0;
  for (const [pid, bytes] of rss) if (inTree(pid)) total += bytes;
  return total;
}

async function measure(file: string): Promise<Result> {
  const { convertPdfToSlides } = await import('#server/lib/pdf/convert');
  const { LocalBlobStore } = await import('#server/lib/storage-local');
  const data = new Uint8Array(readFileSync(file));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pathshala-pdf-bench-'));
  let peak = treeRss();
  const sampler = setInterval(() => {
    peak = Math.max(peak, treeRss());
  }, 20);
  const load = os.loadavg()[0] ?? 0;
  const cpuBefore = cpuSeconds();
  const started = performance.now();
  const slides = await convertPdfToSlides({ data, store: new LocalBlobStore(dir), prefix: 'bench/' });
  const wallMs = performance.now() - started;
  const cpuMs = (cpuSeconds() - cpuBefore) * 1000;
  clearInterval(sampler);
  rmSync(dir, { recursive: true, force: true });
  peak = Math.max(peak, process.memoryUsage().rss, process.resourceUsage().maxRSS * 1024);
  const full = slides.reduce((sum, s) => sum + s.imageBytes, 0);
  const thumbs = slides.reduce((sum, s) => sum + s.thumbBytes, 0);
  return {
    file: path.basename(file),
    pages: slides.length,
    wallMs,
    cpuMs,
    peakMb: peak / MB,
    bytesPerSlide: (full + thumbs) / slides.length,
    fullPerSlide: full / slides.length,
    load,
  };
}

if (process.env.BENCH_ONE) {
  console.log(JSON.stringify(await measure(process.env.BENCH_ONE)));
  process.exit(0);
}

const longManual = path.join(root, 'tmp/bench-decks/manual.pdf');
if (!existsSync(longManual)) {
  console.log('making the 234-page manual (scripts/make-test-decks.ts)…');
  execFileSync(
    'npx',
    ['tsx', 'scripts/make-test-decks.ts', '--only', 'manual', '--pages', '234', '--out', path.dirname(longManual)],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}
const fixtures = path.join(root, 'server/lib/pdf/fixtures');
const files = [
  path.join(fixtures, 'beamerexample-conference-talk.pdf'),
  path.join(fixtures, 'metropolis-demo.pdf'),
  path.join(fixtures, 'features.pdf'),
  longManual,
  ...(process.env.BENCH_PDF ?? '').split(',').filter(Boolean),
];

const fmt = (n: number, digits = 1) => n.toFixed(digits).padStart(8);
console.log(
  `PDF conversion, ${os.availableParallelism()} cores; targets ≤ ${TARGET_MS_PER_PAGE} ms a page, ≤ ${TARGET_PEAK_MB} MB peak`,
);
console.log(
  'document                            pages  ms/page  ratio  CPU ms/page  peak MB  ratio  KiB/slide (full)  load',
);
const results: Result[] = [];
for (const file of files) {
  // A fresh process per document: tsx loaded, nothing else, so the peak is this document's.
  const run = spawnSync(process.execPath, [...process.execArgv, process.argv[1] ?? ''], {
    cwd: root,
    env: { ...process.env, BENCH_ONE: file },
    encoding: 'utf8',
  });
  const line = run.stdout.trim().split('\n').pop() ?? '';
  if (run.status !== 0 || !line.startsWith('{')) {
    console.log(
      `${path.basename(file)}: failed (status ${run.status}, signal ${run.signal})\n${run.stderr}${run.stdout}`,
    );
    continue;
  }
  const r = JSON.parse(line) as Result;
  results.push(r);
  const perPage = r.wallMs / r.pages;
  console.log(
    `${r.file.padEnd(34)} ${String(r.pages).padStart(5)} ${fmt(perPage)} ${fmt(perPage / TARGET_MS_PER_PAGE, 2).slice(2)} ${fmt(r.cpuMs / r.pages).padStart(12)} ${fmt(r.peakMb, 0)} ${fmt(r.peakMb / TARGET_PEAK_MB, 2).slice(2)} ${fmt(r.bytesPerSlide / 1024).padStart(10)} (${(r.fullPerSlide / 1024).toFixed(1)}) ${r.load.toFixed(1).padStart(5)}`,
  );
}
const decks = results.filter((r) => r.file === 'beamerexample-conference-talk.pdf' || r.file === 'metropolis-demo.pdf');
if (decks.length === 2) {
  const pages = decks.reduce((sum, r) => sum + r.pages, 0);
  const wall = decks.reduce((sum, r) => sum + r.wallMs, 0);
  const cpu = decks.reduce((sum, r) => sum + r.cpuMs, 0);
  console.log(
    `the two shared decks together: ${(wall / pages).toFixed(1)} ms a page, CPU ${(cpu / pages).toFixed(1)} ms a page (${pages} pages)`,
  );
}
