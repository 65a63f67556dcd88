import { createFileRoute } from '@tanstack/react-router';
import { VerifiedSubmissionsScreen } from '#src/features/public-forms/components/verified-submissions-screen';

type Tab = 'enquiries' | 'applications';

/** Admin: the verified institution enquiries and teacher applications (tab in the URL, so a link can open either). */
export const Route = createFileRoute('/_app/_admin/enquiries')({
  validateSearch: (search: Record<string, unknown>): { tab?: Tab } =>
    search.tab === 'applications' ? { tab: 'applications' } : {},
  component: function EnquiriesRoute() {
    const { tab = 'enquiries' } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <VerifiedSubmissionsScreen
        tab={tab}
        onTab={(next) => navigate({ search: next === 'applications' ? { tab: next } : {}, replace: true })}
      />
    );
  },
});
