import { videoLanguage } from '#server/lib/media/speech';
import type { Env } from '#server/env';
import { logger } from '#server/lib/logger';
import { NARRATION_WORDS } from './course-planner';
import type { PlannedScene } from './scene-planner';

type LlmEnv = Pick<Env, 'llmApiUrl' | 'llmApiKey' | 'llmModel'>;

/** The longest a chat answer may take before the slides' own words are used. */
export const LLM_TIMEOUT_MS = 30_000;

/** The narration's language: the video's, as its scenes are written (server/lib/media/speech.ts). */
const IN_LANGUAGE = {
  en: 'in plain simple English',
  hi: 'in plain simple Hindi, in Devanagari script',
  pa: 'in plain simple Punjabi, in Gurmukhi script',
} as const;

const system = (language: keyof typeof IN_LANGUAGE) =>
  'You write the narration of a short classroom explainer video for school students in India. ' +
  `Each scene lasts 8 seconds: write at most 20 spoken words for it, ${IN_LANGUAGE[language]}. ` +
  "Use only facts given in that scene's slide text; never add facts of your own. " +
  'Answer with JSON only: {"narrations": ["...", "..."]}, one string per scene, in order.';

function userMessage(prompt: string, scenes: PlannedScene[]): string {
  const lines = scenes.map((s, i) => {
    const kind = i === 0 ? 'title scene: state the topic' : i === scenes.length - 1 ? 'recap scene' : 'slide';
    const text = [s.slide?.title ?? s.heading, ...s.points].filter(Boolean).join(' | ');
    return `Scene ${s.sceneNumber} (${kind}): ${text}\nCurrent narration: ${s.narration}`;
  });
  return `The request: ${prompt}\n\n${lines.join('\n\n')}\n\nWrite exactly ${scenes.length} narrations.`;
}

/** The chat completions URL of an OpenAI-compatible base URL (or of the full URL itself). */
export const chatUrl = (base: string) => (/\/chat\/completions$/.test(base) ? base : `${base}/chat/completions`);

/** Narrations from the answer, when it has one fitting string per scene; otherwise undefined. */
export function parseNarrations(content: string, count: number): string[] | undefined {
  const json = /\{[\s\S]*\}/.exec(content)?.[0];
  if (!json) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  const list = (parsed as { narrations?: unknown }).narrations;
  if (!Array.isArray(list) || list.length !== count) return undefined;
  const out = list.map((n) => (typeof n === 'string' ? n.replace(/\s+/g, ' ').trim() : ''));
  const fits = out.every((n) => n && n.length <= 400 && n.split(' ').length <= NARRATION_WORDS.max + 6);
  return fits ? out : undefined;
}

/**
 * With LLM_API_URL set, asks that OpenAI-compatible chat endpoint to rewrite each scene's narration from the
 * prompt and the scene's slide text. Any failure (network, timeout, an answer of the wrong shape) keeps the
 * slides' own words: the video never waits on, or fails because of, the optional service.
 */
export async function writeNarration(env: LlmEnv, prompt: string, scenes: PlannedScene[], signal?: AbortSignal) {
  if (!env.llmApiUrl) return { scenes, writer: 'slides' as const };
  try {
    const res = await fetch(chatUrl(env.llmApiUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(env.llmApiKey ? { authorization: `Bearer ${env.llmApiKey}` } : {}),
      },
      body: JSON.stringify({
        model: env.llmModel,
        temperature: 0.3,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: system(videoLanguage(scenes.map((x) => x.narration).join(' '))) },
          { role: 'user', content: userMessage(prompt, scenes) },
        ],
      }),
      signal: signal
        ? AbortSignal.any([signal, AbortSignal.timeout(LLM_TIMEOUT_MS)])
        : AbortSignal.timeout(LLM_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const body = (await res.json()) as { choices?: { message?: { content?: string } }[] };
    const narrations = parseNarrations(body.choices?.[0]?.message?.content ?? '', scenes.length);
    if (!narrations) throw new Error('the answer had no narration for each scene');
    return {
      scenes: scenes.map((s, i) => ({ ...s, narration: narrations[i] ?? s.narration })),
      writer: 'llm' as const,
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    logger.warn(
      { err: error },
      `Narration service at LLM_API_URL failed (${(error as Error).message}); the slides' words are used.`,
    );
    return { scenes, writer: 'slides' as const };
  }
}
