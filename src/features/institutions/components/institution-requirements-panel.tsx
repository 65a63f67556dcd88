import { Trans, useLingui } from '@lingui/react/macro';
import { List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { isContactPhone } from '#contract/fields';
import { CONTACT_EMAIL_PATTERN, INSTITUTION_LIMITS } from '#contract/institutions';
import type { InstitutionFormValues } from './institution-form-values';

/** The create form's requirements panel; each requirement ticks once the form meets it. */
export function InstitutionRequirementsPanel({ values }: { values: InstitutionFormValues }) {
  const { t } = useLingui();
  const filled = (s: string) => s.trim().length > 0;
  const addressMax = INSTITUTION_LIMITS.address;
  const phoneMax = INSTITUTION_LIMITS.phone;
  const items = [
    { label: t`Institution name`, ok: filled(values.name) },
    { label: t`State and district`, ok: filled(values.state) && filled(values.district) },
    { label: t`Address, up to ${addressMax} characters`, ok: filled(values.address) },
    { label: t`A valid contact email`, ok: CONTACT_EMAIL_PATTERN.test(values.contact_email.trim()) },
    {
      label: t`Phone number, up to ${phoneMax} characters`,
      ok: isContactPhone(values.contact_phone.trim()) && values.contact_phone.trim().length <= phoneMax,
    },
  ];
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="sm">
        <Trans>Requirements</Trans>
      </Title>
      <List spacing="xs" size="sm" center>
        {items.map((item) => (
          <List.Item
            key={item.label}
            icon={
              <ThemeIcon color={item.ok ? 'green' : 'gray'} variant="light" size={22} radius="xl">
                {item.ok ? <IconCheck size={14} /> : <IconCircleDashed size={14} />}
              </ThemeIcon>
            }
          >
            {item.label}
          </List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed" mt="md">
        <Trans>
          A manager is optional. Only institution managers not yet assigned to an institution can be chosen; create one
          under Users first if none is free.
        </Trans>
      </Text>
    </Paper>
  );
}
