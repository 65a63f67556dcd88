import { Button, Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { IMPORT_LIMITS, type ValidRow } from '#contract/students-import';

type Props = { valid: ValidRow[]; importing: boolean; onImport: () => void };

/** Step 3: the first 10 students as they will be created, the Import button and its progress. */
export function ImportPreview({ valid, importing, onImport }: Props) {
  const shown = valid.slice(0, IMPORT_LIMITS.previewRows);
  const count = valid.length;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Group justify="space-between" align="flex-start" mb="sm" gap="xs">
        <Stack gap={2}>
          <Title order={2} size="h4">
            3. Preview and import
          </Title>
          <Text size="sm" c="dimmed">
            {count > shown.length
              ? `Showing the first ${shown.length} of ${count} students ready to import`
              : `${count} student${count === 1 ? '' : 's'} ready to import`}
          </Text>
        </Stack>
        <Button leftSection={<IconUpload size={16} />} loading={importing} onClick={onImport} disabled={count === 0}>
          Import {count} Student{count === 1 ? '' : 's'}
        </Button>
      </Group>
      {importing && (
        <Stack gap={4} mb="sm" role="status" aria-live="polite">
          <Progress value={100} striped animated aria-label="Importing students" />
          <Text size="sm" c="dimmed">
            Importing {count} student{count === 1 ? '' : 's'}… large files take a few seconds.
          </Text>
        </Stack>
      )}
      <Table.ScrollContainer minWidth={620}>
        <Table striped verticalSpacing="xs" aria-label="Preview of the students to import">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Student ID</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Class</Table.Th>
              <Table.Th>Phone</Table.Th>
              <Table.Th>Parent contact</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed preview; a file may repeat a student ID
              <Table.Tr key={`${index}-${row.student_id}`}>
                <Table.Td>{row.student_id}</Table.Td>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>{row.class_level}</Table.Td>
                <Table.Td>{row.phone || '—'}</Table.Td>
                <Table.Td>{row.parent_contact || '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
