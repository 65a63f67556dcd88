import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Grid, Group, Paper, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { CreateInstitutionSchema, INSTITUTION_LIMITS, UpdateInstitutionSchema } from '#contract/institutions';
import { LinkButton } from '#src/components/link-button';
import { contractText } from '#src/i18n/contract-text';
import { apiErrorOf, errorMessage } from '#src/lib/api-client';
import { type FormErrors, validateWith } from '#src/lib/form-errors';
import { notify } from '#src/lib/notify';
import { useErrorToast } from '#src/lib/use-error-toast';
import { useInstitutionManagers } from '../api/institution-managers';
import { type InstitutionFormValues, differsFromBlank, institutionPayload } from './institution-form-values';

type Props = {
  mode: 'create' | 'edit';
  /** The institution being edited (its own manager stays offered). */
  institutionId?: string;
  initial: InstitutionFormValues;
  save: (payload: ReturnType<typeof institutionPayload>) => Promise<unknown>;
  saving: boolean;
  side: (values: InstitutionFormValues) => ReactNode;
};

const NO_MANAGER = '__none__';

/** The create and edit institution form (spec 02 §4–5). */
export function InstitutionForm({ mode, institutionId, initial, save, saving, side }: Props) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const managers = useInstitutionManagers();
  const { t } = useLingui();
  useErrorToast(managers.error, t`Failed to load available managers`);
  const create = mode === 'create';

  /** Unassigned managers, or this institution's own (spec 02 §4). */
  const managerOptions = useMemo(() => {
    const free = (managers.data?.data ?? []).filter(
      (m) => m.manages_institutions.length === 0 || (institutionId && m.manages_institutions.includes(institutionId)),
    );
    return [
      { value: NO_MANAGER, label: t`No Manager` },
      ...free.map((m) => ({ value: m._id, label: `${m.name} (${m.email})` })),
    ];
  }, [managers.data, institutionId, t]);

  function set(field: keyof InstitutionFormValues, errorKey: string, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [errorKey]: _, ...rest }) => rest);
  }
  // The shared checks and the server speak English: each message is shown in the reader's language.
  const errorOf = (key: string) => (errors[key] ? contractText(errors[key]) : undefined);
  const text = (field: keyof InstitutionFormValues, errorKey: string, max?: number) => ({
    value: values[field],
    error: errorOf(errorKey),
    // The create form truncates what is typed or pasted past the limit.
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(field, errorKey, max ? e.currentTarget.value.slice(0, max) : e.currentTarget.value),
  });

  const addressLength = values.address.length;
  const addressMax = INSTITUTION_LIMITS.address;
  const phoneMax = INSTITUTION_LIMITS.phone;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const payload = institutionPayload(values);
    const result = validateWith(create ? CreateInstitutionSchema : UpdateInstitutionSchema, payload);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    try {
      await save(payload);
    } catch (err) {
      const details = apiErrorOf(err)?.details ?? [];
      if (details.length) setErrors(Object.fromEntries(details.map((d) => [d.field, d.msg])));
      notify.error(
        contractText(errorMessage(err, create ? t`Failed to create institution` : t`Failed to update institution`)),
      );
    }
  }

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper component="form" onSubmit={submit} noValidate withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <Stack>
            <TextInput label={t`Institution name`} required {...text('name', 'name')} />
            <Select
              label={t`Manager`}
              description={
                create
                  ? t`Only managers not yet assigned to an institution`
                  : t`Unassigned managers, or this institution’s own`
              }
              placeholder={managers.isPending ? t`Loading…` : t`No Manager`}
              data={managerOptions}
              value={values.manager_id || NO_MANAGER}
              error={errorOf('manager_id')}
              searchable
              allowDeselect={false}
              onChange={(value) => set('manager_id', 'manager_id', !value || value === NO_MANAGER ? '' : value)}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t`State`} required {...text('state', 'metadata.state')} />
              <TextInput label={t`District`} required {...text('district', 'metadata.district')} />
            </SimpleGrid>
            <Textarea
              label={t`Address`}
              required
              autosize
              minRows={2}
              description={create ? t`${addressLength}/${addressMax} characters` : undefined}
              {...text('address', 'metadata.address', create ? INSTITUTION_LIMITS.address : undefined)}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t`Contact email`}
                type="email"
                required
                {...text('contact_email', 'metadata.contact_email')}
              />
              <TextInput
                label={t`Phone Number`}
                type="tel"
                required
                description={create ? t`Up to ${phoneMax} characters` : undefined}
                {...text('contact_phone', 'metadata.contact_phone', create ? INSTITUTION_LIMITS.phone : undefined)}
              />
            </SimpleGrid>
            <Group justify="flex-end" mt="md">
              <LinkButton variant="default" to="/institutions">
                <Trans>Cancel</Trans>
              </LinkButton>
              <Button type="submit" loading={saving} disabled={create && !differsFromBlank(values)}>
                {create ? t`Create Institution` : t`Update Institution`}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>{side(values)}</Grid.Col>
    </Grid>
  );
}
