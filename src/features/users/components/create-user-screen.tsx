import { useNavigate } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-header';
import type { CreateUserInput } from '../../../../contract/users';
import { notify } from '../../../lib/notify';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { useCreateUser } from '../api/create-user';
import { RoleInformationPanel } from './role-information-panel';
import { UserForm } from './user-form';
import { blankUser } from './user-form-values';

/** /users/new: 'Create New User' with the Role Information panel. */
export function CreateUserScreen() {
  const create = useCreateUser();
  const navigate = useNavigate();
  const keyFor = useIdempotencyKey();
  return (
    <>
      <PageHeader title="Create New User" subtitle="Add a person and give them a role" />
      <UserForm
        mode="create"
        initial={blankUser()}
        saving={create.isPending}
        save={async (payload) => {
          await create.mutateAsync({ input: payload as CreateUserInput, key: keyFor(payload) });
          notify.success('User created successfully');
          await navigate({ to: '/users' });
        }}
        side={(values) => <RoleInformationPanel selected={values.role} />}
      />
    </>
  );
}
