import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { call, eventually } from '#tests/cluster/cluster-api';
import { seededRandom } from '#tests/e2e/support/fault-model';
import { mountLazyfs } from './lazyfs';
import { type Engine, type Stack, startStack } from './stack';
import { noFindings, verify, type Findings } from './verify';
import {
  deckStep,
  type Ledger,
  newLedger,
  type Step,
  send,
  sessionSteps,
  signInWorld,
  userStep,
  type World,
} from './workload';

/**
 * The power-cut rounds (issue 37): the server and its database on LazyFS; in each round, acknowledged writes of
 * several kinds, then a cut at a seeded random moment — during a burst, during steady writes, right after a
 * restart, during a shutdown's checkpoint, after a write-back of part of the cache — then a restart on what the
 * disk kept. Every restart must start without help, find every acknowledged write once, serve every slide image
 * whole, and take the outbox's replays of the requests in flight without applying anything twice.
 */
export const CUTS = ['burst', 'steady', 'restart', 'shutdown', 'writeback'] as const;
export type Cut = (typeof CUTS)[number];
export type RoundReport = { round: number; cut: Cut; acked: number; sent: number; startMs: number; findings: Findings };
export type Report = {
  engine: Engine;
  seed: number;
  rounds: RoundReport[];
  findings: Findings;
  startFailures: string[];
  answers: Map<string, number>;
};

export async function runPowerCuts(engine: Engine, rounds: number, seed: number, log = console.log): Promise<Report> {
  const random = seededRandom(seed);
  const work = mkdtempSync(path.join(os.tmpdir(), `pathshala-power-${engine}-`));
  chmodSync(work, 0o755); // PostgreSQL runs as its own user
  const ledger = newLedger();
  const uploads = new Map<string, Step>();
  const report: Report = {
    engine,
    seed,
    rounds: [],
    findings: noFindings(),
    startFailures: [],
    answers: ledger.answers,
  };
  // What is up when a round throws: stopped and unmounted before the folder goes, so the error is the one reported.
  let mount: Mount | null = null;
  let stack: Stack | null = null;
  try {
    for (let round = 1; round <= rounds + 1; round++) {
      const last = round > rounds;
      mount = await mountLazyfs(work);
      const started = Date.now();
      try {
        stack = await startStack(engine, mount.mountDir);
      } catch (error) {
        report.startFailures.push(`round ${round}: ${(error as Error).message.slice(0, 4000)}`);
        break;
      }
      const startMs = Date.now() - started;
      const world = { ...(await signInWorld(stack.url)), serverLog: stack.log };
      if (round === 1) await deckReady(world, 6); // the demo deck the classes are taught from
      await replayInFlight(world, ledger, uploads, stack);
      const findings = await verify(world, ledger, uploads);
      merge(report.findings, findings);
      if (last) {
        log(`${engine} final check: ${summary(findings)}, start ${startMs} ms`);
        await stack.stop();
        break;
      }
      const cut = random.pick(CUTS);
      const before = countAcked(ledger);
      const sent = await writeThenCut(cut, world, ledger, uploads, random, stack, mount);
      stack = null;
      mount = null;
      const acked = countAcked(ledger) - before;
      report.rounds.push({ round, cut, acked, sent, startMs, findings });
      log(
        `${engine} round ${round}/${rounds}: start ${startMs} ms, checked ${summary(findings)}; cut '${cut}' after ${acked} of ${sent} writes acknowledged`,
      );
    }
  } catch (error) {
    if (stack) {
      // A server that died takes a moment to say why: its last words, then whether it is still up.
      await sleep(2_000);
      const exit = stack.serverExit();
      log(
        `${engine}: the round failed (the server ${exit ? `exited: ${exit}` : 'still running'}); its last output:\n${stack.log()}`,
      );
    }
    throw error;
  } finally {
    await stack?.kill();
    await mount?.unmount();
    try {
      rmSync(work, { recursive: true, force: true });
    } catch (error) {
      log(`${engine}: could not remove ${work}: ${(error as Error).message}`);
    }
  }
  return report;
}

type Random = ReturnType<typeof seededRandom>;
type Mount = Awaited<ReturnType<typeof mountLazyfs>>;

async function writeThenCut(
  cut: Cut,
  world: World,
  ledger: Ledger,
  uploads: Map<string, Step>,
  random: Random,
  stack: Stack,
  mount: Mount,
): Promise<number> {
  ledger.sent = [];
  let writing = true;
  const workers: Promise<void>[] = [];
  // Classes taught one step after another (a teacher, or an outbox replaying a batch), users created by an admin.
  const teach = async () => {
    while (writing) {
      for (const step of sessionSteps(ledger, world, random.int(1, 4), random.int(0, 2))) {
        if (!writing) return;
        const answer = await send(world, world.teacher, step, ledger).catch(() => null);
        if (!answer || answer.status >= 300) {
          await sleep(200); // the server is going or refused it: a class not started is not taught on
          break;
        }
      }
    }
  };
  const admit = async (n: number) => {
    while (writing) {
      const answer = await send(world, world.admin, userStep(ledger, n), ledger).catch(() => null);
      if (!answer || answer.status >= 300) await sleep(200);
    }
  };
  if (random.chance(0.4)) workers.push(upload(world, ledger, uploads, random.int(1, 12), random.int(2, 4)));
  if (cut === 'burst') {
    for (let i = 0; i < 30; i++) {
      workers.push(send(world, world.admin, userStep(ledger, i), ledger).then(nothing, nothing));
    }
    for (let i = 0; i < 5; i++) workers.push(teach());
    await firstAnswer(ledger); // in the middle of the burst, however slow the machine
    await sleep(random.int(0, 1_500));
  } else {
    workers.push(teach(), teach(), teach(), admit(1), admit(2));
    // A cut 'within seconds of a restart' may come before any answer; the others come once writes are answered
    // (on a loaded machine a server just started may take seconds to answer its first).
    if (cut !== 'restart') await firstAnswer(ledger);
    if (cut === 'restart') await sleep(random.int(0, 3_000));
    else if (cut === 'steady') await sleep(random.int(1_000, 6_000));
    else if (cut === 'writeback') {
      await sleep(random.int(1_000, 3_000));
      await mount.checkpoint(); // the kernel writes back part of what is cached; later writes are not
      await sleep(random.int(0, 2_000));
    } else {
      await sleep(random.int(1_000, 3_000));
      void stack.stop().catch(nothing); // a shutdown closes the database: its checkpoint runs as the power goes
      await sleep(random.int(0, 2_000));
    }
  }
  stack.freeze();
  await mount.clearCache();
  writing = false;
  await stack.kill();
  await mount.unmount();
  await Promise.allSettled(workers);
  return ledger.sent.length;
}

const nothing = () => undefined;

/** Uploads a deck and follows its conversion; the upload's 202 is the acknowledgement. */
async function upload(world: World, ledger: Ledger, uploads: Map<string, Step>, grade: number, pages: number) {
  const step = await deckStep(grade, pages);
  const answer = await send(world, world.admin, step, ledger).catch(() => null);
  if (answer?.status === 202) uploads.set(answer.body.job._id, step);
}

async function deckReady(world: World, grade: number) {
  await eventually(
    async () => {
      const answer = await call(world.url, 'GET', `/api/course-materials/class/${grade}`, { token: world.admin });
      return answer.status === 200 ? true : undefined;
    },
    300_000,
    `the demo deck of class ${grade}`,
  );
}

/**
 * What an outbox does after the power comes back: every request it had sent and not heard back about, again, and
 * again after a 503 until it is answered. On PostgreSQL a claim of the process that died is taken over once its
 * beat is 30 s old (decision 046: other processes may share the database); PGlite, one process per directory, frees
 * it at start.
 */
async function replayInFlight(world: World, ledger: Ledger, uploads: Map<string, Step>, stack: Stack) {
  const until = Date.now() + 120_000;
  // A request that got no answer is sent again too, as an outbox would (counted with the answers); a server that
  // has died fails the round, with its last words.
  const attempt = (token: string, step: Step) =>
    send(world, token, step, ledger).catch((error: Error) => {
      if (stack.serverExit() || Date.now() > until) throw error;
      return { status: 503, body: null, headers: new Headers() };
    });
  for (const step of ledger.sent.filter((s) => !s.acked)) {
    const token = step.request.path.startsWith('/api/class-sessions') ? world.teacher : world.admin;
    let answer = await attempt(token, step);
    while (answer.status === 503 && Date.now() < until) {
      await sleep(3_000);
      answer = await attempt(token, step);
    }
    // An upload answered now is checked like one answered before the cut: its conversion must complete.
    if (step.request.pdf && answer.status === 202) uploads.set(answer.body.job._id, step);
  }
  ledger.sent = [];
}

/** Waits until a request sent in this round has been acknowledged (at most a minute). */
async function firstAnswer(ledger: Ledger) {
  const until = Date.now() + 60_000;
  while (!ledger.sent.some((s) => s.acked) && Date.now() < until) await sleep(50);
}

const countAcked = (ledger: Ledger) =>
  [...ledger.users.values()].filter((s) => s.acked).length +
  [...ledger.sessions.values()].flatMap((s) => s.steps).filter((s) => s.acked).length;

function merge(into: Findings, from: Findings) {
  into.lost.push(...from.lost);
  into.duplicated.push(...from.duplicated);
  into.broken.push(...from.broken);
  into.checked += from.checked;
}

const summary = (f: Findings) =>
  `${f.checked} writes and images: lost ${f.lost.length}, duplicated ${f.duplicated.length}, broken ${f.broken.length}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
