import pg from 'pg';

/** HTTP calls for the multi-process checks: to the proxy, or to one process by its port. */
export type Answer = { status: number; body: any; headers: Headers };

export async function call(
  base: string,
  method: string,
  path: string,
  options: { token?: string; json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
  });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') ? await response.json() : await response.arrayBuffer();
  return { status: response.status, body, headers: response.headers };
}

export const processUrl = (port: number) => `http://127.0.0.1:${port}`;

export async function signIn(base: string, email: string): Promise<string> {
  const answer = await call(base, 'POST', '/api/auth/login', { json: { email, password: 'demo1234' } });
  if (answer.status !== 200) throw new Error(`sign-in of ${email} failed: ${answer.status}`);
  return answer.body.token;
}

/** Polls until `check` returns a value (not undefined), or fails after `ms`. */
export async function eventually<T>(check: () => Promise<T | undefined>, ms: number, what: string): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** One query on the cluster's database (what the processes stored). */
export async function query<T = Record<string, unknown>>(databaseUrl: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}
