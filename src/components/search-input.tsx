import { useLingui } from '@lingui/react/macro';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { usePhone } from '#src/lib/use-phone';

type Props = { value: string; onChange: (value: string) => void; placeholder?: string; label?: string; delay?: number };

/**
 * A search box that reports its text after a short pause (and at once when cleared). On a phone a long placeholder
 * ('Search by name, email, student ID or parent contact') would be cut off: the box says 'Search' and the hint is
 * written out under it.
 */
export function SearchInput({ value, onChange, placeholder, label, delay = 300 }: Props) {
  const { t } = useLingui();
  const phone = usePhone();
  const hintBelow = phone && placeholder !== undefined;
  const search = t`Search`;
  const [text, setText] = useState(value);
  const reported = useRef(value);
  // Follow outside changes (Clear all, back button) but not the echo of what was typed.
  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value;
      setText(value);
    }
  }, [value]);
  const report = useDebouncedCallback((next: string) => {
    reported.current = next;
    onChange(next);
  }, delay);
  return (
    <TextInput
      aria-label={label ?? search}
      placeholder={hintBelow ? search : (placeholder ?? search)}
      description={hintBelow ? placeholder : undefined}
      inputWrapperOrder={['input', 'description']}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        report(e.currentTarget.value);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') report.flush();
      }}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t`Clear search`}
            onClick={() => {
              report.cancel();
              setText('');
              reported.current = '';
              onChange('');
            }}
          />
        ) : null
      }
      style={{ flex: 1, minWidth: 200 }}
    />
  );
}
