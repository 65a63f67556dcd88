/** Business constants of the spec (01 §9, 02 §9, 03 §9) shared by client, service worker and server. */
export const TOAST = { durationMs: 4000, loginErrorMs: 5000, limit: 3 } as const;
export const GRADES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export const DEFAULT_SLIDES_PER_CLASS = 50;

/**
 * A class's slide total, the one truth for progress (issue 15): the deck's real length when its grade has a deck;
 * the school's configured count (Manage Slides) is the plan only while there is none; else 50.
 */
export const classTotalSlides = (
  deckSlides: number | null | undefined,
  configured: number | null | undefined,
): number => Math.max(1, deckSlides ?? configured ?? DEFAULT_SLIDES_PER_CLASS);
/** Class 1 has 30 slides, rising by 5 per class to class 12 at 85. */
export const defaultSlidesForGrade = (grade: number): number => 30 + (grade - 1) * 5;
export const DEFAULT_COUNTRY_CODE = '+91';
export const BOARDS = ['CBSE', 'ICSE', 'State Board', 'Other'] as const;
