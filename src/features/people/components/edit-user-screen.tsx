import { useLingui } from '@lingui/react/macro';
import { Center } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { UpdateUserInput } from '#contract/people-accounts';
import { PageHeader } from '#src/components/page-header';
import { notify } from '#src/lib/notify';
import { useErrorToast } from '#src/lib/use-error-toast';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { useNameLookup } from './use-name-lookup';
import { UserForm } from './user-form';
import { valuesFromUser } from './user-form-values';
import { UserSummaryPanel } from './user-summary-panel';
import { DataLoader } from '#src/components/network/not-on-device';

/** /users/{id}/edit: 'Edit User'; a user that cannot be loaded sends the admin back to /users. */
export function EditUserScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const query = useUser(id);
  const names = useNameLookup();
  const update = useUpdateUser();
  const backToList = useCallback(() => void navigate({ to: '/users', replace: true }), [navigate]);
  useErrorToast(query.error, t`Failed to load user information`, backToList);

  const user = query.data?.user;
  const name = user?.name;
  return (
    <>
      <PageHeader title={t`Edit User`} subtitle={user ? t`Change ${name}'s details, role and status` : undefined} />
      {!user || names.loading ? (
        <Center py="xl">
          <DataLoader />
        </Center>
      ) : (
        <UserForm
          key={user._id}
          mode="edit"
          initial={valuesFromUser(user, (schoolId) => names.schoolInstitution(schoolId)?._id ?? null)}
          saving={update.isPending}
          save={async (payload) => {
            await update.mutateAsync({ id, input: payload as UpdateUserInput });
            notify.success(t`User updated successfully`);
            await navigate({ to: '/users' });
          }}
          side={() => <UserSummaryPanel user={user} />}
        />
      )}
    </>
  );
}
