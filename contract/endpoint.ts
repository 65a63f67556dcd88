import * as v from 'valibot';

/**
 * One description per call (issue 41, docs/decisions/037): its method, its path under /api (params as `:name`), the
 * schemas of its query and body, and the schema of its answer. The server registers its route from the entry
 * (server/lib/endpoint-route.ts), the client calls it through `call` (src/lib/api-call.ts) and the API tests through
 * the typed test client (server/testing/api-client.ts), which checks every answer against `answer`.
 * An answer schema describes exactly what the server sends: strict objects (a field sent but not declared is
 * drift, and a leak), no transforms (the client receives the JSON as sent).
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type AnySchema = v.GenericSchema<any, any>;
/** A file or a stream (a CSV export, a slide image): the answer is not JSON and the handler sends its own Response. */
export const FILE_ANSWER = 'file';

export type Endpoint = {
  method: Method;
  path: `/${string}`;
  query?: AnySchema;
  body?: AnySchema;
  answer: AnySchema | typeof FILE_ANSWER;
  /** The status of a success (200 unless said; 202 for work accepted and done in the background). */
  status?: 200 | 201 | 202;
};

/** Declares an endpoint, keeping its literal path and its schemas' types. */
export const endpoint = <const E extends Endpoint>(entry: E): E => entry;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
/** `{ id: string }` for '/class-sessions/:id/end-session'. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string };

/** A path's `:name` segments are its params; the segment `:id` is the param `id`. */
const paramOf = (segment: string): string | null => (segment.startsWith(':') ? segment.slice(1) : null);

/** The names of a path's params, in order: ['class', 'n'] for '/course-materials/class/:class/slide/:n' (PathParams). */
export function paramNames(path: string): string[] {
  return path.split('/').flatMap((segment) => paramOf(segment) ?? []);
}

type QueryValue = string | number | boolean | null | undefined;
export type QueryOf<E extends Endpoint> = E['query'] extends AnySchema
  ? { [K in keyof v.InferInput<E['query']>]?: QueryValue }
  : never;
export type BodyOf<E extends Endpoint> = E['body'] extends AnySchema ? v.InferInput<E['body']> : never;
export type AnswerOf<E extends Endpoint> = E['answer'] extends AnySchema ? v.InferOutput<E['answer']> : Response;

/** What a call takes: the path's params, the query and the body, each only when the endpoint has one. */
export type CallInput<E extends Endpoint> = (ParamNames<E['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<E['path']> }) &
  (E['query'] extends AnySchema ? { query?: QueryOf<E> } : { query?: undefined }) &
  (E['body'] extends AnySchema ? { body: BodyOf<E> } : { body?: undefined });

/** The path with its params filled in (each encoded), e.g. '/class-sessions/7f…/end-session'. */
export function pathOf(entry: Endpoint, params: Record<string, string> = {}): string {
  const segments = entry.path.split('/').map((segment) => {
    const name = paramOf(segment);
    if (name === null) return segment;
    const value = params[name];
    if (value === undefined) throw new Error(`${entry.method} ${entry.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  return segments.join('/');
}

/** The query as URL search params: values left out when undefined, null or ''. */
export function searchOf(query: Record<string, QueryValue> | undefined): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  return search;
}

/** Where an answer differs from its schema ('session.status: Invalid type…'), or null when it matches. */
export function answerProblem(entry: Endpoint, answer: unknown): string | null {
  if (entry.answer === FILE_ANSWER) return null;
  const result = v.safeParse(entry.answer, answer);
  if (result.success) return null;
  return result.issues
    .slice(0, 5)
    .map((issue) => `${v.getDotPath(issue) ?? '(answer)'}: ${issue.message}`)
    .join('; ');
}

/** The endpoints of an area by name, e.g. `sessions.endSession`. */
export type EndpointArea = Record<string, Endpoint>;

/**
 * The entry a request is for (method and path under /api, without the query), or null. A path that two entries
 * match ('/class-sessions/live' and '/class-sessions/:id') is the one with fewer params, as the router decides.
 */
export function matchEndpoint(areas: Record<string, EndpointArea>, method: string, path: string) {
  let best: { name: string; entry: Endpoint; params: number } | null = null;
  for (const [area, entries] of Object.entries(areas)) {
    for (const [name, entry] of Object.entries(entries)) {
      if (entry.method !== method.toUpperCase() || !pathPattern(entry.path).test(path)) continue;
      const params = paramNames(entry.path).length;
      if (!best || params < best.params) best = { name: `${area}.${name}`, entry, params };
    }
  }
  return best && { name: best.name, entry: best.entry };
}

const patterns = new Map<string, RegExp>();
function pathPattern(path: string): RegExp {
  let pattern = patterns.get(path);
  if (!pattern) {
    const source = path
      .split('/')
      .map((segment) => (paramOf(segment) === null ? segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : '[^/]+'))
      .join('/');
    pattern = new RegExp(`^${source}/?$`);
    patterns.set(path, pattern);
  }
  return pattern;
}
