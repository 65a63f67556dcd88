import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { LinkButton } from '#src/components/link-button';
import { ROLE_LABELS } from '#contract/roles';
import type { PublicUser } from '#contract/user';
import { DetailList, DetailSection, DetailsDialog, recordTimes } from '#src/components/detail-list';
import { StatusBadge } from '#src/components/status-badge';
import { useNameLookup } from './use-name-lookup';
import { formatPhone } from '#src/components/phone-input/country-codes';

/** The users list's view dialog: contact, role, status, dates, creator and the role's assignments. */
export function UserViewDialog({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
  const names = useNameLookup(Boolean(user));
  return (
    <DetailsDialog opened={Boolean(user)} onClose={onClose} title={user?.name ?? 'User'}>
      {user && (
        <Stack gap="lg">
          <DetailList
            items={[
              { label: 'Email', value: user.email },
              { label: 'Phone', value: formatPhone(user.phone) || 'N/A' },
              { label: 'Role', value: ROLE_LABELS[user.role] ?? user.role },
              { label: 'Status', value: <StatusBadge status={user.status} /> },
              ...recordTimes(user),
              { label: 'Created by', value: user.created_by?.name ?? 'System' },
            ]}
          />
          {user.role === 'institution_manager' && (
            <DetailSection title="Manages institutions">
              <Names list={user.manages_institutions.map(names.institutionName)} />
            </DetailSection>
          )}
          {user.role === 'school_manager' && (
            <DetailSection title="Manages schools">
              <Names list={user.manages_schools.map(names.schoolName)} />
            </DetailSection>
          )}
          {user.role === 'teacher' && (
            <DetailSection title="Teaching assignments">
              {user.teaching_assignments.length === 0 ? (
                <Text size="sm" c="dimmed">
                  Not assigned
                </Text>
              ) : (
                user.teaching_assignments.map((a) => (
                  <Stack key={a.school_id} gap={4}>
                    <Text size="sm" fw={500}>
                      {names.schoolName(a.school_id)}
                    </Text>
                    <Group gap={4}>
                      {a.classes.length ? (
                        a.classes.map((c) => (
                          <Badge key={c} variant="light">
                            {c}
                          </Badge>
                        ))
                      ) : (
                        <Text size="sm" c="dimmed">
                          No classes chosen
                        </Text>
                      )}
                    </Group>
                  </Stack>
                ))
              )}
            </DetailSection>
          )}
          {user.role === 'student' && (
            <DetailSection title="Student details">
              <DetailList
                items={[
                  {
                    label: 'School',
                    value: user.studies_at_school ? names.schoolName(user.studies_at_school) : 'Not assigned',
                  },
                  { label: 'Student ID', value: user.student_details?.student_id || 'N/A' },
                  { label: 'Class level', value: user.student_details?.class_level || 'N/A' },
                  { label: 'Parent contact', value: formatPhone(user.student_details?.parent_contact) || 'N/A' },
                ]}
              />
            </DetailSection>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <LinkButton to="/users/$id/edit" params={{ id: user._id }}>
              Edit
            </LinkButton>
          </Group>
        </Stack>
      )}
    </DetailsDialog>
  );
}

function Names({ list }: { list: string[] }) {
  if (list.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Not assigned
      </Text>
    );
  return (
    <Group gap={6}>
      {list.map((name) => (
        <Badge key={name} variant="light" tt="none">
          {name}
        </Badge>
      ))}
    </Group>
  );
}
