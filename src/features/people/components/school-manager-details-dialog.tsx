import type { SchoolManagerListItem } from '#contract/people';
import { DetailList, DetailsDialog } from '#src/components/detail-list';
import { StatusBadge } from '#src/components/status-badge';
import { formatDate } from '#src/lib/format';
import { formatPhone } from '#src/components/phone-input/country-codes';

/** A school manager's details: contact, status, managed schools, managing institutions, creator. */
export function SchoolManagerDetailsDialog({
  manager,
  onClose,
}: {
  manager: SchoolManagerListItem | null;
  onClose: () => void;
}) {
  return (
    <DetailsDialog opened={Boolean(manager)} onClose={onClose} title={manager?.name ?? 'School manager'}>
      {manager && (
        <DetailList
          items={[
            { label: 'Email', value: manager.email },
            { label: 'Phone', value: formatPhone(manager.phone) || 'N/A' },
            { label: 'Status', value: <StatusBadge status={manager.status} /> },
            { label: 'Assigned', value: formatDate(manager.createdAt) },
            {
              label: 'Managed schools',
              value: manager.schools.map((s) => s.name).join(', ') || 'Not assigned',
              full: true,
            },
            {
              label: 'Managing institutions',
              value: manager.institutions.map((i) => i.name).join(', ') || 'Not assigned',
              full: true,
            },
            { label: 'Created by', value: manager.created_by?.name ?? 'System' },
          ]}
        />
      )}
    </DetailsDialog>
  );
}
