import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { IMPORT_MESSAGES } from '#contract/students-import';
import { notify } from '#src/lib/notify';
import {
  checkCsvFile,
  type PreparedImport,
  parseCsvText,
  prepareCsvRows,
  prepareManualEntry,
  recordsToCsv,
} from './prepare-import';

export type ImportTab = 'csv' | 'manual';
type CsvSource = { file: File; rows: Record<string, string>[] };

/** Tells what was skipped (a warning with the count) or that nothing is left to import. */
function announce(prepared: PreparedImport) {
  if (prepared.valid.length === 0) {
    notify.error(IMPORT_MESSAGES.noValidRecords);
    return;
  }
  const skipped = prepared.skipped.length;
  if (skipped > 0) {
    notifications.show({
      color: 'yellow',
      message:
        prepared.source === 'csv'
          ? plural(skipped, {
              one: '# row was skipped because of errors',
              other: '# rows were skipped because of errors',
            })
          : plural(skipped, {
              one: '# line was skipped because of errors',
              other: '# lines were skipped because of errors',
            }),
    });
  }
}

/**
 * The students to import, from the CSV tab or the manual-entry tab, checked against the school's classes.
 * Changing the school checks the same data again.
 */
export function useImportSource(schoolChosen: boolean, classesOffered: readonly string[]) {
  const { t } = useLingui();
  const [tab, setTab] = useState<ImportTab>('csv');
  const [csv, setCsv] = useState<CsvSource | null>(null);
  const [manualText, setManualText] = useState('');
  const [manualShown, setManualShown] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const prepared = useMemo(() => {
    if (tab === 'csv') return csv ? prepareCsvRows(csv.rows, classesOffered) : null;
    return manualShown !== null ? prepareManualEntry(manualShown, classesOffered) : null;
  }, [tab, csv, manualShown, classesOffered]);

  async function chooseFile(file: File) {
    if (!schoolChosen) return notify.error(IMPORT_MESSAGES.selectSchool);
    const fileError = checkCsvFile(file);
    if (fileError) return notify.error(fileError);
    setReading(true);
    try {
      const parsed = parseCsvText(await file.text());
      if (!parsed.ok) return notify.error(parsed.error);
      setCsv({ file, rows: parsed.rows });
      announce(prepareCsvRows(parsed.rows, classesOffered));
    } catch {
      notify.error(IMPORT_MESSAGES.parseFailed);
    } finally {
      setReading(false);
    }
  }

  function previewManual() {
    if (!schoolChosen) return notify.error(IMPORT_MESSAGES.selectSchool);
    if (!manualText.trim()) return notify.error(t`No students to import`);
    setManualShown(manualText);
    announce(prepareManualEntry(manualText, classesOffered));
  }

  /** The file the import call sends: the chosen CSV as it is, or the typed lines as CSV. */
  function fileToSend(): File | null {
    if (tab === 'csv') return csv?.file ?? null;
    if (manualShown === null) return null;
    const { records } = prepareManualEntry(manualShown, classesOffered);
    return new File([recordsToCsv(records)], 'manual-entry.csv', { type: 'text/csv' });
  }

  function reset() {
    setCsv(null);
    setManualText('');
    setManualShown(null);
    setTab('csv');
  }

  return {
    tab,
    setTab,
    csv,
    manualText,
    setManualText,
    prepared,
    reading,
    chooseFile,
    previewManual,
    fileToSend,
    reset,
  };
}
