import { randomUUID } from 'node:crypto';
import { generateDeckPdf } from '#server/lib/pdf/generate-deck';
import { type Answer, call, signIn } from '#tests/cluster/cluster-api';

/**
 * The writes a school makes, each with an Idempotency-Key, recorded in a ledger as sent and, once answered 2xx,
 * as acknowledged: what the power-cut rounds must find again after every cut.
 */
export type Request = { method: 'POST' | 'PUT'; path: string; key: string; json?: unknown; pdf?: Uint8Array };
export type Step = { request: Request; acked: boolean };
export type Ledger = {
  users: Map<string, Step>;
  /** Per class session: start, slide moves, end with a roll call; `furthest` of the moves acknowledged. */
  sessions: Map<string, { steps: Step[]; absent: string[]; attended: number; total: number }>;
  /** Per grade: the deck versions whose conversion was reported completed. */
  decks: Map<number, number>;
  /** Requests sent in the round now running (replayed after the cut, as an outbox would). */
  sent: Step[];
  /** Answers seen, by request and status ('POST /api/users 201'), for the report. */
  answers: Map<string, number>;
};

export const newLedger = (): Ledger => ({
  users: new Map(),
  sessions: new Map(),
  decks: new Map(),
  sent: [],
  answers: new Map(),
});

export type World = {
  url: string;
  admin: string;
  teacher: string;
  schoolId: string;
  roster: string[];
  /** The server's output so far: a 5xx answer is printed with the error the server logged for it. */
  serverLog?: () => string;
};

export async function signInWorld(url: string): Promise<World> {
  const admin = await signIn(url, 'admin@demo.test');
  const teacher = await signIn(url, 'teacher@demo.test');
  const schools = await read(url, '/api/schools?limit=100', admin);
  const schoolId = (schools.data as { _id: string; name: string }[]).find((s) => s.name.includes('Mohali'))?._id;
  const roster = await read(url, `/api/classes/${schoolId}/6A/roster`, teacher);
  return {
    url,
    admin,
    teacher,
    schoolId: schoolId as string,
    roster: (roster.students as { _id: string }[]).map((s) => s._id),
  };
}

/** A GET that must answer 200: anything else says what came instead (a round that throws prints it). */
async function read(url: string, path: string, token: string) {
  const answer = await call(url, 'GET', path, { token });
  if (answer.status !== 200)
    throw new Error(`GET ${path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer.body;
}

/** Sends one request of the ledger; marks it acknowledged on a 2xx. */
export async function send(world: World, token: string, step: Step, ledger: Ledger): Promise<Answer> {
  ledger.sent.push(step);
  const { request } = step;
  let form: FormData | undefined;
  if (request.pdf) {
    form = new FormData();
    form.set('classNumber', String((request.json as { classNumber: number }).classNumber));
    form.set('pdf', new File([new Uint8Array(request.pdf)], 'deck.pdf', { type: 'application/pdf' }));
  }
  const route = `${request.method} ${request.path.replace(/[0-9a-f-]{36}/, ':id')}`;
  const answer = await call(world.url, request.method, request.path, {
    token,
    json: form ? undefined : request.json,
    form,
    headers: { 'idempotency-key': request.key },
  }).catch((error: Error & { cause?: { code?: string } }) => {
    // No answer at all (the server gone, a connection refused or reset): counted with the answers, so that a round
    // whose writes never reached the server says why.
    const label = `${route} no answer (${error.cause?.code ?? error.message})`;
    ledger.answers.set(label, (ledger.answers.get(label) ?? 0) + 1);
    throw error;
  });
  if (answer.status >= 200 && answer.status < 300) step.acked = true;
  const label = `${route} ${answer.status}`;
  ledger.answers.set(label, (ledger.answers.get(label) ?? 0) + 1);
  if (answer.status >= 400 && ledger.answers.get(label) === 1) {
    console.log(label, JSON.stringify(answer.body).slice(0, 300));
    // 503 is a claim still in flight (expected after a cut), not a server error.
    if (answer.status >= 500 && answer.status !== 503 && world.serverLog)
      console.log(`  the server logged: ${lastError(world.serverLog())}`);
  }
  return answer;
}

/** The last error-level line of a server's output (pino: level 50 and above). */
function lastError(output: string): string {
  const errors = output.split('\n').filter((line) => /"level":(50|60)/.test(line));
  return errors.at(-1)?.slice(0, 3000) ?? '(no error logged)';
}

export function userStep(ledger: Ledger, n: number): Step {
  const email = `power-${randomUUID().slice(0, 8)}-${n}@example.org`;
  const json = { name: `Power Cut ${n}`, email, password: 'power-cut-1', role: 'admin' };
  const step = { request: { method: 'POST', path: '/api/users', key: randomUUID(), json }, acked: false } as Step;
  ledger.users.set(email, step);
  return step;
}

/** A class taught start to end: the start, `moves` slide moves, and the end with a roll call. */
export function sessionSteps(ledger: Ledger, world: World, moves: number, absentCount: number): Step[] {
  const id = randomUUID();
  const started = Date.now();
  const at = (i: number) => new Date(started + i * 1000).toISOString();
  const step = (method: 'POST' | 'PUT', path: string, json: unknown): Step => ({
    request: { method, path: `/api/class-sessions${path}`, key: randomUUID(), json },
    acked: false,
  });
  const steps = [
    step('POST', '/start-slide-session', { school_id: world.schoolId, class_level: '6A', session_id: id }),
  ];
  for (let i = 1; i <= moves; i++) {
    steps.push(
      step('PUT', `/${id}/update-slide`, { currentSlide: i + 1, furthestSlide: i + 1, clientTimestamp: at(i) }),
    );
  }
  const absent = world.roster.slice(0, absentCount);
  const total = world.roster.length;
  steps.push(
    step('POST', `/${id}/end-session`, {
      students_attended: total - absent.length,
      total_students: total,
      notes: 'power cut round',
      absent_student_ids: absent,
      clientTimestamp: at(moves + 1),
    }),
  );
  ledger.sessions.set(id, { steps, absent, attended: total - absent.length, total });
  return steps;
}

export async function deckStep(grade: number, pages: number): Promise<Step> {
  const pdf = await generateDeckPdf(
    Array.from({ length: pages }, (_, i) => ({ title: `Power ${grade}.${i + 1}`, lines: ['Kept through a cut'] })),
  );
  return {
    request: {
      method: 'POST',
      path: '/api/course-materials/upload',
      key: randomUUID(),
      json: { classNumber: grade },
      pdf,
    },
    acked: false,
  };
}
