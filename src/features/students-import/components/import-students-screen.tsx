import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Grid, Group, Paper, Stack, Tabs, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconFileSpreadsheet, IconKeyboard } from '@tabler/icons-react';
import { useState } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#contract/locales';
import {
  IMPORT_MESSAGES,
  IMPORT_TEMPLATE_CSV,
  type ImportResponse,
  type InvalidRecord,
} from '#contract/students-import';
import { LinkButton } from '#src/components/link-button';
import { PageHeader } from '#src/components/page-header';
import { errorMessage } from '#src/lib/api-client';
import { notify } from '#src/lib/notify';
import { useErrorToast } from '#src/lib/use-error-toast';
import { ImportRowsRejected, useImportStudents } from '../api/import-students';
import { useSchoolChoices } from '../api/school-choices';
import { placeOf } from '../prepare-import';
import { saveTextFile } from '#src/lib/save-file';
import { type ImportTab, useImportSource } from '../use-import-source';
import { CsvUploadTab } from './csv-upload-tab';
import { ImportInstructions } from './import-instructions';
import { ImportPreview } from './import-preview';
import { ImportResults } from './import-results';
import { IssueList } from './issue-list';
import { ManualEntryTab } from './manual-entry-tab';
import { SchoolStep } from './school-step';
import { contractText } from '#src/i18n/contract-text';

const NO_CLASSES: string[] = [];

/** /students/import (spec 03 §2, §4, §5): school → CSV or manual entry → preview → import → results. */
export function ImportStudentsScreen() {
  const { t, i18n } = useLingui();
  const schools = useSchoolChoices();
  useErrorToast(schools.error, t`Failed to load schools`);
  const [schoolId, setSchoolId] = useState<string | null>(null);
  const [language, setLanguage] = useState<Locale>(() => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE));
  const [rejected, setRejected] = useState<InvalidRecord[] | null>(null);
  const [result, setResult] = useState<ImportResponse | null>(null);
  const school = schools.data?.data.find((s) => s._id === schoolId);
  const source = useImportSource(Boolean(school), school?.classes_offered ?? NO_CLASSES);
  const importing = useImportStudents();
  const noun = source.tab === 'csv' ? 'Row' : 'Line';
  const where = (row: number) => (source.prepared ? placeOf(row, source.prepared) : row);

  function runImport() {
    if (!schoolId) return notify.error(IMPORT_MESSAGES.selectSchool);
    const file = source.fileToSend();
    if (!file || !source.prepared?.valid.length) return notify.error(t`No students to import`);
    setRejected(null);
    importing.mutate(
      { schoolId, file, locale: language },
      {
        onSuccess: (answer) => {
          setResult(answer);
          // A replayed answer (the same request sent again): nothing new was imported, and its codes are not shown.
          if (answer.codes_withheld) return notify.info(answer.message);
          const { created, duplicates } = answer.summary;
          notify.success(t`Successfully imported ${plural(created, { one: '# student', other: '# students' })}`);
          if (duplicates > 0)
            notify.info(
              t`${plural(duplicates, { one: '# duplicate student was skipped', other: '# duplicate students were skipped' })}`,
            );
        },
        onError: (error) => {
          if (error instanceof ImportRowsRejected) {
            setRejected(error.invalidRecords);
            notify.error(IMPORT_MESSAGES.validationFailed);
          } else notify.error(errorMessage(error, t`Failed to import students`));
        },
      },
    );
  }

  function importMore() {
    setResult(null);
    setRejected(null);
    setSchoolId(null);
    source.reset();
  }

  const header = (
    <PageHeader
      title={t`Import Students`}
      subtitle={t`Add many students to a school at once, from a CSV file or typed in`}
      actions={
        <LinkButton variant="default" leftSection={<IconArrowLeft size={16} />} to="/students">
          <Trans>Back to Students</Trans>
        </LinkButton>
      }
    />
  );
  if (result) {
    return (
      <>
        {header}
        <ImportResults
          result={result}
          schoolName={school?.name ?? ''}
          noun={noun}
          placeOf={where}
          onImportMore={importMore}
        />
      </>
    );
  }

  const prepared = source.prepared;
  const skippedTitle = (skipped: number) =>
    noun === 'Row'
      ? t`${plural(skipped, { one: '# row will be skipped', other: '# rows will be skipped' })}`
      : t`${plural(skipped, { one: '# line will be skipped', other: '# lines will be skipped' })}`;
  return (
    <>
      {header}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <SchoolStep
              schools={schools.data?.data ?? []}
              loading={schools.isPending}
              value={schoolId}
              onChange={(id) => {
                setSchoolId(id);
                setRejected(null);
              }}
              language={language}
              onLanguageChange={setLanguage}
              disabled={importing.isPending}
            />
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
              <Group justify="space-between" mb="sm" gap="xs">
                <Title order={2} size="h4">
                  <Trans>2. Add students</Trans>
                </Title>
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconDownload size={14} />}
                  onClick={() => saveTextFile(IMPORT_TEMPLATE_CSV, 'student_import_template.csv', 'text/csv')}
                >
                  <Trans>Download Template</Trans>
                </Button>
              </Group>
              <Tabs value={source.tab} onChange={(t) => t && source.setTab(t as ImportTab)} keepMounted={false}>
                <Tabs.List mb="md">
                  <Tabs.Tab value="csv" leftSection={<IconFileSpreadsheet size={16} />}>
                    <Trans>Upload CSV</Trans>
                  </Tabs.Tab>
                  <Tabs.Tab value="manual" leftSection={<IconKeyboard size={16} />}>
                    <Trans>Manual Entry</Trans>
                  </Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="csv">
                  <CsvUploadTab
                    fileName={source.csv?.file.name ?? null}
                    rowCount={source.csv?.rows.length ?? null}
                    onFile={source.chooseFile}
                    disabled={source.reading || importing.isPending}
                  />
                </Tabs.Panel>
                <Tabs.Panel value="manual">
                  <ManualEntryTab
                    value={source.manualText}
                    onChange={source.setManualText}
                    onPreview={source.previewManual}
                    disabled={importing.isPending}
                  />
                </Tabs.Panel>
              </Tabs>
            </Paper>
            {rejected && (
              <IssueList
                title={contractText(IMPORT_MESSAGES.validationFailed)}
                issues={rejected.map((r) => ({
                  place: where(r.row),
                  errors: r.errors,
                  who: r.record.student_id || undefined,
                }))}
                noun={noun}
                color="red"
              />
            )}
            {prepared && prepared.skipped.length > 0 && (
              <IssueList title={skippedTitle(prepared.skipped.length)} issues={prepared.skipped} noun={noun} />
            )}
            {prepared && prepared.valid.length > 0 && (
              <ImportPreview valid={prepared.valid} importing={importing.isPending} onImport={runImport} />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <ImportInstructions />
        </Grid.Col>
      </Grid>
    </>
  );
}
