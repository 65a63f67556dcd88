import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Paper, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { EnquirySchema, PUBLIC_FORM_MESSAGES as M } from '#contract/public-forms';
import { contractText } from '#src/i18n/contract-text';
import { errorsInLanguage, type FormErrors, formToastMessage, validateWith } from '#src/lib/form-errors';
import { notify } from '#src/lib/notify';
import { submitEnquiry } from '../api/submit-enquiry';
import { verifyEnquiry } from '../api/verify-enquiry';
import { useVerifiedSubmit } from '../use-verified-submit';
import { EnquirySent, type SentEnquiry } from './enquiry-sent';
import { CountryField, PhoneField, StateField } from './phone-country-fields';
import { VerifyEmailModal } from './verify-email-modal';

/** Examples of a web address: written the same in every language (URLs are never translated). */
const WEB_ADDRESS = 'https://';

const BLANK = {
  institutionName: '',
  phoneNumber: '',
  email: '',
  country: '',
  state: '',
  city: '',
  pincode: '',
  address: '',
  websiteUrl: '',
  numberOfStudents: '',
  additionalInfo: '',
};
type Values = typeof BLANK;

/** The institution enquiry form of spec 03 §2 and §5, confirmed by an e-mailed code. */
export function EnquiryForm() {
  const { t } = useLingui();
  const [values, setValues] = useState<Values>(BLANK);
  const [errors, setErrors] = useState<FormErrors>({});
  const [sent, setSent] = useState<SentEnquiry | null>(null);
  const flow = useVerifiedSubmit({
    formId: 'enquiry',
    submit: submitEnquiry,
    verify: verifyEnquiry,
    success: contractText(M.enquirySuccess),
    failed: contractText(M.enquiryFailed),
    onVerified: () => {
      setSent({ institutionName: values.institutionName.trim(), email: values.email.trim() });
      setValues(BLANK);
      setErrors({});
    },
  });

  function set(patch: Partial<Values>) {
    setValues((v) => ({ ...v, ...patch }));
    const left = Object.fromEntries(Object.entries(errors).filter(([k]) => !(k in patch)));
    // Every field put right: the toast about them goes.
    if (Object.keys(errors).length > 0 && Object.keys(left).length === 0) notify.form('enquiry').clear();
    setErrors(left);
  }
  const text = (field: keyof Values, max: number) => ({
    value: values[field],
    error: errors[field],
    maxLength: max,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set({ [field]: e.currentTarget.value }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateWith(EnquirySchema, values);
    if (!checked.ok) {
      const fieldErrors = errorsInLanguage(checked.errors);
      setErrors(fieldErrors);
      notify.form('enquiry').error(formToastMessage(values, fieldErrors, contractText(M.fillRequired)));
      return;
    }
    setErrors(await flow.send(values, checked.output.email));
  }

  if (sent) return <EnquirySent sent={sent} onAnother={() => setSent(null)} />;
  return (
    <>
      <Paper component="form" onSubmit={submit} noValidate withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack gap="md">
          <TextInput
            label={t`Institution Name`}
            required
            autoComplete="organization"
            {...text('institutionName', 200)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t`Email`} required type="email" autoComplete="email" {...text('email', 254)} />
            <PhoneField
              value={values.phoneNumber}
              error={errors.phoneNumber}
              onChange={(phoneNumber, country) =>
                set(country === values.country ? { phoneNumber } : { phoneNumber, country, state: '' })
              }
            />
            <CountryField value={values.country} error={errors.country} />
            <StateField
              country={values.country}
              value={values.state}
              error={errors.state}
              onChange={(state) => set({ state })}
            />
            <TextInput label={t`City`} autoComplete="address-level2" {...text('city', 100)} />
            <TextInput label={t`Pincode`} autoComplete="postal-code" inputMode="numeric" {...text('pincode', 12)} />
          </SimpleGrid>
          <Textarea
            label={t`Address`}
            required
            autosize
            minRows={2}
            autoComplete="street-address"
            {...text('address', 500)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t`Website URL`}
              placeholder={WEB_ADDRESS}
              type="url"
              autoComplete="url"
              {...text('websiteUrl', 500)}
            />
            <TextInput
              label={t`Number of Students`}
              inputMode="numeric"
              value={values.numberOfStudents}
              error={errors.numberOfStudents}
              onChange={(e) => set({ numberOfStudents: e.currentTarget.value.replace(/\D/g, '').slice(0, 7) })}
            />
          </SimpleGrid>
          <Textarea
            label={t`Additional Information`}
            placeholder={t`Classes you would like to start with, timelines, questions…`}
            autosize
            minRows={3}
            {...text('additionalInfo', 2000)}
          />
          <Button
            type="submit"
            size="md"
            loading={flow.submitting}
            w={{ base: '100%', xs: 'auto' }}
            style={{ alignSelf: 'flex-start' }}
          >
            <Trans>Submit Enquiry</Trans>
          </Button>
        </Stack>
      </Paper>
      <VerifyEmailModal
        email={flow.pending?.email ?? null}
        verifying={flow.verifying}
        error={flow.otpError}
        onVerify={flow.confirm}
        onCancel={flow.cancel}
        onTyping={flow.clearOtpError}
      />
    </>
  );
}
