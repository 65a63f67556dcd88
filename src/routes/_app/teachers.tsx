import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../components/screen-placeholder';

export const Route = createFileRoute('/_app/teachers')({
  component: () => <ScreenPlaceholder title="Teachers" />,
});
