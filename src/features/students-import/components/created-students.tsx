import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import Papa from 'papaparse';
import type { ImportedStudent } from '../../../../contract/students-import';
import { saveTextFile } from '../../../lib/save-file';

const SHOWN = 100;

/** The new accounts with their sign-in e-mails (password: the student ID), and a CSV of them to hand out. */
export function CreatedStudents({ students }: { students: ImportedStudent[] }) {
  const shown = students.slice(0, SHOWN);
  function download() {
    const csv = Papa.unparse({
      fields: ['student_id', 'name', 'class_level', 'email'],
      data: students.map((s) => [s.student_id, s.name, s.class_level, s.email]),
    });
    saveTextFile(csv, 'imported_students_sign_in.csv', 'text/csv');
  }
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Group justify="space-between" align="flex-start" mb="sm" gap="xs">
        <Stack gap={2}>
          <Title order={4}>New student accounts</Title>
          <Text size="sm" c="dimmed">
            Each student signs in with this e-mail and their student ID as the password, and sets a new password at the
            first sign-in.
          </Text>
        </Stack>
        <Button variant="light" leftSection={<IconDownload size={16} />} onClick={download}>
          Download sign-in list
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={560}>
        <Table striped verticalSpacing="xs" aria-label="Students created">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Student ID</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Class</Table.Th>
              <Table.Th>Sign-in e-mail</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((s) => (
              <Table.Tr key={s._id}>
                <Table.Td>{s.student_id}</Table.Td>
                <Table.Td>{s.name}</Table.Td>
                <Table.Td>{s.class_level}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{s.email}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {students.length > SHOWN && (
        <Text size="sm" c="dimmed" mt="xs">
          Showing the first {SHOWN} of {students.length.toLocaleString('en-IN')}; the sign-in list has them all.
        </Text>
      )}
    </Paper>
  );
}
