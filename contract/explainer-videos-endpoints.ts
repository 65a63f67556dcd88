import * as v from 'valibot';
import { endpoint, FILE_ANSWER } from './endpoint';
import {
  ExplainerVideoSchema,
  GenerateVideoSchema,
  VideoResponseSchema,
  VideoSetupSchema,
  VideoSourcesQuerySchema,
  VideoSourcesResponseSchema,
} from './explainer-videos';
import { PageQuerySchema, pagedSchema } from './pagination';

/** The short-lived token of a video's links (ExplainerVideo's URLs carry it): good for that video only. */
const VideoLinkQuerySchema = v.object({ token: v.optional(v.string()) });

/**
 * Explainer videos (spec 03 §2, §4, §7, §9): the caller's own videos. The files (stream, download, captions,
 * thumbnail) answer with range support, to a link's token rather than the sign-in.
 */
export const explainerVideos = {
  /** Answers at once, the video processing (or refused: limits, no course material, no renderer). */
  generate: endpoint({
    method: 'POST',
    path: '/explainer-videos/generate',
    body: GenerateVideoSchema,
    answer: VideoResponseSchema,
  }),
  /** Whether this server can make videos (ffmpeg, espeak-ng), with a message if not. */
  setup: endpoint({ method: 'GET', path: '/explainer-videos/setup', answer: VideoSetupSchema }),
  /** The slides a prompt would be made from (best first), before generating. */
  sources: endpoint({
    method: 'GET',
    path: '/explainer-videos/sources',
    query: VideoSourcesQuerySchema,
    answer: VideoSourcesResponseSchema,
  }),
  /** The caller's own videos, newest first. */
  list: endpoint({
    method: 'GET',
    path: '/explainer-videos',
    query: PageQuerySchema,
    answer: pagedSchema(ExplainerVideoSchema),
  }),
  /** The status, the scenes and fresh links. */
  status: endpoint({ method: 'GET', path: '/explainer-videos/status/:id', answer: VideoResponseSchema }),
  stream: endpoint({
    method: 'GET',
    path: '/explainer-videos/stream/:videoId',
    query: VideoLinkQuerySchema,
    answer: FILE_ANSWER,
  }),
  /** The video as an attachment. */
  download: endpoint({
    method: 'GET',
    path: '/explainer-videos/download/:videoId',
    query: VideoLinkQuerySchema,
    answer: FILE_ANSWER,
  }),
  /** The narration's WebVTT captions. */
  captions: endpoint({
    method: 'GET',
    path: '/explainer-videos/captions/:videoId',
    query: VideoLinkQuerySchema,
    answer: FILE_ANSWER,
  }),
  thumbnail: endpoint({
    method: 'GET',
    path: '/explainer-videos/thumbnail/:videoId',
    query: VideoLinkQuerySchema,
    answer: FILE_ANSWER,
  }),
};
