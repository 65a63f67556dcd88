import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <DetailsDialog opened={Boolean(manager)} onClose={onClose} title={manager?.name ?? t`School manager`}>
      {manager && (
        <DetailList
          items={[
            { label: t`Email`, value: manager.email },
            { label: t`Phone`, value: formatPhone(manager.phone) || t`N/A` },
            { label: t`Status`, value: <StatusBadge status={manager.status} /> },
            { label: t({ message: 'Assigned', context: 'date' }), value: formatDate(manager.createdAt) },
            {
              label: t`Managed schools`,
              value: manager.schools.map((s) => s.name).join(', ') || t`Not assigned`,
              full: true,
            },
            {
              label: t`Managing institutions`,
              value: manager.institutions.map((i) => i.name).join(', ') || t`Not assigned`,
              full: true,
            },
            { label: t`Created by`, value: manager.created_by?.name ?? t`System` },
          ]}
        />
      )}
    </DetailsDialog>
  );
}
