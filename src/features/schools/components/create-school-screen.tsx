import { useLingui } from '@lingui/react/macro';
import { Center } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { PageHeader } from '#src/components/page-header';
import { notify } from '#src/lib/notify';
import { useIdempotencyKey } from '#src/lib/use-idempotency-key';
import { useInstitutionChoices } from '../api/picker-options';
import { useCreateSchool } from '../api/save-school';
import { SchoolForm } from './school-form';
import { blankSchool } from './school-form-values';
import { MissingRequirementsCard, SchoolRequirementsPanel } from './school-side-panels';
import { DataLoader } from '#src/components/network/not-on-device';

/** /schools/new: the create form with its requirements panel, or 'Missing Requirements' without institutions. */
export function CreateSchoolScreen() {
  const navigate = useNavigate();
  const institutions = useInstitutionChoices();
  const create = useCreateSchool();
  const keyFor = useIdempotencyKey();
  const none = institutions.isSuccess && institutions.data.data.length === 0;
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Create School`} subtitle={t`Add a school, its classes and its slides per class`} />
      {institutions.isPending ? (
        <Center py="xl">
          <DataLoader />
        </Center>
      ) : none ? (
        <MissingRequirementsCard />
      ) : (
        <SchoolForm
          mode="create"
          initial={blankSchool()}
          saving={create.isPending}
          save={async (input) => {
            await create.mutateAsync({ input, key: keyFor(input) });
            notify.success(t`School created successfully`);
            await navigate({ to: '/schools' });
          }}
          side={(values) => <SchoolRequirementsPanel values={values} />}
        />
      )}
    </>
  );
}
