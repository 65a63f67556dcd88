import { Box, Button, Paper } from '@mantine/core';
import { PeopleTable, listState } from '#src/components/people-table';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import type { StudentListItem } from '#contract/people';
import { RowActions } from '#src/components/row-actions';
import { PageHeader } from '#src/components/page-header';
import { formatPhone } from '#src/components/phone-input/country-codes';
import { ListPagination } from '#src/components/pagination/list-pagination';
import { StatusBadge } from '#src/components/status-badge';
import { useErrorToast } from '#src/lib/use-error-toast';
import { type StudentListParams, useStudents } from '../api/list-students';
import { StudentDetailsDialog } from './student-details-dialog';
import { StudentsFilters } from './students-filters';

const NO_SCHOOL = { reason: 'no school' };

type Props = {
  params: StudentListParams;
  onParamsChange: (next: Partial<StudentListParams>) => void;
  subtitle: string;
  canEdit: boolean;
  /** A school manager with no school: 'School data not available' (spec 02 §8). */
  schoolMissing?: boolean;
};

/** /students (spec 02 §2 Students list). */
export function StudentsScreen({ params, onParamsChange, subtitle, canEdit, schoolMissing }: Props) {
  const query = useStudents(params);
  const [viewing, setViewing] = useState<StudentListItem | null>(null);
  useErrorToast(query.error, 'Failed to load students');
  useErrorToast(schoolMissing ? NO_SCHOOL : null, 'School data not available');
  const rows = query.data?.data ?? [];

  return (
    <>
      <PageHeader
        title="Students"
        subtitle={subtitle}
        actions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={query.isFetching && !query.isPending}
            onClick={() => query.refetch()}
          >
            Refresh
          </Button>
        }
      />
      <Paper withBorder p="md" radius="md">
        <StudentsFilters params={params} onChange={onParamsChange} />
        <Box mt="md">
          <PeopleTable
            label="Students"
            rows={rows}
            rowKey={(s) => s._id}
            person={(s) => s}
            minWidth={900}
            state={listState(query, 'No students found')}
            columns={[
              { header: 'Student ID', cell: (s) => s.student_details?.student_id || 'N/A' },
              { header: 'Class', cell: (s) => `Class ${s.student_details?.class_level || 'N/A'}`, onPhone: true },
              { header: 'School', cell: (s) => s.school?.name ?? 'N/A' },
              { header: 'Parent contact', cell: (s) => formatPhone(s.student_details?.parent_contact) || 'N/A' },
              { header: 'Status', cell: (s) => <StatusBadge status={s.status} />, onPhone: true },
            ]}
            actions={(s) => (
              <RowActions
                name={s.name}
                onView={() => setViewing(s)}
                edit={canEdit ? { to: '/users/$id/edit', id: s._id } : undefined}
              />
            )}
          />
        </Box>
        {query.data && (
          <ListPagination
            page={params.page}
            totalPages={query.data.pagination.totalPages}
            total={query.data.pagination.total}
            noun="students"
            onChange={(page) => onParamsChange({ page })}
          />
        )}
      </Paper>
      <StudentDetailsDialog student={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
