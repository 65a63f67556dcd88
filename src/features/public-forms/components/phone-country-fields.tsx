import { useLingui } from '@lingui/react/macro';
import { Select, TextInput } from '@mantine/core';
import { countryFromPhone, statesOf } from '#contract/public-forms';

type PhoneProps = { value: string; error?: string; onChange: (phone: string, country: string) => void };

/** The phone number with its country code; the country is read from its prefix (the longest one wins). */
export function PhoneField({ value, error, onChange }: PhoneProps) {
  const { t } = useLingui();
  return (
    <TextInput
      label={t`Phone Number`}
      required
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+91 98765 43210"
      description={t`Start with your country code, e.g. +91`}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      value={value}
      error={error}
      maxLength={20}
      onChange={(e) => {
        const phone = e.currentTarget.value;
        onChange(phone, countryFromPhone(phone)?.name ?? '');
      }}
    />
  );
}

export function CountryField({ value, error }: { value: string; error?: string }) {
  const { t } = useLingui();
  return (
    <TextInput
      label={t`Country`}
      required
      readOnly
      variant="filled"
      placeholder={t`From the phone number`}
      description={t`Detected from the phone number’s country code`}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      value={value}
      error={error}
    />
  );
}

type StateProps = { country: string; value: string; error?: string; onChange: (state: string) => void };

/** A dropdown where the country has a state list (India, United States), free text elsewhere. */
export function StateField({ country, value, error, onChange }: StateProps) {
  const { t } = useLingui();
  const states = statesOf(country);
  if (states) {
    return (
      <Select
        label={t`State`}
        placeholder={t`Select a state`}
        data={[...states]}
        searchable
        clearable
        value={value || null}
        error={error}
        onChange={(state) => onChange(state ?? '')}
        nothingFoundMessage={t`No state found`}
      />
    );
  }
  return (
    <TextInput
      label={t`State`}
      value={value}
      error={error}
      maxLength={100}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
