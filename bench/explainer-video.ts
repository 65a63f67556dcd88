/**
 * Explainer video rendering (issue 18) through the real local renderer (server/modules/explainer-videos/
 * local-renderer.ts: @napi-rs/canvas frames, Debian's ffmpeg H.264 + AAC and espeak-ng narration): a 30 s video
 * (4 scenes of 8 s) and a 60 s one (8 scenes), each a title card, slide scenes and a recap card, every scene with a
 * narration of about 20 words, as the course planner makes them. The slide images are real: the Beamer fixture deck
 * (server/lib/pdf/fixtures) rendered by pdftoppm at 1600 px wide and encoded as WebP q80, as the converter stores them.
 * Prints per length the median of BENCH_RUNS (3) runs: wall time and its ratio to the target (a 60 s video in ≤ 60 s),
 * the time per scene and of the final join, the CPU time (this process and its programs), the MP4's bytes and bit
 * rate, the peak memory of this process (maxRSS) and the largest RSS a program (ffmpeg, espeak-ng) reached, and the
 * durations ffprobe reports. Run: npx tsx bench/explainer-video.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { probeMedia } from '#server/lib/media/probe';
import { peakChildRss, trackChildMemory } from '#server/lib/media/programs';
import { renderScenes } from '#server/modules/explainer-videos/local-renderer';
import type { PlannedScene } from '#server/modules/explainer-videos/scene-planner';

const TARGET_SECONDS = 60;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MB = 1024 * 1024;
const root = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(os.tmpdir(), 'pathshala-video-bench-'));

const NARRATIONS = [
  'Photosynthesis is how green plants make their own food, using sunlight, water from the soil and carbon dioxide from the air.',
  'The leaves hold chlorophyll, a green pigment that traps the energy of sunlight and passes it on to make sugar.',
  'Water travels up from the roots through thin tubes in the stem, and reaches every leaf of the plant.',
  'Tiny openings under each leaf, called stomata, let carbon dioxide in and let oxygen and water vapour out.',
  'Inside the chloroplasts, light energy splits water, and the plant joins carbon dioxide into glucose, its food.',
  'The oxygen we breathe is released by plants during photosynthesis, so every breath depends on green leaves.',
  'Plants store the extra glucose as starch, in roots, seeds and fruits, which animals and people later eat.',
  'To recap: sunlight, water and carbon dioxide go in; glucose and oxygen come out, in the green leaves.',
];

/** The fixture deck's pages as the converter stores them: 1600 px wide WebP at quality 80. */
async function slideImages(count: number): Promise<Map<string, Uint8Array>> {
  const pdf = path.join(root, 'server/lib/pdf/fixtures/beamerexample-conference-talk.pdf');
  execFileSync('pdftoppm', [
    '-png',
    '-f',
    '1',
    '-l',
    String(count),
    '-scale-to-x',
    '1600',
    '-scale-to-y',
    '-1',
    pdf,
    path.join(work, 'p'),
  ]);
  const images = new Map<string, Uint8Array>();
  for (const file of readdirSync(work)
    .filter((f) => f.endsWith('.png'))
    .sort()) {
    const image = await loadImage(readFileSync(path.join(work, file)));
    const canvas = createCanvas(image.width, image.height);
    canvas.getContext('2d').drawImage(image, 0, 0);
    images.set(`slides/${file.replace('.png', '.webp')}`, await canvas.encode('webp', 80));
  }
  return images;
}

function scenesOf(count: number, keys: string[]): PlannedScene[] {
  return Array.from({ length: count }, (_, i) => {
    const card = i === 0 || i === count - 1;
    const key = keys[(i - 1) % keys.length] ?? '';
    return {
      sceneNumber: i + 1,
      heading: i === 0 ? 'How photosynthesis works' : i === count - 1 ? 'Recap' : `Slide ${i}`,
      points: card ? ['From Class 7 Science', 'Light, water and air become food'] : [],
      prompt: 'Explain how photosynthesis works',
      seconds: 8,
      narration: NARRATIONS[i % NARRATIONS.length] ?? '',
      ...(card ? {} : { slide: { classNumber: 7, slideNumber: i, title: `Slide ${i}`, imageKey: key } }),
    };
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const cpuSeconds = () => {
  const self = process.cpuUsage();
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  const children = (Number(fields[13] ?? 0) + Number(fields[14] ?? 0)) / 100; // cutime + cstime (USER_HZ)
  return (self.user + self.system) / 1e6 + children;
};

const images = await slideImages(8);
const keys = [...images.keys()];
const readImage = async (key: string) => images.get(key) ?? null;
trackChildMemory(true);
console.log(
  `Explainer video rendering, ${os.availableParallelism()} cores, load ${os.loadavg()[0]?.toFixed(1)}; target: a 60 s video in ≤ ${TARGET_SECONDS} s; median of ${RUNS}`,
);
console.log(
  'video  scenes  wall s  ratio  s/scene  join s  CPU s      bytes  kbit/s  child MB  ffprobe v / a / file s',
);
try {
  await renderScenes(scenesOf(1, keys), { readImage }); // warm-up: fonts, canvas, programs in the page cache
  for (const count of [4, 8]) {
    const walls: number[] = [];
    const perScene: number[] = [];
    const joins: number[] = [];
    const cpus: number[] = [];
    let bytes = 0;
    let childPeak = 0;
    let last: Uint8Array = new Uint8Array();
    for (let run = 0; run < RUNS; run++) {
      peakChildRss();
      const cpu = cpuSeconds();
      const started = performance.now();
      let lastDone = started;
      const result = await renderScenes(scenesOf(count, keys), {
        readImage,
        onScene: async (_n, done) => {
          if (done) {
            perScene.push((performance.now() - lastDone) / 1000);
            lastDone = performance.now();
          }
        },
      });
      const ended = performance.now();
      walls.push((ended - started) / 1000);
      joins.push((ended - lastDone) / 1000);
      cpus.push(cpuSeconds() - cpu);
      childPeak = Math.max(childPeak, peakChildRss());
      bytes = result.video.length;
      last = result.video;
    }
    const file = path.join(work, `video-${count}.mp4`);
    writeFileSync(file, last);
    const probe = await probeMedia(file);
    const v = probe.streams.find((s) => s.codec_type === 'video')?.duration ?? Number.NaN;
    const a = probe.streams.find((s) => s.codec_type === 'audio')?.duration ?? Number.NaN;
    const wall = median(walls);
    console.log(
      `${`${count * 8} s`.padEnd(5)}  ${String(count).padStart(6)}  ${wall.toFixed(2).padStart(6)}  ${(wall / TARGET_SECONDS).toFixed(3)}  ${median(perScene).toFixed(2).padStart(7)}  ${median(joins).toFixed(2).padStart(6)}  ${median(cpus).toFixed(1).padStart(5)}  ${String(bytes).padStart(9)}  ${((bytes * 8) / (count * 8) / 1000).toFixed(0).padStart(6)}  ${(childPeak / MB).toFixed(0).padStart(8)}  ${v.toFixed(3)} / ${a.toFixed(3)} / ${probe.duration.toFixed(3)}`,
    );
  }
  console.log(
    `this process's peak RSS (maxRSS, slide images and tsx included): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
