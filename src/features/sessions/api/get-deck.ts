import { courseMaterials } from '#contract/course-materials-endpoints';
import { call } from '#src/lib/api-call';
import type { ViewerDeck } from '#src/offline/page/teaching/teaching-types';

/** GET /api/course-materials/class/{grade}, as the viewer's deck (to resume a class after a reload). */
export async function fetchViewerDeck(grade: number): Promise<ViewerDeck> {
  const { material } = await call(courseMaterials.get, { params: { class: String(grade) } }, { timeout: 10_000 });
  return {
    grade,
    version: material.version,
    totalSlides: material.totalSlides,
    slides: material.slides.map((s) => ({ number: s.number, title: s.title })),
  };
}
