import * as v from 'valibot';
import { SESSION_MESSAGES, wholeNumber } from './sessions';

/** PATCH /schools/{id}/slides/{grade} (Manage Class Slides). */
export const SlideCountSchema = v.object({
  slide_count: v.pipe(
    wholeNumber(SESSION_MESSAGES.invalidSlideCount),
    v.minValue(1, SESSION_MESSAGES.invalidSlideCount),
    v.maxValue(1000, SESSION_MESSAGES.invalidSlideCount),
  ),
});

/** The answer of PATCH /schools/{id}/slides/{grade}: the school's slide counts as they now stand. */
export const SlideCountAnswerSchema = v.strictObject({
  school: v.strictObject({
    _id: v.string(),
    name: v.string(),
    /** Grade ('1'..'12') → slides. */
    total_slides_per_class: v.record(v.string(), v.number()),
  }),
  message: v.string(),
});
export type SlideCountAnswer = v.InferOutput<typeof SlideCountAnswerSchema>;
