import { useLingui } from '@lingui/react/macro';
import { Checkbox, Input, NumberInput, Paper, Select, SimpleGrid, Text } from '@mantine/core';
import { GRADES } from '#contract/constants';
import { sectionsUpTo } from '#contract/schools';
import { contractText } from '#src/i18n/contract-text';
import type { FormErrors } from '#src/lib/form-errors';
import { type GradeChoice, newGradeChoice } from './school-form-values';

type Props = {
  grades: Partial<Record<number, GradeChoice>>;
  /** A–Z on create, A–F on edit (spec 02 §5). */
  sections: string[];
  errors: FormErrors;
  onChange: (grades: Partial<Record<number, GradeChoice>>, grade?: number) => void;
};

/** Classes 1–12: tick a class, choose its highest section (A up to it are offered) and its slides. */
export function ClassesOfferedField({ grades, sections, errors, onChange }: Props) {
  const set = (grade: number, choice: GradeChoice | undefined) => onChange({ ...grades, [grade]: choice }, grade);
  const { t } = useLingui();
  const classesError = errors.classes_offered;
  return (
    <Input.Wrapper
      label={t`Classes offered`}
      required
      description={t`Tick each class, then the highest section and the number of slides for it`}
      error={classesError && contractText(classesError)}
    >
      <SimpleGrid cols={2} spacing="xs" mt={6}>
        {GRADES.map((grade) => {
          const choice = grades[grade];
          const options = choice && !sections.includes(choice.highest) ? [...sections, choice.highest] : sections;
          const slidesError = errors[`total_slides_per_class.${grade}`];
          return (
            <Paper
              key={grade}
              withBorder
              p="xs"
              radius="sm"
              bg={choice ? 'var(--mantine-color-blue-light)' : undefined}
            >
              <Checkbox
                label={t`Class ${grade}`}
                checked={Boolean(choice)}
                onChange={(e) => set(grade, e.currentTarget.checked ? newGradeChoice(grade) : undefined)}
              />
              {choice && (
                <>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
                    <Select
                      label={t`Up to section`}
                      size="xs"
                      data={options}
                      value={choice.highest}
                      allowDeselect={false}
                      onChange={(value) => set(grade, { ...choice, highest: value ?? 'A' })}
                    />
                    <NumberInput
                      label={t`Slides`}
                      size="xs"
                      min={1}
                      clampBehavior="none"
                      allowDecimal={false}
                      value={choice.slides}
                      error={slidesError && contractText(slidesError)}
                      onChange={(value) => set(grade, { ...choice, slides: String(value) })}
                    />
                  </SimpleGrid>
                  <Text size="xs" c="dimmed" mt={4}>
                    {sectionsUpTo(grade, choice.highest).join(', ')}
                  </Text>
                </>
              )}
            </Paper>
          );
        })}
      </SimpleGrid>
    </Input.Wrapper>
  );
}
