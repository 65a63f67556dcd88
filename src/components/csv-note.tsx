import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { DEFAULT_LOCALE } from '#contract/locales';

/**
 * Beside a Download CSV button, in Hindi or Punjabi (issue 42): the file's column names stay English, as the
 * programs that read it expect; the screen and the printed page are in the reader's language.
 */
export function CsvNote() {
  const { i18n, t } = useLingui();
  if (i18n.locale === DEFAULT_LOCALE) return null;
  return (
    <Text size="xs" c="dimmed">
      {t`The CSV file keeps English column names, so that spreadsheets and other programs can read it.`}
    </Text>
  );
}
