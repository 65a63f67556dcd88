import { createFileRoute } from '@tanstack/react-router';
import { ClassesScreen } from '#src/features/classes/components/classes-screen';
import { missingAssignment } from '#src/lib/assignment';
import { useSession } from '#src/lib/use-session';

/** /classes for every role: each sees the classes in their scope (the server decides which). */
export const Route = createFileRoute('/_app/classes')({
  component: function ClassesRoute() {
    const user = useSession()?.user;
    return user ? <ClassesScreen role={user.role} unassigned={missingAssignment(user)} /> : null;
  },
});
