import type { CourseMaterialResponse } from '#contract/course-materials';
import { api } from '#src/lib/api-client';
import type { ViewerDeck } from '../offline/teaching-types';

/** GET /api/course-materials/class/{grade}, as the viewer's deck (to resume a class after a reload). */
export async function fetchViewerDeck(grade: number): Promise<ViewerDeck> {
  const { material } = await api
    .get(`course-materials/class/${grade}`, { timeout: 10_000 })
    .json<CourseMaterialResponse>();
  return {
    grade,
    version: material.version,
    totalSlides: material.totalSlides,
    slides: material.slides.map((s) => ({ number: s.number, title: s.title })),
  };
}
