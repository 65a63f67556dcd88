import { createFileRoute } from '@tanstack/react-router';
import { ExplainerVideosScreen } from '#src/features/explainer-videos/components/explainer-videos-screen';
import { requireRole } from '#src/lib/guards';

/** In the admin, teacher and student menus (spec 01 §2.3, 03 §2); each user sees only their own videos. */
export const Route = createFileRoute('/_app/explainer-videos')({
  beforeLoad: requireRole('admin', 'teacher', 'student'),
  component: ExplainerVideosScreen,
});
