import {
  type AnswerOf,
  answerProblem,
  type CallInput,
  type Endpoint,
  matchEndpoint,
  pathOf,
  searchOf,
} from '#contract/endpoint';
import { type Endpoints, endpoints } from '#contract/endpoints';

export type TestResponse<T = any> = { status: number; body: T; headers: Headers };
export type RequestOptions = { token?: string; body?: unknown; headers?: Record<string, string>; raw?: BodyInit };

/**
 * Every success an API test receives is held to its endpoint's declared answer (issue 41): the status and the
 * body's shape, strict, so the contract cannot drift from what the server sends. Throws, naming the endpoint and
 * the fields that differ. A request no entry describes yet, an error answer or a file passes unchecked.
 */
export function checkAnswer(method: string, url: string, status: number, body: unknown): void {
  if (status < 200 || status > 299) return;
  const path = new URL(url, 'http://test').pathname.replace(/^\/api(?=\/)/, '');
  const match = matchEndpoint(endpoints, method, path);
  if (!match) return;
  const expected = match.entry.status ?? 200;
  if (status !== expected)
    throw new Error(`${match.name} (${method} ${path}) answered ${status}, declared ${expected}`);
  const problem = answerProblem(match.entry, body);
  if (problem) throw new Error(`${match.name} (${method} ${path}) answered off its schema: ${problem}`);
}

type Request = <T>(method: string, url: string, options?: RequestOptions) => Promise<TestResponse<T>>;
type Call<E extends Endpoint> = (
  input: CallInput<E> & { token?: string; headers?: Record<string, string> },
) => Promise<TestResponse<AnswerOf<E>>>;
export type ApiClient = {
  [A in keyof Endpoints]: {
    [N in keyof Endpoints[A]]: Endpoints[A][N] extends Endpoint ? Call<Endpoints[A][N]> : never;
  };
};

/**
 * The typed test client, from the same entries as the server and the browser: `api.sessions.endSession({ params,
 * body, token })` builds the URL and the body and answers `{ status, body, headers }`, the body typed by the entry.
 */
export function apiClient(request: Request): ApiClient {
  const areas = Object.entries(endpoints).map(([area, entries]) => {
    const calls = Object.entries(entries as Record<string, Endpoint>).map(([name, entry]) => {
      const call = (input: CallInput<Endpoint> & { token?: string; headers?: Record<string, string> }) => {
        const search = searchOf(input.query).toString();
        const url = `/api${pathOf(entry, input.params)}${search ? `?${search}` : ''}`;
        return request(entry.method, url, { token: input.token, headers: input.headers, body: input.body });
      };
      return [name, call];
    });
    return [area, Object.fromEntries(calls)];
  });
  return Object.fromEntries(areas) as ApiClient;
}
