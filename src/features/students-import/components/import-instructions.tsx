import { Plural, Trans } from '@lingui/react/macro';
import { Code, List, Paper, Text, Title } from '@mantine/core';
import { IMPORT_COLUMNS, IMPORT_LIMITS } from '#contract/students-import';

/** The instructions card of the import screen (spec 03 §2, §5, §9). The CSV's column keys stay as they are. */
export function ImportInstructions() {
  const columns = IMPORT_COLUMNS.join(', ');
  const idColumn = 'student_id';
  const nameColumn = 'name';
  const classColumn = 'class_level';
  const maxMb = IMPORT_LIMITS.maxFileBytes / 1024 / 1024;
  const maxRows = IMPORT_LIMITS.maxRows;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Title order={2} size="h4" mb="sm">
        <Trans>Instructions</Trans>
      </Title>
      <List size="sm" spacing="xs">
        <List.Item>
          <Trans>
            The first row names the columns: <Code>{columns}</Code>. Download the template to start from an example.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            <Text span fw={600} size="sm">
              {idColumn}
            </Text>{' '}
            and{' '}
            <Text span fw={600} size="sm">
              {nameColumn}
            </Text>{' '}
            are required. A student ID that already exists at the school is skipped.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            <Text span fw={600} size="sm">
              {classColumn}
            </Text>{' '}
            is a class from 1 to 12 with an optional section letter (7, 7A, 12C) that the school offers.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>Phone numbers get the +91 prefix and keep only their digits.</Trans>
        </List.Item>
        <List.Item>
          <Trans>
            Each student gets a sign-in e-mail made from their student ID and a one-time code, shown once after the
            import with printable sign-in cards. At the first sign-in, with the e-mail and the code, the student chooses
            their own password.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>Manual entry: one student per line, the same five values separated by commas.</Trans>
        </List.Item>
        <List.Item>
          <Trans>
            Up to {maxMb} MB and <Plural value={maxRows} one="# student" other="# students" /> per file. Rows with
            errors are skipped and listed.
          </Trans>
        </List.Item>
      </List>
    </Paper>
  );
}
