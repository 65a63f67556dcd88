import '@mantine/dropzone/styles.css';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { IMPORT_LIMITS } from '#contract/students-import';

type Props = { fileName: string | null; rowCount: number | null; onFile: (file: File) => void; disabled?: boolean };

/** Drop or choose one CSV file; every file is accepted here and checked by the screen (with the spec's message). */
export function CsvUploadTab({ fileName, rowCount, onFile, disabled }: Props) {
  const { t } = useLingui();
  const maxMb = IMPORT_LIMITS.maxFileBytes / 1024 / 1024;
  return (
    <Dropzone
      onDrop={(files) => files[0] && onFile(files[0])}
      multiple={false}
      disabled={disabled}
      aria-label={t`Upload CSV file`}
      // The file input's own name too: react-dropzone names it 'file upload' in English whatever the language.
      inputProps={{ 'aria-label': t`Upload CSV file` }}
      radius="md"
      p="lg"
    >
      <Group justify="center" gap="md" mih={120} wrap="nowrap" style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <IconUpload size={40} stroke={1.5} />
        </Dropzone.Accept>
        <Dropzone.Idle>
          <IconFileSpreadsheet size={40} stroke={1.5} />
        </Dropzone.Idle>
        <Stack gap={4}>
          <Text fw={500}>{fileName ?? t`Drop a CSV file here or click to choose one`}</Text>
          <Text size="sm" c="dimmed">
            {fileName && rowCount !== null
              ? t`${plural(rowCount, { one: '# data row', other: '# data rows' })} read. Choose another file to replace it.`
              : t`A .csv file with a header row, up to ${maxMb} MB.`}
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}
