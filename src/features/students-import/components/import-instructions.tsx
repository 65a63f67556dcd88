import { Code, List, Paper, Text, Title } from '@mantine/core';
import { IMPORT_COLUMNS, IMPORT_LIMITS } from '#contract/students-import';
import { plural } from '#src/lib/format';

/** The instructions card of the import screen (spec 03 §2, §5, §9). */
export function ImportInstructions() {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Title order={2} size="h4" mb="sm">
        Instructions
      </Title>
      <List size="sm" spacing="xs">
        <List.Item>
          The first row names the columns: <Code>{IMPORT_COLUMNS.join(', ')}</Code>. Download the template to start from
          an example.
        </List.Item>
        <List.Item>
          <Text span fw={600} size="sm">
            student_id
          </Text>{' '}
          and{' '}
          <Text span fw={600} size="sm">
            name
          </Text>{' '}
          are required. A student ID that already exists at the school is skipped.
        </List.Item>
        <List.Item>
          <Text span fw={600} size="sm">
            class_level
          </Text>{' '}
          is a class from 1 to 12 with an optional section letter (7, 7A, 12C) that the school offers.
        </List.Item>
        <List.Item>Phone numbers get the +91 prefix and keep only their digits.</List.Item>
        <List.Item>
          Each student gets a sign-in e-mail made from their student ID and a one-time code, shown once after the import
          with printable sign-in cards. At the first sign-in, with the e-mail and the code, the student chooses their
          own password.
        </List.Item>
        <List.Item>Manual entry: one student per line, the same five values separated by commas.</List.Item>
        <List.Item>
          Up to {IMPORT_LIMITS.maxFileBytes / 1024 / 1024} MB and {plural(IMPORT_LIMITS.maxRows, 'student')} per file.
          Rows with errors are skipped and listed.
        </List.Item>
      </List>
    </Paper>
  );
}
