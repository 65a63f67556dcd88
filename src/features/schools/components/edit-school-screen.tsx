import { useLingui } from '@lingui/react/macro';
import { Center } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PageHeader } from '#src/components/page-header';
import { notify } from '#src/lib/notify';
import { useErrorToast } from '#src/lib/use-error-toast';
import { useSchool } from '../api/get-school';
import { useUpdateSchool } from '../api/save-school';
import { SchoolForm } from './school-form';
import { valuesFromSchool } from './school-form-values';
import { SchoolSummaryPanel } from './school-side-panels';
import { DataLoader } from '#src/components/network/not-on-device';

/** /schools/{id}/edit: a school that cannot be loaded sends the admin back to the list. */
export function EditSchoolScreen({ id }: { id: string }) {
  const navigate = useNavigate();
  const query = useSchool(id);
  const update = useUpdateSchool();
  const back = useCallback(() => void navigate({ to: '/schools', replace: true }), [navigate]);
  const { t } = useLingui();
  useErrorToast(query.error, t`Failed to load school data`, back);
  const school = query.data?.school;
  return (
    <>
      <PageHeader title={t`Edit School`} subtitle={school?.name} />
      {!school ? (
        <Center py="xl">
          <DataLoader />
        </Center>
      ) : (
        <SchoolForm
          key={school._id}
          mode="edit"
          schoolId={school._id}
          initial={valuesFromSchool(school)}
          saving={update.isPending}
          save={async (input) => {
            await update.mutateAsync({ id, input });
            notify.success(t`School updated successfully`);
            await navigate({ to: '/schools' });
          }}
          side={() => <SchoolSummaryPanel school={school} />}
        />
      )}
    </>
  );
}
