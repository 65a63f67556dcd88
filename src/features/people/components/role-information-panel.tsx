import { Paper, Stack, Text, Title } from '@mantine/core';
import { ROLES, ROLE_LABELS, type Role } from '#contract/roles';

const DESCRIPTIONS: Record<Role, string> = {
  admin:
    'Full system access: manages users, institutions, schools and course materials, and sees system-wide analytics.',
  institution_manager:
    'Oversees one or more institutions and their schools, with read-only lists of their teachers, students and school managers. Needs at least one institution.',
  school_manager:
    'Manages one or more schools: their teachers, students, classes and analytics. Needs at least one school.',
  teacher:
    'Teaches assigned classes: logs sessions, manages slides, creates assessments and surveys. Needs at least one teaching assignment (a school and its classes).',
  student:
    'Sees their own progress and takes assigned assessments and surveys. Needs a school, a student ID and a class level.',
};

/** The create form's side panel describing each role (spec 02 §2): the roles the person may create. */
export function RoleInformationPanel({ selected, roles = ROLES }: { selected: Role | ''; roles?: readonly Role[] }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="sm">
        Role Information
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
              {ROLE_LABELS[role]}
            </Text>
            <Text size="sm" c="dimmed">
              {DESCRIPTIONS[role]}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
