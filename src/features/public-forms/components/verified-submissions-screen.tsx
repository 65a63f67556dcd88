import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconMail, IconRefresh } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { ApplicationActions, DecisionBadge } from './application-decision';
import type { VerifiedApplication, VerifiedEnquiry } from '#contract/public-forms-answers';
import { LinkButton } from '#src/components/link-button';
import { PageHeader } from '#src/components/page-header';
import { formatDateTime } from '#src/lib/format';
import { useErrorToast } from '#src/lib/use-error-toast';
import { useApplications } from '../api/list-applications';
import { useEnquiries } from '../api/list-enquiries';
import { optionLabel } from './option-labels';
import { ExternalLink, SubmissionList } from './submission-list';

type Tab = 'enquiries' | 'applications';

function Heading({ title, line, badge }: { title: string; line: string; badge?: ReactNode }) {
  return (
    <Stack gap={0}>
      <Group gap="xs" wrap="wrap">
        <Text fw={500} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Text>
        {badge}
      </Group>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {line}
      </Text>
    </Stack>
  );
}

const orDash = (value: unknown): ReactNode =>
  value === null || value === undefined || value === '' ? '—' : String(value);

type Props = { tab: Tab; onTab: (tab: Tab) => void };

/** Admin: the enquiries and teacher applications whose e-mail was verified, newest first. */
export function VerifiedSubmissionsScreen({ tab, onTab }: Props) {
  const { i18n, t } = useLingui();
  const [pages, setPages] = useState({ enquiries: 1, applications: 1 });
  const enquiries = useEnquiries(pages.enquiries, tab === 'enquiries');
  const applications = useApplications(pages.applications, tab === 'applications');
  useErrorToast(enquiries.error, t`Failed to load enquiries`);
  useErrorToast(applications.error, t`Failed to load teacher applications`);
  const active = tab === 'enquiries' ? enquiries : applications;

  return (
    <>
      <PageHeader
        title={t`Enquiries & Applications`}
        subtitle={t`Submissions from the public forms whose e-mail address was verified`}
        actions={
          <>
            <LinkButton to="/mailbox" variant="subtle" leftSection={<IconMail size={16} />}>
              <Trans>Development mailbox</Trans>
            </LinkButton>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              loading={active.isFetching && !active.isPending}
              onClick={() => active.refetch()}
            >
              <Trans>Refresh</Trans>
            </Button>
          </>
        }
      />
      <Paper withBorder p="md" radius="md">
        <Tabs value={tab} onChange={(t) => t && onTab(t as Tab)} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="enquiries">
              <Trans>Enquiries</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="applications">
              <Trans>Teacher Applications</Trans>
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="enquiries">
            <SubmissionList<VerifiedEnquiry>
              query={enquiries}
              page={pages.enquiries}
              onPage={(page) => setPages((p) => ({ ...p, enquiries: page }))}
              noun={t`enquiries`}
              singular={t`enquiry`}
              empty={t`No verified enquiries yet`}
              idOf={(e) => e._id}
              heading={(e) => (
                <Heading
                  title={e.institutionName}
                  line={`${e.email} · ${e.country} · ${formatDateTime(e.verifiedAt)}`}
                />
              )}
              details={(e) => [
                { label: t`Email`, value: e.email },
                { label: t`Phone`, value: e.phoneNumber },
                { label: t`Country`, value: orDash(e.country) },
                { label: t`State`, value: orDash(e.state) },
                { label: t`City`, value: orDash(e.city) },
                { label: t`Pincode`, value: orDash(e.pincode) },
                { label: t`Address`, value: e.address, full: true },
                { label: t`Website`, value: <ExternalLink url={e.websiteUrl} /> },
                { label: t`Number of students`, value: orDash(e.numberOfStudents) },
                { label: t`Additional information`, value: orDash(e.additionalInfo), full: true },
                { label: t`Verified`, value: formatDateTime(e.verifiedAt) },
              ]}
            />
          </Tabs.Panel>
          <Tabs.Panel value="applications">
            <SubmissionList<VerifiedApplication>
              query={applications}
              page={pages.applications}
              onPage={(page) => setPages((p) => ({ ...p, applications: page }))}
              noun={t`applications`}
              singular={t`application`}
              empty={t`No verified teacher applications yet`}
              idOf={(a) => a._id}
              heading={(a) => (
                <Heading
                  title={a.name}
                  badge={<DecisionBadge application={a} />}
                  line={`${optionLabel(i18n, a.qualification)} · ${optionLabel(i18n, a.preferredLocation)} · ${formatDateTime(a.verifiedAt)}`}
                />
              )}
              actions={(a) => <ApplicationActions application={a} />}
              details={(a) => [
                { label: t`Email`, value: a.email },
                { label: t`Phone`, value: a.phoneNumber },
                { label: t`Country`, value: orDash(a.country) },
                { label: t`Current role`, value: a.currentRole },
                { label: t`Highest qualification`, value: optionLabel(i18n, a.qualification) },
                { label: t`Years of experience`, value: orDash(a.yearsOfExperience) },
                { label: t`Prior teaching experience`, value: optionLabel(i18n, a.hasTeachingExperience) },
                { label: t`Preferred location`, value: optionLabel(i18n, a.preferredLocation) },
                { label: t`Why join`, value: a.whyJoin, full: true },
                { label: t`LinkedIn`, value: <ExternalLink url={a.linkedinUrl} /> },
                { label: t`Portfolio`, value: <ExternalLink url={a.portfolioUrl} /> },
                { label: t`Verified`, value: formatDateTime(a.verifiedAt) },
              ]}
            />
          </Tabs.Panel>
        </Tabs>
      </Paper>
      <Text size="xs" c="dimmed" mt="sm">
        <Trans>
          Codes are e-mailed through SMTP when it is configured; otherwise they land in the{' '}
          <Anchor component={Link} to="/mailbox" size="xs" underline="always">
            development mailbox
          </Anchor>
          .
        </Trans>
      </Text>
    </>
  );
}
