import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../components/screen-placeholder';

export const Route = createFileRoute('/_app/log-session')({
  component: () => <ScreenPlaceholder title="Start Teaching Session" />,
});
