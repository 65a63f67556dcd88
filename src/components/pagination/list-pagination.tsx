import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { inOwnDigits } from '#src/i18n/intl-format';
import { pageItems, parsePageJump } from './page-items';

type Props = {
  page: number;
  totalPages: number;
  total: number;
  onChange: (page: number) => void;
  /** What is counted, e.g. 'users' (translated by the caller). */
  noun?: string;
  /** The same for a count of one, e.g. 'user' (without it, one is counted with `noun`). */
  singular?: string;
};

/** Page buttons (first two, current ± 2, last two), Previous / Next and a digits-only page jump. */
export function ListPagination({ page, totalPages, total, onChange: report, noun, singular }: Props) {
  const { t } = useLingui();
  const [jump, setJump] = useState('');
  const nounOther = noun ?? t`records`;
  const nounOne = singular ?? nounOther;
  const last = Math.max(1, totalPages);
  // A new page starts at its top.
  const onChange = (next: number) => {
    report(next);
    window.scrollTo({ top: 0 });
  };

  function go() {
    const target = parsePageJump(jump, last);
    if (target !== null) {
      setJump(String(target));
      if (target !== page) onChange(target);
    }
  }

  return (
    <Group justify="space-between" mt="md" gap="sm" aria-label={t`Pagination`} role="navigation">
      <Text size="sm" c="dimmed">
        {t`Page ${page} of ${last} · ${plural(total, { one: `# ${nounOne}`, other: `# ${nounOther}` })}`}
      </Text>
      {last > 1 && (
        <Group gap={4} wrap="wrap">
          <Button
            variant="default"
            size="xs"
            px={6}
            onClick={() => onChange(page - 1)}
            disabled={page <= 1}
            aria-label={t`Previous page`}
          >
            <IconChevronLeft size={16} />
          </Button>
          {pageItems(page, last).map((item, i, items) => {
            if (item === 'gap') {
              // A gap sits between two page numbers; the one before it names it.
              return (
                <Text key={`gap-after-${items[i - 1]}`} size="sm" c="dimmed" px={4} aria-hidden>
                  …
                </Text>
              );
            }
            const pageNumber = item;
            return (
              <Button
                key={item}
                size="xs"
                px={8}
                miw={32}
                variant={item === page ? 'filled' : 'default'}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t`Page ${pageNumber}`}
                onClick={() => item !== page && onChange(item)}
              >
                {inOwnDigits(String(item))}
              </Button>
            );
          })}
          <Button
            variant="default"
            size="xs"
            px={6}
            onClick={() => onChange(page + 1)}
            disabled={page >= last}
            aria-label={t`Next page`}
          >
            <IconChevronRight size={16} />
          </Button>
          <TextInput
            size="xs"
            w={64}
            ml="xs"
            aria-label={t`Go to page`}
            placeholder={t`Page`}
            inputMode="numeric"
            value={jump}
            onChange={(e) => {
              const target = parsePageJump(e.currentTarget.value, last);
              setJump(target === null ? '' : String(target));
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') go();
            }}
          />
          <Button size="xs" variant="light" onClick={go} disabled={!jump}>
            <Trans>Go</Trans>
          </Button>
        </Group>
      )}
    </Group>
  );
}
