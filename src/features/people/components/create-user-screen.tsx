import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { Role } from '#contract/roles';
import type { CreateUserInput } from '#contract/people-accounts';
import { PageHeader } from '#src/components/page-header';
import { notify } from '#src/lib/notify';
import { useIdempotencyKey } from '#src/lib/use-idempotency-key';
import { useSession } from '#src/lib/use-session';
import { useCreateUser } from '../api/create-user';
import { RoleInformationPanel } from './role-information-panel';
import { UserForm } from './user-form';
import { blankRoleFields, blankUser } from './user-form-values';

/** What a school manager may add (issue 16): teachers and students of their own schools. */
const MANAGER_ROLES = ['teacher', 'student'] as const satisfies readonly Role[];

/**
 * /users/new: 'Create New User' with the Role Information panel. An admin creates any role; a school manager
 * (Quick Actions: Add Teacher, Add Student) a teacher or a student at their schools, then sees that list.
 */
export function CreateUserScreen({ role }: { role?: Role }) {
  const { t } = useLingui();
  const create = useCreateUser();
  const navigate = useNavigate();
  const keyFor = useIdempotencyKey();
  const manager = useSession()?.user.role === 'school_manager';
  const preset = role && (!manager || (MANAGER_ROLES as readonly Role[]).includes(role)) ? role : undefined;
  const initial = preset ? { ...blankUser(), role: preset, ...blankRoleFields(preset) } : blankUser();
  const listOf = (created: Role | '') => (!manager ? '/users' : created === 'teacher' ? '/teachers' : '/students');
  return (
    <>
      <PageHeader title={t`Create New User`} subtitle={t`Add a person and give them a role`} />
      <UserForm
        mode="create"
        initial={initial}
        saving={create.isPending}
        roles={manager ? MANAGER_ROLES : undefined}
        cancelTo={listOf(preset ?? '')}
        save={async (payload) => {
          await create.mutateAsync({ input: payload as CreateUserInput, key: keyFor(payload) });
          notify.success(t`User created successfully`);
          await navigate({ to: listOf((payload as CreateUserInput).role as Role) });
        }}
        side={(values) => <RoleInformationPanel selected={values.role} roles={manager ? MANAGER_ROLES : undefined} />}
      />
    </>
  );
}
