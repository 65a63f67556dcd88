import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '#contract/locales';
import { chooseLocale } from './i18n';

/**
 * The language picker (issue 42): each language named in its own script. A native select: it works with the
 * keyboard and a screen reader everywhere, and costs no script of its own.
 */
export function LanguagePicker({ onChosen }: { onChosen?: (locale: Locale) => void }) {
  const { i18n, t } = useLingui();
  const [busy, setBusy] = useState(false);
  return (
    <NativeSelect
      size="xs"
      aria-label={t`Language`}
      leftSection={<IconLanguage size={16} aria-hidden />}
      value={i18n.locale}
      disabled={busy}
      data={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
      onChange={(event) => {
        const locale = event.currentTarget.value;
        if (!isLocale(locale)) return;
        setBusy(true);
        void chooseLocale(locale)
          .then(() => onChosen?.(locale))
          .finally(() => setBusy(false));
      }}
    />
  );
}
