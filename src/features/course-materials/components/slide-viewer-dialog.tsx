import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, Button, Center, Group, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPencil } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { COURSE_MATERIAL_MESSAGES as M } from '#contract/course-materials';
import { contractText } from '#src/i18n/contract-text';
import { useErrorToast } from '#src/lib/use-error-toast';
import { useSlideImage } from '#src/lib/use-slide-image';
import { useMaterial } from '../api/get-material';
import { EditTitleDialog } from './edit-title-dialog';
import { SlideThumb } from './slide-thumb';

type Props = { classNumber: number | null; onClose: () => void };

/** An uploaded deck: the current slide large, every slide as a thumbnail, and a title editor. */
export function SlideViewerDialog({ classNumber, onClose }: Props) {
  const phone = useMediaQuery('(max-width: 48em)');
  const material = useMaterial(classNumber);
  const [current, setCurrent] = useState(1);
  const [editing, setEditing] = useState<{ number: number; title: string } | null>(null);
  const { t } = useLingui();
  useErrorToast(material.error, t`Failed to load slide data`);
  useEffect(() => {
    if (classNumber !== null) setCurrent(1);
  }, [classNumber]);

  const data = material.data?.material;
  const deck = data ? { grade: data.class, version: data.version } : null;
  const slide = data?.slides.find((s) => s.number === current);
  const image = useSlideImage(deck, current, 'full');
  const total = data?.totalSlides ?? 0;
  const grade = classNumber ?? '';
  const slideTitle = slide?.title ?? '';

  return (
    <Modal
      opened={classNumber !== null}
      onClose={onClose}
      title={t`Class ${grade} slides`}
      size="80rem"
      fullScreen={phone}
    >
      {!data ? (
        <Center h={240}>
          {material.isError ? (
            <Text c="red">
              <Trans>Failed to load slide data</Trans>
            </Text>
          ) : (
            <Loader role="status" aria-label={t`Loading`} />
          )}
        </Center>
      ) : (
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} truncate miw={0}>
              {slide ? t`Slide ${current} of ${total} — ${slideTitle}` : t`Slide ${current} of ${total}`}
            </Text>
            {slide && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPencil size={14} />}
                onClick={() => setEditing(slide)}
                style={{ flexShrink: 0 }}
              >
                <Trans>Edit title</Trans>
              </Button>
            )}
          </Group>
          <Box
            bg="dark.8"
            style={{
              height: 'min(58vh, 40vw + 120px)',
              minHeight: 200,
              display: 'grid',
              placeItems: 'center',
              gridTemplateColumns: 'minmax(0, 1fr)',
              gridTemplateRows: 'minmax(0, 1fr)',
              borderRadius: 8,
              overflow: 'hidden',
            }}
          >
            {image.url ? (
              <img
                src={image.url}
                alt={slide ? t`Slide ${current}: ${slideTitle}` : t`Slide ${current}`}
                style={{ width: '100%', height: '100%', minHeight: 0, objectFit: 'contain' }}
              />
            ) : image.error ? (
              <Text c="gray.3">{contractText(M.slideNotFound)}</Text>
            ) : (
              <Loader color="gray" role="status" aria-label={t`Loading slide`} />
            )}
          </Box>
          <Group justify="center" gap="sm">
            <ActionIcon
              variant="default"
              size="lg"
              onClick={() => setCurrent((n) => Math.max(1, n - 1))}
              disabled={current <= 1}
              aria-label={t`Previous slide`}
            >
              <IconChevronLeft size={18} />
            </ActionIcon>
            <Text size="sm">
              {current} / {total}
            </Text>
            <ActionIcon
              variant="default"
              size="lg"
              onClick={() => setCurrent((n) => Math.min(total, n + 1))}
              disabled={current >= total}
              aria-label={t`Next slide`}
            >
              <IconChevronRight size={18} />
            </ActionIcon>
          </Group>
          <ScrollArea type="auto" offsetScrollbars aria-label={t`Slide thumbnails`}>
            <Group gap="xs" wrap="nowrap" p={4}>
              {data.slides.map((s) => (
                <SlideThumb
                  key={s.number}
                  deck={{ grade: data.class, version: data.version }}
                  number={s.number}
                  title={s.title}
                  active={s.number === current}
                  onSelect={() => setCurrent(s.number)}
                />
              ))}
            </Group>
          </ScrollArea>
        </Stack>
      )}
      <EditTitleDialog classNumber={classNumber ?? 0} slide={editing} onClose={() => setEditing(null)} />
    </Modal>
  );
}
