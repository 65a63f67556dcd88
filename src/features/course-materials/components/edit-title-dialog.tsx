import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { COURSE_MATERIAL_MESSAGES as M, RenameSlideSchema } from '#contract/course-materials';
import { contractText } from '#src/i18n/contract-text';
import { errorMessage } from '#src/lib/api-client';
import { validateWith } from '#src/lib/form-errors';
import { notify } from '#src/lib/notify';
import { useRenameSlide } from '../api/rename-slide';
import { NeedsNetwork } from '#src/components/network/needs-network';

type Props = { classNumber: number; slide: { number: number; title: string } | null; onClose: () => void };

/** Renames one slide of a deck (PUT …/slide/{n} {title}). */
export function EditTitleDialog({ classNumber, slide, onClose }: Props) {
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameSlide();
  const { t } = useLingui();
  useEffect(() => {
    setTitle(slide?.title ?? '');
    setError(null);
  }, [slide]);

  const slideNumber = slide?.number ?? '';

  const save = () => {
    if (!slide) return;
    const checked = validateWith(RenameSlideSchema, { title });
    if (!checked.ok) return setError(contractText(checked.errors.title ?? M.titleRequired));
    rename.mutate(
      { classNumber, number: slide.number, input: checked.output },
      {
        onSuccess: () => {
          notify.success(contractText(M.renamed));
          onClose();
        },
        onError: (e) => notify.error(contractText(errorMessage(e, M.renameFailed))),
      },
    );
  };

  return (
    <Modal opened={slide !== null} onClose={onClose} title={t`Edit title of slide ${slideNumber}`} zIndex={400}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <Stack>
          <TextInput
            label={t`Slide title`}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={error}
            data-autofocus
            maxLength={200}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <NeedsNetwork>
              <Button type="submit" loading={rename.isPending}>
                <Trans>Save</Trans>
              </Button>
            </NeedsNetwork>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
