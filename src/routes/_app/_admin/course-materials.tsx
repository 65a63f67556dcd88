import { createFileRoute } from '@tanstack/react-router';
import { CourseMaterialsScreen } from '#src/features/course-materials/components/course-materials-screen';

export const Route = createFileRoute('/_app/_admin/course-materials')({
  staticData: { deviceDb: true },
  component: CourseMaterialsScreen,
});
