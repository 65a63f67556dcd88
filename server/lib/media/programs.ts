import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { VIDEO_MESSAGES } from '#contract/explainer-videos';

/**
 * The Debian programs that make explainer videos (docs/decisions/018): ffmpeg and ffprobe (package ffmpeg) and
 * espeak-ng. Never ffmpeg-static or another npm package that downloads binaries.
 */
export const MEDIA_PROGRAMS = ['ffmpeg', 'ffprobe', 'espeak-ng'] as const;
const PACKAGE_OF: Record<string, string> = { ffmpeg: 'ffmpeg', ffprobe: 'ffmpeg', 'espeak-ng': 'espeak-ng' };

/** What the API and the screen say when programs are missing, with the command that installs them. */
export function mediaMissingMessage(missing: string[]): string {
  const packages = [...new Set(missing.map((name) => PACKAGE_OF[name] ?? name))].join(' ');
  const [first = '', second = ''] = missing;
  if (missing.length <= 1) return VIDEO_MESSAGES.needsOne(first, packages);
  if (missing.length === 2) return VIDEO_MESSAGES.needsTwo(first, second, packages);
  // 'a, b and c'; more would read 'a, b, c and d'.
  return VIDEO_MESSAGES.needsThree(
    missing.slice(0, -2).join(', '),
    missing.at(-2) ?? '',
    missing.at(-1) ?? '',
    packages,
  );
}

/** Once all are found that is kept; a missing one is looked up again after a while (it may get installed). */
const RECHECK_MS = 30_000;
let allFound = false;
let recent: { at: number; missing: Promise<string[]> } | undefined;

/** The media programs not on PATH (as `command -v` finds them), in MEDIA_PROGRAMS order; [] when all are there. */
export async function missingMediaPrograms(): Promise<string[]> {
  if (allFound) return [];
  if (!recent || Date.now() - recent.at > RECHECK_MS) {
    const missing = lookUp([...MEDIA_PROGRAMS]).catch((error: Error) => {
      recent = undefined;
      throw error;
    });
    recent = { at: Date.now(), missing };
  }
  const list = await recent.missing;
  if (list.length === 0) allFound = true;
  return [...list];
}

/** The programs of `names` that the shell's `command -v` does not find on PATH. */
async function lookUp(names: string[]): Promise<string[]> {
  const script = 'for p do command -v "$p" >/dev/null 2>&1 || echo "$p"; done';
  const { stdout } = await runProgram('sh', ['-c', script, 'sh', ...names]);
  return stdout.toString().split('\n').filter(Boolean);
}

export type RunOptions = {
  signal?: AbortSignal;
  /** Written to the program's standard input, which is then closed. */
  input?: Uint8Array;
  /** Sample the child's resident memory (Linux /proc) into peakChildRss(). On when trackChildMemory(true). */
  trackPeakRss?: boolean;
};
export type RunResult = { stdout: Buffer; stderr: string; peakRss: number };

let tracking = false;
let peak = 0;
/** Benchmarks: sample every program's memory from now on (or not). */
export function trackChildMemory(enabled: boolean): void {
  tracking = enabled;
}
/** The largest resident memory (bytes) a sampled program reached since the last call; resets it. */
export function peakChildRss(): number {
  const value = peak;
  peak = 0;
  return value;
}

/** The peak resident memory so far of a running process (VmHWM, else VmRSS), in bytes; 0 when it's gone. */
async function rssOf(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /VmHWM:\s+(\d+)/.exec(status)?.[1] ?? /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0;
  }
}

const interrupted = (signal: AbortSignal) =>
  signal.reason instanceof Error ? signal.reason : new Error('Rendering was interrupted');

/**
 * Runs a program with no shell and resolves with its standard output. A non-zero exit rejects with the end of
 * its standard error; an abort kills it (SIGKILL) and rejects; a program not installed rejects with the
 * install message.
 */
export function runProgram(cmd: string, args: string[], options: RunOptions = {}): Promise<RunResult> {
  const { signal, input } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(interrupted(signal));
    const child = spawn(cmd, args, { stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    let peakRss = 0;
    let sampler: NodeJS.Timeout | undefined;
    const sample = async () => {
      if (!child.pid) return;
      peakRss = Math.max(peakRss, await rssOf(child.pid));
    };
    if ((options.trackPeakRss ?? tracking) && child.pid) {
      void sample();
      sampler = setInterval(sample, 20);
    }
    const onAbort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', onAbort, { once: true });
    const finish = () => {
      clearInterval(sampler);
      signal?.removeEventListener('abort', onAbort);
      peak = Math.max(peak, peakRss);
    };
    child.stdout?.on('data', (b: Buffer) => out.push(b));
    child.stderr?.on('data', (b: Buffer) => {
      err = (err + b.toString()).slice(-4000);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      finish();
      const known = (MEDIA_PROGRAMS as readonly string[]).includes(cmd);
      reject(error.code === 'ENOENT' && known ? new Error(mediaMissingMessage([cmd])) : error);
    });
    child.on('close', (code) => {
      finish();
      if (signal?.aborted) reject(interrupted(signal));
      else if (code === 0) resolve({ stdout: Buffer.concat(out), stderr: err, peakRss });
      else reject(new Error(`${cmd} failed (${code ?? 'killed'}): ${err.trim().slice(-600)}`));
    });
    if (input && child.stdin) {
      child.stdin.on('error', () => {}); // the program ended before reading it all: its exit code tells why
      child.stdin.end(input);
    }
  });
}
