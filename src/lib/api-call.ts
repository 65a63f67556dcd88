import type { Options, ResponsePromise } from 'ky';
import {
  type AnswerOf,
  type AnySchema,
  answerProblem,
  type CallInput,
  type Endpoint,
  pathOf,
  searchOf,
} from '#contract/endpoint';
import { api } from './api-client';

/** What a caller may add to a call: a timeout, headers (an Idempotency-Key), a signal. */
export type CallOptions = Pick<Options, 'timeout' | 'headers' | 'signal'>;

function send(
  entry: Endpoint,
  input: CallInput<Endpoint>,
  options: CallOptions = {},
  form?: FormData,
): ResponsePromise {
  const search = searchOf(input.query);
  return api(pathOf(entry, input.params).slice(1), {
    ...options,
    method: entry.method,
    // No bare '?' on a URL without a query (the worker's routes and the caches match URLs as sent).
    ...(search.toString() ? { searchParams: search } : {}),
    ...(form ? { body: form } : { json: input.body }),
  });
}

/** The answer, checked against the entry's schema in development and tests (see `call`). */
export function checkedAnswer<E extends Endpoint & { answer: AnySchema }>(entry: E, answer: unknown): AnswerOf<E> {
  if (import.meta.env.DEV) {
    const problem = answerProblem(entry, answer);
    if (problem) throw new Error(`${entry.method} ${entry.path} answered off its schema: ${problem}`);
  }
  return answer as AnswerOf<E>;
}

/**
 * Calls an endpoint of the contract (contract/endpoint.ts): the URL from its path and params, the query and the
 * JSON body, through the one HTTP client (api-client.ts: token, device clock, error shape). Answers the typed answer.
 * In development and in tests the answer is checked against the entry's schema and a mismatch throws, naming the
 * endpoint and the fields; a production build does not check (docs/decisions/037).
 */
export async function call<E extends Endpoint & { answer: AnySchema }>(
  entry: E,
  input: CallInput<E>,
  options?: CallOptions,
): Promise<AnswerOf<E>> {
  return checkedAnswer(entry, await send(entry, input as CallInput<Endpoint>, options).json());
}

/** Calls an endpoint that reads a multipart form itself (an upload): the form as the body, the answer as `call`'s. */
export async function callWithForm<E extends Endpoint & { answer: AnySchema }>(
  entry: E,
  input: CallInput<E>,
  form: FormData,
  options?: CallOptions,
): Promise<AnswerOf<E>> {
  return checkedAnswer(entry, await send(entry, input as CallInput<Endpoint>, options, form).json());
}

/** Calls an endpoint that answers a file (a CSV export): its response, to read as bytes or a stream. */
export const callForFile = <E extends Endpoint & { answer: 'file' }>(
  entry: E,
  input: CallInput<E>,
  options?: CallOptions,
): ResponsePromise => send(entry, input as CallInput<Endpoint>, options);
