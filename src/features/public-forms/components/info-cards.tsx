import { Trans, useLingui } from '@lingui/react/macro';
import { List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase, IconCertificate, IconGift, IconMailCheck, IconSchool } from '@tabler/icons-react';
import type { ReactNode } from 'react';

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <ThemeIcon variant="light" size="lg" radius="md">
          {icon}
        </ThemeIcon>
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The role, requirements and benefits beside the teacher application (spec 03 §2). */
export function ApplicationInfoCards() {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      <InfoCard icon={<IconBriefcase size={20} />} title={t`About the Role`}>
        <Text size="sm">
          <Trans>
            Teach our AI curriculum to students of grades 1 to 12 in partner schools in NCR and Punjab, with a
            ready-made slide deck for every class.
          </Trans>
        </Text>
      </InfoCard>
      <InfoCard icon={<IconCertificate size={20} />} title={t`Requirements`}>
        <List size="sm" spacing={4}>
          <List.Item>
            <Trans>No B.Ed needed: a degree in technology, computer science or education is welcome</Trans>
          </List.Item>
          <List.Item>
            <Trans>Comfort with computers and curiosity about AI</Trans>
          </List.Item>
          <List.Item>
            <Trans>Clear, friendly communication with children</Trans>
          </List.Item>
        </List>
      </InfoCard>
      <InfoCard icon={<IconGift size={20} />} title={t`Benefits`}>
        <List size="sm" spacing={4}>
          <List.Item>
            <Trans>Training in the AI curriculum before you start</Trans>
          </List.Item>
          <List.Item>
            <Trans>Lesson slides for every class, ready to teach</Trans>
          </List.Item>
          <List.Item>
            <Trans>Schools in the region you prefer</Trans>
          </List.Item>
          <List.Item>
            <Trans>Be part of bringing AI education to schools</Trans>
          </List.Item>
        </List>
      </InfoCard>
    </Stack>
  );
}

/** What happens after an institution enquiry. */
export function EnquiryInfoCards() {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      <InfoCard icon={<IconSchool size={20} />} title={t`The programme`}>
        <Text size="sm">
          <Trans>
            An AI curriculum for classes 1 to 12, taught by trained teachers as a slide deck per class, with
            assessments, surveys and progress reports for your school.
          </Trans>
        </Text>
      </InfoCard>
      <InfoCard icon={<IconMailCheck size={20} />} title={t`What happens next`}>
        <List size="sm" spacing={4} type="ordered">
          <List.Item>
            <Trans>Send the form.</Trans>
          </List.Item>
          <List.Item>
            <Trans>Enter the 6-digit code we e-mail you, to confirm your address.</Trans>
          </List.Item>
          <List.Item>
            <Trans>Our team contacts you to plan the programme for your institution.</Trans>
          </List.Item>
        </List>
      </InfoCard>
    </Stack>
  );
}
