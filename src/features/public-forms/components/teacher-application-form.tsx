import { Button, Group, Paper, Radio, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import {
  PUBLIC_FORM_MESSAGES as M,
  PREFERRED_LOCATIONS,
  QUALIFICATIONS,
  TEACHING_EXPERIENCE_OPTIONS,
  TeacherApplicationSchema,
} from '#contract/public-forms';
import { type FormErrors, formToastMessage, validateWith } from '#src/lib/form-errors';
import { notify } from '#src/lib/notify';
import { submitApplication } from '../api/submit-application';
import { verifyApplication } from '../api/verify-application';
import { useVerifiedSubmit } from '../use-verified-submit';
import { CountryField, PhoneField } from './phone-country-fields';
import { VerifyEmailModal } from './verify-email-modal';

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
  const [values, setValues] = useState<Values>(BLANK);
  const [errors, setErrors] = useState<FormErrors>({});
  const flow = useVerifiedSubmit({
    formId: 'teacher-application',
    submit: submitApplication,
    verify: verifyApplication,
    success: M.applicationSuccess,
    failed: M.applicationFailed,
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
      setErrors(checked.errors);
      notify.form('teacher-application').error(formToastMessage(values, checked.errors, M.fillRequired));
      return;
    }
    setErrors(await flow.send(values, checked.output.email));
  }

  return (
    <>
      <Paper component="form" onSubmit={submit} noValidate withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Full Name" required autoComplete="name" {...text('name', 200)} />
            <TextInput label="Email" required type="email" autoComplete="email" {...text('email', 254)} />
            <PhoneField
              value={values.phoneNumber}
              error={errors.phoneNumber}
              onChange={(phoneNumber, country) => set({ phoneNumber, country })}
            />
            <CountryField value={values.country} error={errors.country} />
            <TextInput
              label="Current Role"
              required
              placeholder="e.g. Software engineer, computer teacher"
              autoComplete="organization-title"
              {...text('currentRole', 200)}
            />
            <Select
              label="Highest Qualification"
              required
              placeholder="Select your qualification"
              data={[...QUALIFICATIONS]}
              value={values.qualification || null}
              error={errors.qualification}
              onChange={(q) => set({ qualification: q ?? '' })}
            />
            <TextInput
              label="Years of Experience"
              inputMode="numeric"
              value={values.yearsOfExperience}
              error={errors.yearsOfExperience}
              onChange={(e) => set({ yearsOfExperience: e.currentTarget.value.replace(/\D/g, '').slice(0, 2) })}
            />
            <Select
              label="Preferred Location"
              required
              placeholder="Select a location"
              data={[...PREFERRED_LOCATIONS]}
              value={values.preferredLocation || null}
              error={errors.preferredLocation}
              onChange={(l) => set({ preferredLocation: l ?? '' })}
            />
          </SimpleGrid>
          <Radio.Group
            label="Prior Teaching Experience"
            description="Have you taught before, in a school, college or coaching centre?"
            value={values.hasTeachingExperience}
            onChange={(answer) => set({ hasTeachingExperience: answer as 'Yes' | 'No' })}
          >
            <Group mt={6}>
              {TEACHING_EXPERIENCE_OPTIONS.map((o) => (
                <Radio key={o} value={o} label={o} />
              ))}
            </Group>
          </Radio.Group>
          <Textarea label="Why do you want to join us?" required autosize minRows={3} {...text('whyJoin', 3000)} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="LinkedIn Profile URL"
              placeholder="https://linkedin.com/in/…"
              type="url"
              {...text('linkedinUrl', 500)}
            />
            <TextInput label="Portfolio URL" placeholder="https://" type="url" {...text('portfolioUrl', 500)} />
          </SimpleGrid>
          <Button
            type="submit"
            size="md"
            loading={flow.submitting}
            w={{ base: '100%', xs: 'auto' }}
            style={{ alignSelf: 'flex-start' }}
          >
            Submit Application
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
