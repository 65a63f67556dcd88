import { ASSESSMENT_LIMITS } from '#contract/assessments';

/** One multiple-choice question as the editor holds it (spec 03 §5). */
export type QuestionDraft = { prompt: string; options: string[]; correctIndex: number; points: number };

/** A new question: two empty options, the first correct, 1 point. */
export const newQuestion = (): QuestionDraft => ({
  prompt: '',
  options: Array.from({ length: ASSESSMENT_LIMITS.minOptions }, () => ''),
  correctIndex: ASSESSMENT_LIMITS.defaultCorrectIndex,
  points: ASSESSMENT_LIMITS.defaultPoints,
});

export const canAddOption = (q: QuestionDraft) => q.options.length < ASSESSMENT_LIMITS.maxOptions;
export const canRemoveOption = (q: QuestionDraft) => q.options.length > ASSESSMENT_LIMITS.minOptions;

export const addOption = (q: QuestionDraft): QuestionDraft =>
  canAddOption(q) ? { ...q, options: [...q.options, ''] } : q;

/**
 * Removing an option keeps the same correct answer when it stays (an earlier option removed shifts its index down);
 * removing the correct option makes the first one correct again.
 */
export function removeOption(q: QuestionDraft, index: number): QuestionDraft {
  if (!canRemoveOption(q) || index < 0 || index >= q.options.length) return q;
  const options = q.options.filter((_, i) => i !== index);
  let correctIndex = q.correctIndex;
  if (index < correctIndex) correctIndex -= 1;
  else if (index === correctIndex) correctIndex = ASSESSMENT_LIMITS.defaultCorrectIndex;
  return { ...q, options, correctIndex };
}
