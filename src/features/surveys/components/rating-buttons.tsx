import { Trans, useLingui } from '@lingui/react/macro';
import { Button, SimpleGrid, Text } from '@mantine/core';

type Props = {
  min: number;
  max: number;
  value: number | null;
  onChange: (rating: number) => void;
  labelId: string;
  disabled?: boolean;
};

/**
 * One button per rating from min to max (spec 03 §2). Each is a toggle (aria-pressed) named "7 out of 10"; the
 * group takes its name from the question. Five per row on a phone, up to ten on wider screens.
 */
export function RatingButtons({ min, max, value, onChange, labelId, disabled }: Props) {
  const { t } = useLingui();
  const ratings = Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);
  return (
    <fieldset aria-labelledby={labelId} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <SimpleGrid cols={{ base: Math.min(5, ratings.length), xs: Math.min(10, ratings.length) }} spacing={6} maw={560}>
        {ratings.map((rating) => (
          <Button
            key={rating}
            h={44}
            px={0}
            variant={value === rating ? 'filled' : 'default'}
            aria-pressed={value === rating}
            aria-label={t`${rating} out of ${max}`}
            onClick={() => onChange(rating)}
            disabled={disabled}
          >
            {rating}
          </Button>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt={4} aria-hidden>
        <Trans>
          {min} = lowest · {max} = highest
        </Trans>
      </Text>
    </fieldset>
  );
}
