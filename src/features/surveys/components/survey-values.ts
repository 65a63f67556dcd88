import {
  CreateSurveySchema,
  SUGGESTED_SURVEY_QUESTIONS,
  SURVEY_LIMITS,
  type CreateSurveyInput,
  type Survey,
  type SurveyQuestion,
  type UpdateSurveyInput,
  UpdateSurveySchema,
} from '#contract/surveys';
import { fromLocalInput, toLocalInput } from '#src/components/class-items/date-time';
import { editorFieldOf } from '#src/components/class-items/use-server-errors';
import { contractText } from '#src/i18n/contract-text';
import { type FormErrors, validateWith } from '#src/lib/form-errors';

export type SurveyValues = {
  title: string;
  description: string;
  school_id: string;
  classes: string[];
  due_local: string;
  allow_late_submissions: boolean;
  questions: SurveyQuestion[];
};

export const newSurveyQuestion = (): SurveyQuestion => ({
  prompt: '',
  min: SURVEY_LIMITS.defaultMin,
  max: SURVEY_LIMITS.defaultMax,
  allow_verbatim: false,
});

/** A new survey starts with the four suggested questions (spec 03 §2). */
export function initialSurveyValues(s?: Survey): SurveyValues {
  if (!s) {
    return {
      title: '',
      description: '',
      school_id: '',
      classes: [],
      due_local: '',
      allow_late_submissions: false,
      questions: SUGGESTED_SURVEY_QUESTIONS.map((q) => ({ ...q, prompt: contractText(q.prompt) })),
    };
  }
  return {
    title: s.title,
    description: s.description,
    school_id: s.school_id,
    classes: [s.class_level],
    due_local: toLocalInput(s.due_at),
    allow_late_submissions: s.allow_late_submissions,
    questions: s.questions.map((q) => ({ ...q })),
  };
}

const common = (v: SurveyValues) => ({
  title: v.title,
  description: v.description,
  school_id: v.school_id,
  due_at: fromLocalInput(v.due_local),
  allow_late_submissions: v.allow_late_submissions,
  questions: v.questions,
});
export const toCreateSurvey = (v: SurveyValues): CreateSurveyInput => ({ ...common(v), class_levels: v.classes });
export const toUpdateSurvey = (v: SurveyValues): UpdateSurveyInput => ({ ...common(v), class_level: v.classes[0] });

/** The order the spec checks in: title, school, due, classes; then the questions. */
const ORDER = ['title', 'school_id', 'due_at', 'classes'];

/** Field errors from the contract's schema, and the first message to show as a toast. */
export function validateSurvey(v: SurveyValues, mode: 'create' | 'edit'): { errors: FormErrors; first: string | null } {
  const result =
    mode === 'create'
      ? validateWith(CreateSurveySchema, toCreateSurvey(v))
      : validateWith(UpdateSurveySchema, toUpdateSurvey(v));
  const errors: FormErrors = {};
  if (!result.ok) {
    for (const [path, msg] of Object.entries(result.errors)) errors[editorFieldOf(path)] ??= contractText(msg);
  }
  const firstKey = [...ORDER, ...Object.keys(errors)].find((k) => errors[k]);
  return { errors, first: firstKey ? (errors[firstKey] ?? null) : null };
}
