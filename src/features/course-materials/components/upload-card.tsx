import { plural, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, FileInput, Group, NativeSelect, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { GRADES } from '#contract/constants';
import { COURSE_MATERIAL_MESSAGES as M, MAX_PDF_BYTES } from '#contract/course-materials';
import { contractText } from '#src/i18n/contract-text';
import { errorMessage, isNetworkError } from '#src/lib/api-client';
import { notify } from '#src/lib/notify';
import { useConversionJob } from '../api/conversion-job';
import { useUploadMaterial } from '../api/upload-material';
import { NeedsNetwork } from '#src/components/network/needs-network';

/** Judged by type or name here; the server judges the content. */
const looksLikePdf = (file: File) => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
/** Spec 03 §9: after the upload the result stays on screen 2 seconds before the form resets. */
const RESET_AFTER_MS = 2000;

/** The toast of a finished conversion, made when it is shown (in the reader's language then). */
const readyText = (grade: number, total: number) =>
  translate`Class ${grade}: ${plural(total, { one: '# slide', other: '# slides' })} ready`;

/** Upload a PDF for a class: the upload's percentage, then its conversion page by page. */
export function UploadCard({ onJob }: { onJob: (jobId: string | null) => void }) {
  const [classNumber, setClassNumber] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [percent, setPercent] = useState(0);
  const [jobId, setJobId] = useState<string | null>(null);
  const upload = useUploadMaterial();
  const job = useConversionJob(jobId).data;
  const { t } = useLingui();

  useEffect(() => onJob(jobId), [jobId, onJob]);
  useEffect(() => {
    if (job?.status === 'completed') notify.success(readyText(job.class, job.total));
    if (job?.status === 'failed') notify.error(contractText(job.error ?? M.uploadFailed));
    if (job?.status !== 'completed' && job?.status !== 'failed') return;
    const timer = setTimeout(() => {
      setJobId(null);
      setPercent(0);
      upload.reset();
      if (job.status === 'completed') {
        setFile(null);
        setClassNumber('');
      }
    }, RESET_AFTER_MS);
    return () => clearTimeout(timer);
  }, [job?.status, job?.class, job?.total, job?.error, upload.reset]);

  const pick = (picked: File | null) => {
    setFile(picked);
    setFileError(
      picked && !looksLikePdf(picked)
        ? contractText(M.notPdf)
        : picked && picked.size > MAX_PDF_BYTES
          ? contractText(M.tooLarge)
          : null,
    );
  };

  const submit = () => {
    if (!classNumber || !file) return notify.error(contractText(M.missing));
    if (fileError) return notify.error(fileError);
    setPercent(0);
    upload.mutate(
      { classNumber: Number(classNumber), file, onProgress: setPercent },
      {
        onSuccess: (answer) => setJobId(answer.job._id),
        onError: (error) => {
          // The server's English decides which field it is about; the reader gets it in their language.
          const english = isNetworkError(error) ? M.uploadFailed : errorMessage(error, M.uploadFailed);
          const message = contractText(english);
          notify.error(message);
          if (english === M.notPdf || english.includes('PDF')) setFileError(message);
        },
      },
    );
  };

  const busy = upload.isPending || (jobId !== null && job?.status !== 'completed' && job?.status !== 'failed');
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <Trans>Upload a PDF</Trans>
        </Title>
        <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
          <NativeSelect
            label={t({ message: 'Class', context: 'grade' })}
            value={classNumber}
            onChange={(e) => setClassNumber(e.currentTarget.value)}
            data={[
              { value: '', label: t`Select a class` },
              ...GRADES.map((grade) => ({ value: String(grade), label: t`Class ${grade}` })),
            ]}
            disabled={busy}
            miw={160}
          />
          <FileInput
            label={t`PDF file`}
            placeholder={t`Choose a PDF`}
            accept="application/pdf,.pdf"
            value={file}
            onChange={pick}
            error={fileError}
            leftSection={<IconFileTypePdf size={16} />}
            clearable
            disabled={busy}
            miw={220}
          />
        </Group>
        <Group>
          <NeedsNetwork>
            <Button leftSection={<IconUpload size={16} />} onClick={submit} loading={busy}>
              <Trans>Upload and Convert</Trans>
            </Button>
          </NeedsNetwork>
        </Group>
        {(upload.isPending || upload.isSuccess) && (
          <Stack gap={4} aria-live="polite">
            <Text size="sm">{percent < 100 ? t`Uploading… ${percent}%` : t`Uploaded 100%`}</Text>
            <Progress value={percent} aria-label={t`Upload ${percent}%`} />
          </Stack>
        )}
        {job && <JobProgress done={job.progress} total={job.total} status={job.status} error={job.error} />}
      </Stack>
    </Paper>
  );
}

type JobProps = { done: number; total: number; status: string; error: string | null };

/** A conversion's progress: pages converted out of total. */
export function JobProgress({ done, total, status, error }: JobProps) {
  const { t } = useLingui();
  const value = total > 0 ? Math.round((done / total) * 100) : 0;
  if (status === 'failed')
    return (
      <Alert color="red" title={t`Conversion failed`}>
        {contractText(error ?? M.uploadFailed)}
      </Alert>
    );
  const page = Math.min(done + 1, total);
  const text =
    status === 'completed'
      ? t`Converted ${total} of ${plural(total, { one: '# page', other: '# pages' })}`
      : status === 'queued'
        ? error !== null
          ? contractText(error) // a reason while it waits, such as a full disk
          : t`Waiting to convert…`
        : t`Converting page ${page} of ${total}`;
  return (
    <Stack gap={4} aria-live="polite">
      <Text size="sm">{text}</Text>
      <Progress
        value={value}
        color={status === 'completed' ? 'green' : 'blue'}
        animated={status !== 'completed'}
        aria-label={t`Conversion ${value}%`}
      />
    </Stack>
  );
}
