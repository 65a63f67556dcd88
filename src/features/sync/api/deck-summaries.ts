import { queryOptions } from '@tanstack/react-query';
import type { CourseMaterialListResponse } from '#contract/course-materials';
import { api } from '#src/lib/api-client';

/** GET /api/course-materials: a teacher gets the decks of their grades (version, slides, bytes). */
export const deckSummariesQuery = queryOptions({
  queryKey: ['course-materials', 'list'],
  queryFn: () => api.get('course-materials', { timeout: 15_000 }).json<CourseMaterialListResponse>(),
});
