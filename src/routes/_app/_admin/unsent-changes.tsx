import { createFileRoute } from '@tanstack/react-router';
import { LoadUnsentScreen } from '#src/features/sync/components/load-unsent-screen';

/** Admin: load a teacher's saved unsent changes (the last resort for a device that never reaches the server). */
export const Route = createFileRoute('/_app/_admin/unsent-changes')({
  staticData: { deviceDb: true },
  component: LoadUnsentScreen,
});
