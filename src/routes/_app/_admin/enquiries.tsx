import { createFileRoute } from '@tanstack/react-router';
import { VerifiedSubmissionsScreen } from '../../../features/public-forms/components/verified-submissions-screen';

/** Admin: the verified institution enquiries and teacher applications. */
export const Route = createFileRoute('/_app/_admin/enquiries')({
  component: VerifiedSubmissionsScreen,
});
