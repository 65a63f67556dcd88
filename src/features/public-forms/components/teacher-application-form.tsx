import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Radio, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import {
  PUBLIC_FORM_MESSAGES as M,
  PREFERRED_LOCATIONS,
  QUALIFICATIONS,
  TEACHING_EXPERIENCE_OPTIONS,
  TeacherApplicationSchema,
} from '#contract/public-forms';
import { contractText } from '#src/i18n/contract-text';
import { errorsInLanguage, type FormErrors, formToastMessage, validateWith } from '#src/lib/form-errors';
import { notify } from '#src/lib/notify';
import { submitApplication } from '../api/submit-application';
import { verifyApplication } from '../api/verify-application';
import { useVerifiedSubmit } from '../use-verified-submit';
import { optionsOf } from './option-labels';
import { CountryField, PhoneField } from './phone-country-fields';
import { VerifyEmailModal } from './verify-email-modal';

/** Examples of a web address: written the same in every language (URLs are never translated). */
const WEB_ADDRESS = 'https://';
const LINKEDIN_ADDRESS = 'https://linkedin.com/in/…';

const BLANK = {
  name: '',
  email: '',
  phoneNumber: '',
  country: '',
  currentRole: '',
  qualification: '',
  yearsOfExperience: '',
  hasTeachingExperience: 'No' as 'Yes' | 'No',
  preferredLocation: '',
  whyJoin: '',
  linkedinUrl: '',
  portfolioUrl: '',
};
type Values = typeof BLANK;

/** The teacher job application of spec 03 §2 and §5, confirmed by an e-mailed code. */
export function TeacherApplicationForm() {
  const { i18n, t } = useLingui();
  const [values, setValues] = useState<Values>(BLANK);
  const [errors, setErrors] = useState<FormErrors>({});
  const flow = useVerifiedSubmit({
    formId: 'teacher-application',
    submit: submitApplication,
    verify: verifyApplication,
    success: contractText(M.applicationSuccess),
    failed: contractText(M.applicationFailed),
    onVerified: () => {
      setValues(BLANK);
      setErrors({});
    },
  });

  function set(patch: Partial<Values>) {
    setValues((v) => ({ ...v, ...patch }));
    const left = Object.fromEntries(Object.entries(errors).filter(([k]) => !(k in patch)));
    // Every field put right: the toast about them goes.
    if (Object.keys(errors).length > 0 && Object.keys(left).length === 0) notify.form('teacher-application').clear();
    setErrors(left);
  }
  const text = (field: Exclude<keyof Values, 'hasTeachingExperience'>, max: number) => ({
    value: values[field],
    error: errors[field],
    maxLength: max,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set({ [field]: e.currentTarget.value }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateWith(TeacherApplicationSchema, values);
    if (!checked.ok) {
      const fieldErrors = errorsInLanguage(checked.errors);
      setErrors(fieldErrors);
      notify.form('teacher-application').error(formToastMessage(values, fieldErrors, contractText(M.fillRequired)));
      return;
    }
    setErrors(await flow.send(values, checked.output.email));
  }

  return (
    <>
      <Paper component="form" onSubmit={submit} noValidate withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t`Full Name`} required autoComplete="name" {...text('name', 200)} />
            <TextInput label={t`Email`} required type="email" autoComplete="email" {...text('email', 254)} />
            <PhoneField
              value={values.phoneNumber}
              error={errors.phoneNumber}
              onChange={(phoneNumber, country) => set({ phoneNumber, country })}
            />
            <CountryField value={values.country} error={errors.country} />
            <TextInput
              label={t`Current Role`}
              required
              placeholder={t`e.g. Software engineer, computer teacher`}
              autoComplete="organization-title"
              {...text('currentRole', 200)}
            />
            <Select
              label={t`Highest Qualification`}
              required
              placeholder={t`Select your qualification`}
              data={optionsOf(i18n, QUALIFICATIONS)}
              value={values.qualification || null}
              error={errors.qualification}
              onChange={(q) => set({ qualification: q ?? '' })}
            />
            <TextInput
              label={t`Years of Experience`}
              inputMode="numeric"
              value={values.yearsOfExperience}
              error={errors.yearsOfExperience}
              onChange={(e) => set({ yearsOfExperience: e.currentTarget.value.replace(/\D/g, '').slice(0, 2) })}
            />
            <Select
              label={t`Preferred Location`}
              required
              placeholder={t`Select a location`}
              data={optionsOf(i18n, PREFERRED_LOCATIONS)}
              value={values.preferredLocation || null}
              error={errors.preferredLocation}
              onChange={(l) => set({ preferredLocation: l ?? '' })}
            />
          </SimpleGrid>
          <Radio.Group
            label={t`Prior Teaching Experience`}
            description={t`Have you taught before, in a school, college or coaching centre?`}
            value={values.hasTeachingExperience}
            onChange={(answer) => set({ hasTeachingExperience: answer as 'Yes' | 'No' })}
          >
            <Group mt={6}>
              {optionsOf(i18n, TEACHING_EXPERIENCE_OPTIONS).map((o) => (
                <Radio key={o.value} value={o.value} label={o.label} />
              ))}
            </Group>
          </Radio.Group>
          <Textarea label={t`Why do you want to join us?`} required autosize minRows={3} {...text('whyJoin', 3000)} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t`LinkedIn Profile URL`}
              placeholder={LINKEDIN_ADDRESS}
              type="url"
              {...text('linkedinUrl', 500)}
            />
            <TextInput label={t`Portfolio URL`} placeholder={WEB_ADDRESS} type="url" {...text('portfolioUrl', 500)} />
          </SimpleGrid>
          <Button
            type="submit"
            size="md"
            loading={flow.submitting}
            w={{ base: '100%', xs: 'auto' }}
            style={{ alignSelf: 'flex-start' }}
          >
            <Trans>Submit Application</Trans>
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
