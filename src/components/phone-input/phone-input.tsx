import { useLingui } from '@lingui/react/macro';
import { type ComboboxItem, Group, Input, type OptionsFilter, Select, TextInput } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useMemo } from 'react';
import { COUNTRY_CODES, joinPhone, splitPhone } from './country-codes';
import { type CountryNames, useCountryNames } from './country-names';

// The country's ISO code in text, not a flag emoji: most Linux and many school PCs have no emoji font, and a flag
// there is an empty box (issue 40).
const OPTIONS = COUNTRY_CODES.map((c) => ({ value: c.iso, label: `${c.iso} ${c.code} ${c.name}` }));
const ENGLISH_NAME = new Map(COUNTRY_CODES.map((c) => [c.iso, c.name.toLowerCase()]));
const optionsByNames = new WeakMap<NonNullable<CountryNames>, typeof OPTIONS>();

/** The countries named in the reader's language (issue 42); English as written in country-codes.ts. */
function countryOptions(names: CountryNames): typeof OPTIONS {
  if (!names) return OPTIONS;
  let options = optionsByNames.get(names);
  if (!options) {
    options = COUNTRY_CODES.map((c) => ({ value: c.iso, label: `${c.iso} ${c.code} ${names(c.iso) ?? c.name}` }));
    optionsByNames.set(names, options);
  }
  return options;
}

/** A country is found by what the list shows or by its English name ('India' finds भारत). */
const findCountry: OptionsFilter = ({ options, search }) => {
  const text = search.trim().toLowerCase();
  return (options as ComboboxItem[]).filter(
    (o) => o.label.toLowerCase().includes(text) || ENGLISH_NAME.get(o.value)?.includes(text),
  );
};
const MAX_DIGITS = 15;

type Props = {
  label?: string;
  /** The stored form: country code plus digits ('+919876543210'), or ''. */
  value: string;
  onChange: (value: string) => void;
  /** Keeps the chosen country while the digits are empty (the stored value is then ''). */
  country: string;
  onCountryChange: (iso: string) => void;
  error?: string;
  disabled?: boolean;
};

/** A country-code picker (default +91) plus a digits-only number. */
export function PhoneInput({ label, value, onChange, country, onCountryChange, error, disabled }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const names = useCountryNames(i18n.locale);
  const digits = useMemo(() => splitPhone(value, country).digits, [value, country]);
  return (
    <Input.Wrapper label={label ?? t`Phone`} error={error} labelProps={{ htmlFor: id }}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <Select
          aria-label={t`Country code`}
          data={countryOptions(names)}
          filter={findCountry}
          value={country}
          searchable
          allowDeselect={false}
          disabled={disabled}
          w={{ base: 128, sm: 160 }}
          comboboxProps={{ width: 280, position: 'bottom-start' }}
          onChange={(iso) => {
            if (!iso) return;
            onCountryChange(iso);
            onChange(joinPhone(iso, digits));
          }}
          error={Boolean(error)}
        />
        <TextInput
          id={id}
          style={{ flex: 1 }}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t`Digits only`}
          value={digits}
          disabled={disabled}
          error={Boolean(error)}
          onChange={(e) => onChange(joinPhone(country, e.currentTarget.value.replace(/\D/g, '').slice(0, MAX_DIGITS)))}
        />
      </Group>
    </Input.Wrapper>
  );
}
