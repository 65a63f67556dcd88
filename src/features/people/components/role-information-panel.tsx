import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { ROLES, type Role } from '#contract/roles';
import { usePeopleLabels } from './role-labels';

const DESCRIPTIONS: Record<Role, MessageDescriptor> = {
  admin: msg`Full system access: manages users, institutions, schools and course materials, and sees system-wide analytics.`,
  institution_manager: msg`Oversees one or more institutions and their schools, with read-only lists of their teachers, students and school managers. Needs at least one institution.`,
  school_manager: msg`Manages one or more schools: their teachers, students, classes and analytics. Needs at least one school.`,
  teacher: msg`Teaches assigned classes: logs sessions, manages slides, creates assessments and surveys. Needs at least one teaching assignment (a school and its classes).`,
  student: msg`Sees their own progress and takes assigned assessments and surveys. Needs a school, a student ID and a class level.`,
};

/** The create form's side panel describing each role (spec 02 §2): the roles the person may create. */
export function RoleInformationPanel({ selected, roles = ROLES }: { selected: Role | ''; roles?: readonly Role[] }) {
  const { i18n } = useLingui();
  const labels = usePeopleLabels();
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="sm">
        <Trans>Role Information</Trans>
      </Title>
      <Stack gap="sm">
        {roles.map((role) => (
          <Stack
            key={role}
            gap={2}
            p="xs"
            style={{
              borderRadius: 'var(--mantine-radius-sm)',
              background: role === selected ? 'var(--mantine-color-blue-light)' : undefined,
            }}
          >
            <Text fw={600} size="sm">
              {labels.role(role)}
            </Text>
            <Text size="sm" c="dimmed">
              {i18n._(DESCRIPTIONS[role])}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
