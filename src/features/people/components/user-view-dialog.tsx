import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { LinkButton } from '#src/components/link-button';
import type { PublicUser } from '#contract/user';
import { DetailList, DetailSection, DetailsDialog, recordTimes } from '#src/components/detail-list';
import { StatusBadge } from '#src/components/status-badge';
import { usePeopleLabels } from './role-labels';
import { useNameLookup } from './use-name-lookup';
import { formatPhone } from '#src/components/phone-input/country-codes';

/** The users list's view dialog: contact, role, status, dates, creator and the role's assignments. */
export function UserViewDialog({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
  const { t } = useLingui();
  const labels = usePeopleLabels();
  const names = useNameLookup(Boolean(user));
  return (
    <DetailsDialog opened={Boolean(user)} onClose={onClose} title={user?.name ?? t`User`}>
      {user && (
        <Stack gap="lg">
          <DetailList
            items={[
              { label: t`Email`, value: user.email },
              { label: t`Phone`, value: formatPhone(user.phone) || t`N/A` },
              { label: t`Role`, value: labels.role(user.role) },
              { label: t`Status`, value: <StatusBadge status={user.status} /> },
              ...recordTimes(user),
              { label: t`Created by`, value: user.created_by?.name ?? t`System` },
            ]}
          />
          {user.role === 'institution_manager' && (
            <DetailSection title={t`Manages institutions`}>
              <Names list={user.manages_institutions.map(names.institutionName)} />
            </DetailSection>
          )}
          {user.role === 'school_manager' && (
            <DetailSection title={t`Manages schools`}>
              <Names list={user.manages_schools.map(names.schoolName)} />
            </DetailSection>
          )}
          {user.role === 'teacher' && (
            <DetailSection title={t`Teaching assignments`}>
              {user.teaching_assignments.length === 0 ? (
                <Text size="sm" c="dimmed">
                  <Trans>Not assigned</Trans>
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
                          <Trans>No classes chosen</Trans>
                        </Text>
                      )}
                    </Group>
                  </Stack>
                ))
              )}
            </DetailSection>
          )}
          {user.role === 'student' && (
            <DetailSection title={t`Student details`}>
              <DetailList
                items={[
                  {
                    label: t`School`,
                    value: user.studies_at_school ? names.schoolName(user.studies_at_school) : t`Not assigned`,
                  },
                  { label: t`Student ID`, value: user.student_details?.student_id || t`N/A` },
                  { label: t`Class level`, value: user.student_details?.class_level || t`N/A` },
                  { label: t`Parent contact`, value: formatPhone(user.student_details?.parent_contact) || t`N/A` },
                ]}
              />
            </DetailSection>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
            <LinkButton to="/users/$id/edit" params={{ id: user._id }}>
              <Trans>Edit</Trans>
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
        <Trans>Not assigned</Trans>
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
