import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Select, Text, Title } from '@mantine/core';
import { LOCALE_NAMES, LOCALES, type Locale } from '#contract/locales';
import type { SchoolView } from '#contract/schools';

type Props = {
  schools: SchoolView[];
  loading: boolean;
  value: string | null;
  onChange: (schoolId: string | null) => void;
  /** The students' language: their sign-in cards are printed in it and their screens start in it. */
  language: Locale;
  onLanguageChange: (locale: Locale) => void;
  disabled?: boolean;
};
const LANGUAGES = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

const SHOWN_CLASSES = 24;

/** Step 1: the school the students join; its classes decide which class levels are accepted. */
export function SchoolStep({ schools, loading, value, onChange, language, onLanguageChange, disabled }: Props) {
  const { t } = useLingui();
  const school = schools.find((s) => s._id === value);
  const classes = school?.classes_offered ?? [];
  const more = classes.length - SHOWN_CLASSES;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Title order={2} size="h4" mb="sm">
        <Trans>1. Choose a school</Trans>
      </Title>
      <Select
        label={t`School`}
        placeholder={loading ? t`Loading schools…` : t`Select a school`}
        data={schools.map((s) => ({ value: s._id, label: s.name }))}
        value={value}
        onChange={onChange}
        searchable
        nothingFoundMessage={t`No schools found`}
        disabled={disabled}
        required
      />
      {school && (
        <Group gap={6} mt="sm" wrap="wrap">
          <Text size="sm" c="dimmed">
            {classes.length ? t`Classes offered:` : t`This school accepts any class from 1 to 12.`}
          </Text>
          {classes.slice(0, SHOWN_CLASSES).map((c) => (
            <Badge key={c} variant="light" size="sm">
              {c}
            </Badge>
          ))}
          {more > 0 && (
            <Text size="sm" c="dimmed">
              <Trans>and {more} more</Trans>
            </Text>
          )}
        </Group>
      )}
      <Select
        mt="sm"
        label={t`Students' language`}
        description={t`Their sign-in cards are printed in it, and their screens open in it until they choose another.`}
        data={LANGUAGES}
        value={language}
        onChange={(locale) => locale && onLanguageChange(locale as Locale)}
        allowDeselect={false}
        disabled={disabled}
        maw={320}
      />
    </Paper>
  );
}
