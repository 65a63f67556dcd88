import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { PageHeader } from '#src/components/page-header';
import { notify } from '#src/lib/notify';
import { useIdempotencyKey } from '#src/lib/use-idempotency-key';
import { useCreateInstitution } from '../api/save-institution';
import { InstitutionForm } from './institution-form';
import { blankInstitution } from './institution-form-values';
import { InstitutionRequirementsPanel } from './institution-requirements-panel';

/** /institutions/new: the create form plus its requirements panel. */
export function CreateInstitutionScreen() {
  const navigate = useNavigate();
  const create = useCreateInstitution();
  const keyFor = useIdempotencyKey();
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Create Institution`} subtitle={t`Add an institution and, optionally, its manager`} />
      <InstitutionForm
        mode="create"
        initial={blankInstitution()}
        saving={create.isPending}
        save={async (input) => {
          await create.mutateAsync({ input, key: keyFor(input) });
          notify.success(t`Institution created successfully`);
          await navigate({ to: '/institutions' });
        }}
        side={(values) => <InstitutionRequirementsPanel values={values} />}
      />
    </>
  );
}
