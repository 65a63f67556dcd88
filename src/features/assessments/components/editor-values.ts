import { t } from '@lingui/core/macro';
import {
  ASSESSMENT_MESSAGES as M,
  type Assessment,
  type CreateAssessmentInput,
  CreateAssessmentSchema,
  type UpdateAssessmentInput,
  UpdateAssessmentSchema,
} from '#contract/assessments';
import { fromLocalInput, toLocalInput } from '#src/components/class-items/date-time';
import { editorFieldOf as fieldOf } from '#src/components/class-items/use-server-errors';
import { contractText } from '#src/i18n/contract-text';
import { type FormErrors, validateWith } from '#src/lib/form-errors';
import { type QuestionDraft, newQuestion } from './question-drafts';

export type EditorValues = {
  title: string;
  description: string;
  school_id: string;
  classes: string[];
  due_local: string;
  allow_late_submissions: boolean;
  questions: QuestionDraft[];
};

export function initialValues(a?: Assessment): EditorValues {
  if (!a) {
    return {
      title: '',
      description: '',
      school_id: '',
      classes: [],
      due_local: '',
      allow_late_submissions: false,
      questions: [newQuestion()],
    };
  }
  return {
    title: a.title,
    description: a.description,
    school_id: a.school_id,
    classes: [a.class_level],
    due_local: toLocalInput(a.due_at),
    allow_late_submissions: a.allow_late_submissions,
    questions: a.questions.map((q) => ({
      prompt: q.prompt,
      options: [...q.options],
      correctIndex: q.correctIndex,
      points: q.points,
    })),
  };
}

const common = (v: EditorValues) => ({
  title: v.title,
  description: v.description,
  school_id: v.school_id,
  due_at: fromLocalInput(v.due_local),
  allow_late_submissions: v.allow_late_submissions,
  questions: v.questions,
});

export const toCreateInput = (v: EditorValues): CreateAssessmentInput => ({ ...common(v), class_levels: v.classes });
export const toUpdateInput = (v: EditorValues): UpdateAssessmentInput => ({
  ...common(v),
  class_level: v.classes[0] ?? '',
});

/**
 * Checks the form with the contract's schema (the server's rules and messages). The four required fields share
 * the spec's message 'Please fill title, school, class and due date': it is shown once (by the caller), and
 * the fields it concerns are marked 'Required'.
 */
export function validateEditor(
  v: EditorValues,
  mode: 'create' | 'edit',
): { errors: FormErrors; missingRequired: boolean } {
  const result =
    mode === 'create'
      ? validateWith(CreateAssessmentSchema, toCreateInput(v))
      : validateWith(UpdateAssessmentSchema, toUpdateInput(v));
  const errors: FormErrors = {};
  let missingRequired = mode === 'edit' && v.classes.length === 0;
  if (missingRequired) errors.classes = t`Required`;
  if (!result.ok) {
    for (const [path, message] of Object.entries(result.errors)) {
      const field = fieldOf(path);
      if (message === M.save) {
        missingRequired = true;
        errors[field] ??= t`Required`;
      } else errors[field] ??= contractText(message);
    }
  }
  return { errors, missingRequired };
}
