import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Center, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '#src/lib/format';
import { formatPhone } from './phone-input/country-codes';
import { DataLoader } from './network/not-on-device';

export type Detail = { label: string; value: ReactNode; full?: boolean };

/** Label and value pairs of a details dialog: two columns on wide screens, one on a phone. */
export function DetailList({ items }: { items: Detail[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
      {items.map((item) => (
        <Stack key={item.label} gap={2} style={item.full ? { gridColumn: '1 / -1' } : undefined}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {item.label}
          </Text>
          {typeof item.value === 'string' || typeof item.value === 'number' ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.value}
            </Text>
          ) : (
            item.value
          )}
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** A details section with a small heading. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Text fw={600}>{title}</Text>
      {children}
    </Stack>
  );
}

/** 'Not specified' for a value left empty. */
export const orNotSpecified = (value: string | null | undefined) => value?.trim() || t`Not specified`;

/** When a record was created and last changed, as every details dialog shows them. */
export const recordTimes = (record: { createdAt: string; updatedAt: string }): Detail[] => [
  { label: t`Created`, value: formatDateTime(record.createdAt) },
  { label: t`Updated`, value: formatDateTime(record.updatedAt) },
];

const CONTACT = {
  title: msg`Location and contact`,
  state: msg`State`,
  address: msg`Address`,
  email: msg`Contact email`,
  phone: msg`Contact phone`,
};

type Contact = {
  state?: string | null;
  address?: string | null;
  contact_email?: string | null;
  contact_phone?: string | null;
};

/** A place's location and contact: state, its own second field (district, city), address, e-mail and phone. */
export function LocationAndContact({ metadata, place }: { metadata: Contact; place: Detail }) {
  const { i18n } = useLingui();
  return (
    <DetailSection title={i18n._(CONTACT.title)}>
      <DetailList
        items={[
          { label: i18n._(CONTACT.state), value: orNotSpecified(metadata.state) },
          place,
          { label: i18n._(CONTACT.address), value: orNotSpecified(metadata.address), full: true },
          { label: i18n._(CONTACT.email), value: orNotSpecified(metadata.contact_email) },
          { label: i18n._(CONTACT.phone), value: orNotSpecified(formatPhone(metadata.contact_phone)) },
        ]}
      />
    </DetailSection>
  );
}

/** A record's details in a dialog; `children` null while the record loads shows a spinner. */
export function DetailsDialog(props: { opened: boolean; onClose: () => void; title: string; children: ReactNode }) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} size="lg">
      {props.children ?? (
        <Center py="xl">
          <DataLoader />
        </Center>
      )}
    </Modal>
  );
}
