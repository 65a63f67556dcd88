import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Checkbox, Group, Input, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { SchoolView } from '#contract/schools';
import { USER_MESSAGES } from '#contract/people-accounts';
import type { FormErrors } from '#src/lib/form-errors';
import { type AssignmentRow, newAssignment } from './user-form-values';
import { contractText } from '#src/i18n/contract-text';

type Props = {
  schools: SchoolView[];
  rows: AssignmentRow[];
  errors: FormErrors;
  onChange: (rows: AssignmentRow[]) => void;
};

/** Teaching assignments: a school, then its classes as checkboxes with Select All (spec 02 §5). */
export function TeachingAssignmentsField({ schools, rows, errors, onChange }: Props) {
  const { t } = useLingui();
  const replace = (key: number, patch: Partial<AssignmentRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const chosen = new Set(rows.map((r) => r.school_id).filter(Boolean));
  const error = errors.teaching_assignments;

  return (
    <Input.Wrapper
      label={t`Teaching assignments`}
      required
      error={error}
      description={t`Choose each school, then the classes taught there`}
    >
      <Stack gap="sm" mt={6}>
        {rows.map((row, index) => {
          const school = schools.find((s) => s._id === row.school_id);
          const options = schools
            .filter((s) => s._id === row.school_id || !chosen.has(s._id))
            .map((s) => ({ value: s._id, label: s.name }));
          const classes = school?.classes_offered ?? [];
          const schoolName = school?.name;
          const all = classes.length > 0 && classes.every((c) => row.classes.includes(c));
          const some = row.classes.length > 0 && !all;
          const number = index + 1;
          return (
            <Paper key={row.key} withBorder p="sm" radius="md">
              <Stack gap="xs">
                <Group gap="xs" align="flex-end" wrap="nowrap">
                  <Select
                    label={t`School ${number}`}
                    placeholder={t`Select a school`}
                    data={options}
                    value={row.school_id || null}
                    searchable
                    style={{ flex: 1 }}
                    error={errors[`teaching_assignments.${index}.school_id`]}
                    onChange={(value) => replace(row.key, { school_id: value ?? '', classes: [] })}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mb={errors[`teaching_assignments.${index}.school_id`] ? 22 : 2}
                    aria-label={t`Remove school ${number}`}
                    onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
                {!school ? (
                  <Text size="sm" c="dimmed">
                    {contractText(USER_MESSAGES.assignmentSchool)}
                  </Text>
                ) : classes.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    <Trans>This school offers no classes yet.</Trans>
                  </Text>
                ) : (
                  <Stack gap={6}>
                    <Checkbox
                      label={t`Select All`}
                      checked={all}
                      indeterminate={some}
                      onChange={() => replace(row.key, { classes: all ? [] : [...classes] })}
                    />
                    <Checkbox.Group
                      aria-label={t`Classes at ${schoolName}`}
                      value={row.classes}
                      onChange={(value) => replace(row.key, { classes: classes.filter((c) => value.includes(c)) })}
                    >
                      <SimpleGrid cols={{ base: 3, xs: 4, sm: 6 }} spacing="xs">
                        {classes.map((c) => (
                          <Checkbox key={c} value={c} label={c} />
                        ))}
                      </SimpleGrid>
                    </Checkbox.Group>
                  </Stack>
                )}
              </Stack>
            </Paper>
          );
        })}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          w="fit-content"
          disabled={schools.length > 0 && chosen.size >= schools.length}
          onClick={() => onChange([...rows, newAssignment()])}
        >
          <Trans>Add school</Trans>
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
