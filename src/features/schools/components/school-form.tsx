import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Grid, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { BOARDS } from '#contract/constants';
import {
  CreateSchoolSchema,
  SCHOOL_SECTIONS_CREATE,
  SCHOOL_SECTIONS_EDIT,
  UpdateSchoolSchema,
} from '#contract/schools';
import { LinkButton } from '#src/components/link-button';
import { contractText } from '#src/i18n/contract-text';
import { apiErrorOf, errorMessage } from '#src/lib/api-client';
import { type FormErrors, validateWith } from '#src/lib/form-errors';
import { notify } from '#src/lib/notify';
import { useErrorToast } from '#src/lib/use-error-toast';
import { useInstitutionChoices, useSchoolManagers } from '../api/picker-options';
import { boardLabel } from '#src/lib/board-label';
import { ClassesOfferedField } from './classes-offered-field';
import { type SchoolFormValues, schoolPayload } from './school-form-values';

type Props = {
  mode: 'create' | 'edit';
  schoolId?: string;
  initial: SchoolFormValues;
  save: (payload: ReturnType<typeof schoolPayload>) => Promise<unknown>;
  saving: boolean;
  side: (values: SchoolFormValues) => ReactNode;
};

const NO_MANAGER = '__none__';
type TextField = 'name' | 'state' | 'city' | 'address' | 'contact_email' | 'contact_phone';

/** The create and edit school form (spec 02 §5). */
export function SchoolForm({ mode, schoolId, initial, save, saving, side }: Props) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const institutions = useInstitutionChoices();
  const managers = useSchoolManagers();
  const { i18n, t } = useLingui();
  useErrorToast(institutions.error, t`Failed to load institutions`);
  useErrorToast(managers.error, t`Failed to load available managers`);
  const create = mode === 'create';

  /** School managers with no school, or this school's own, plus 'No Manager' (spec 02 §4). */
  const managerOptions = useMemo(() => {
    const free = (managers.data?.data ?? []).filter(
      (m) => m.manages_schools.length === 0 || (schoolId && m.manages_schools.includes(schoolId)),
    );
    return [
      { value: NO_MANAGER, label: t`No Manager` },
      ...free.map((m) => ({ value: m._id, label: `${m.name} (${m.email})` })),
    ];
  }, [managers.data, schoolId, t]);

  function patch(next: Partial<SchoolFormValues>, ...errorKeys: string[]) {
    setValues((v) => ({ ...v, ...next }));
    setErrors((current) => {
      const copy = { ...current };
      for (const key of Object.keys(copy))
        if (errorKeys.some((k) => key === k || key.startsWith(`${k}.`))) delete copy[key];
      return copy;
    });
  }
  // The shared checks and the server speak English: each message is shown in the reader's language.
  const errorOf = (key: string) => (errors[key] ? contractText(errors[key]) : undefined);
  const text = (field: TextField, errorKey: string) => ({
    value: values[field],
    error: errorOf(errorKey),
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      patch({ [field]: e.currentTarget.value }, errorKey),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const payload = schoolPayload(values);
    const result = validateWith(create ? CreateSchoolSchema : UpdateSchoolSchema, payload);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    try {
      await save(payload);
    } catch (err) {
      const details = apiErrorOf(err)?.details ?? [];
      if (details.length) setErrors(Object.fromEntries(details.map((d) => [d.field, d.msg])));
      notify.error(contractText(errorMessage(err, create ? t`Failed to create school` : t`Failed to update school`)));
    }
  }

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper component="form" onSubmit={submit} noValidate withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <Stack>
            <TextInput label={t`School name`} required {...text('name', 'name')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t`Institution`}
                required
                placeholder={institutions.isPending ? t`Loading…` : t`Select an institution`}
                data={(institutions.data?.data ?? []).map((i) => ({ value: i._id, label: i.name }))}
                value={values.institution_id || null}
                error={errorOf('institution_id')}
                searchable
                onChange={(value) => patch({ institution_id: value ?? '' }, 'institution_id')}
              />
              <Select
                label={t`School manager`}
                description={t`Managers with no school, or this school’s own`}
                data={managerOptions}
                value={values.manager_id || NO_MANAGER}
                error={errorOf('manager_id')}
                searchable
                allowDeselect={false}
                onChange={(value) => patch({ manager_id: !value || value === NO_MANAGER ? '' : value }, 'manager_id')}
              />
            </SimpleGrid>
            <ClassesOfferedField
              grades={values.grades}
              sections={create ? SCHOOL_SECTIONS_CREATE : SCHOOL_SECTIONS_EDIT}
              errors={errors}
              onChange={(grades, grade) =>
                patch(
                  { grades },
                  'classes_offered',
                  grade ? `total_slides_per_class.${grade}` : 'total_slides_per_class',
                )
              }
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t`Educational board`}
                required
                data={BOARDS.map((board) => ({ value: board, label: boardLabel(board, i18n) }))}
                value={values.board || null}
                error={errorOf('metadata.board')}
                onChange={(value) => patch({ board: value ?? '' }, 'metadata.board')}
              />
              <NumberInput
                label={t`Fee per student`}
                description={t`In rupees, per student`}
                prefix="₹"
                thousandSeparator=","
                thousandsGroupStyle="lakh"
                allowDecimal={false}
                value={values.fee}
                error={errorOf('fee_per_student')}
                onChange={(fee) => patch({ fee }, 'fee_per_student')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t`State`} required {...text('state', 'metadata.state')} />
              <TextInput label={t`City`} required {...text('city', 'metadata.city')} />
            </SimpleGrid>
            <Textarea label={t`Address`} required autosize minRows={2} {...text('address', 'metadata.address')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t`Contact email`}
                type="email"
                required
                {...text('contact_email', 'metadata.contact_email')}
              />
              <TextInput
                label={t`Phone number`}
                type="tel"
                required
                {...text('contact_phone', 'metadata.contact_phone')}
              />
            </SimpleGrid>
            <Group justify="flex-end" mt="md">
              <LinkButton variant="default" to="/schools">
                <Trans>Cancel</Trans>
              </LinkButton>
              <Button type="submit" loading={saving}>
                {create ? t`Create School` : t`Update School`}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>{side(values)}</Grid.Col>
    </Grid>
  );
}
