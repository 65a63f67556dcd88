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
