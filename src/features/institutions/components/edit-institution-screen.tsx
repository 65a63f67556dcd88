import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { INSTITUTION_MESSAGES, type InstitutionDetail } from '#contract/institutions';
import { DetailList } from '#src/components/detail-list';
import { LinkButton } from '#src/components/link-button';
import { PageHeader } from '#src/components/page-header';
import { StatusBadge } from '#src/components/status-badge';
import { contractText } from '#src/i18n/contract-text';
import { apiErrorOf } from '#src/lib/api-client';
import { formatDate } from '#src/lib/format';
import { notify } from '#src/lib/notify';
import { useErrorToast } from '#src/lib/use-error-toast';
import { useInstitution } from '../api/get-institution';
import { useUpdateInstitution } from '../api/save-institution';
import { InstitutionForm } from './institution-form';
import { valuesFromInstitution } from './institution-form-values';
import { DataLoader } from '#src/components/network/not-on-device';

/** /institutions/{id}/edit: a missing record says 'Institution not found'; other failures go back to the list. */
export function EditInstitutionScreen({ id }: { id: string }) {
  const navigate = useNavigate();
  const query = useInstitution(id);
  const update = useUpdateInstitution();
  const missing = apiErrorOf(query.error)?.status === 404;
  const back = useCallback(() => void navigate({ to: '/institutions', replace: true }), [navigate]);
  const { t } = useLingui();
  useErrorToast(missing ? null : query.error, t`Failed to load institution data`, back);
  const inst = query.data?.institution;

  if (missing) {
    return (
      <Stack align="flex-start">
        <PageHeader title={t`Edit Institution`} />
        <Text size="lg">{contractText(INSTITUTION_MESSAGES.notFound)}</Text>
        <LinkButton variant="default" to="/institutions">
          <Trans>Back to Institutions</Trans>
        </LinkButton>
      </Stack>
    );
  }
  return (
    <>
      <PageHeader title={t`Edit Institution`} subtitle={inst?.name} />
      {!inst ? (
        <Center py="xl">
          <DataLoader />
        </Center>
      ) : (
        <InstitutionForm
          key={inst._id}
          mode="edit"
          institutionId={inst._id}
          initial={valuesFromInstitution(inst)}
          saving={update.isPending}
          save={async (input) => {
            await update.mutateAsync({ id, input });
            notify.success(t`Institution updated successfully`);
            await navigate({ to: '/institutions' });
          }}
          side={() => <InstitutionSummary inst={inst} />}
        />
      )}
    </>
  );
}

function InstitutionSummary({ inst }: { inst: InstitutionDetail }) {
  const { t } = useLingui();
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="sm">
        <Trans>Current Institution</Trans>
      </Title>
      <DetailList
        items={[
          { label: t`Name`, value: inst.name, full: true },
          { label: t`Manager`, value: inst.manager_id?.name ?? t`No Manager` },
          { label: t`Schools`, value: inst.schools.length },
          { label: t`Status`, value: <StatusBadge status={inst.status === 'active' ? 'active' : 'inactive'} /> },
          { label: t`Created`, value: formatDate(inst.createdAt) },
        ]}
      />
    </Paper>
  );
}
