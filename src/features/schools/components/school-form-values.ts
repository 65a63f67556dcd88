import { BOARDS, GRADES, defaultSlidesForGrade } from '#contract/constants';
import { parseClassLevel } from '#contract/class-level';
import { type CreateSchoolInput, DEFAULT_BOARD, type SchoolView, sectionsUpTo } from '#contract/schools';

export type GradeChoice = { highest: string; slides: string };

export type SchoolFormValues = {
  name: string;
  institution_id: string;
  manager_id: string;
  /** Grade (1..12) → the highest section offered and the slides for that grade. */
  grades: Partial<Record<number, GradeChoice>>;
  fee: number | string;
  board: string;
  state: string;
  city: string;
  address: string;
  contact_email: string;
  contact_phone: string;
};

export const blankSchool = (): SchoolFormValues => ({
  name: '',
  institution_id: '',
  manager_id: '',
  grades: {},
  fee: 0,
  board: DEFAULT_BOARD,
  state: '',
  city: '',
  address: '',
  contact_email: '',
  contact_phone: '',
});

export const newGradeChoice = (grade: number, slides?: number): GradeChoice => ({
  highest: 'A',
  slides: String(slides ?? defaultSlidesForGrade(grade)),
});

export function valuesFromSchool(school: SchoolView): SchoolFormValues {
  const grades: Partial<Record<number, GradeChoice>> = {};
  for (const label of school.classes_offered) {
    const parts = parseClassLevel(label.trim().toUpperCase());
    if (!parts) continue;
    const { grade, section } = parts;
    const current = grades[grade] ?? newGradeChoice(grade, school.total_slides_per_class[String(grade)]);
    if (section > current.highest) current.highest = section;
    grades[grade] = current;
  }
  return {
    name: school.name,
    institution_id: school.institution_id?._id ?? '',
    manager_id: school.manager_id?._id ?? '',
    grades,
    fee: school.fee_per_student,
    board: (BOARDS as readonly string[]).includes(school.metadata.board) ? school.metadata.board : DEFAULT_BOARD,
    state: school.metadata.state,
    city: school.metadata.city,
    address: school.metadata.address,
    contact_email: school.metadata.contact_email,
    contact_phone: school.metadata.contact_phone,
  };
}

/** A typed slide count: a non-numeric entry becomes 0 (spec 02 §5), which the minimum of 1 then rejects. */
const slideCount = (text: string) => {
  const n = Number(text);
  return Number.isFinite(n) && text.trim() !== '' ? Math.floor(n) : 0;
};

/** POST and PUT /schools payload: sections expanded ('7C' → 7A, 7B, 7C), values trimmed, no manager omitted. */
export function schoolPayload(values: SchoolFormValues): CreateSchoolInput {
  const chosen = GRADES.filter((g) => values.grades[g]);
  return {
    name: values.name.trim(),
    institution_id: values.institution_id,
    ...(values.manager_id ? { manager_id: values.manager_id } : {}),
    classes_offered: chosen.flatMap((g) => sectionsUpTo(g, values.grades[g]?.highest ?? 'A')),
    total_slides_per_class: Object.fromEntries(
      chosen.map((g) => [String(g), slideCount(values.grades[g]?.slides ?? '')]),
    ),
    fee_per_student: typeof values.fee === 'number' ? values.fee : values.fee.trim() === '' ? 0 : Number(values.fee),
    metadata: {
      state: values.state.trim(),
      city: values.city.trim(),
      address: values.address.trim(),
      contact_email: values.contact_email.trim(),
      contact_phone: values.contact_phone.trim(),
      board: values.board,
    },
  };
}
