import { Alert, Button, FileInput, Group, NativeSelect, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { GRADES } from '#contract/constants';
import { COURSE_MATERIAL_MESSAGES as M, MAX_PDF_BYTES } from '#contract/course-materials';
import { errorMessage, isNetworkError } from '#src/lib/api-client';
import { plural } from '#src/lib/format';
import { notify } from '#src/lib/notify';
import { useConversionJob } from '../api/conversion-job';
import { useUploadMaterial } from '../api/upload-material';
import { NeedsNetwork } from '#src/components/network/needs-network';

/** Judged by type or name here; the server judges the content. */
const looksLikePdf = (file: File) => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
/** Spec 03 §9: after the upload the result stays on screen 2 seconds before the form resets. */
const RESET_AFTER_MS = 2000;

/** Upload a PDF for a class: the upload's percentage, then its conversion page by page. */
export function UploadCard({ onJob }: { onJob: (jobId: string | null) => void }) {
  const [classNumber, setClassNumber] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [percent, setPercent] = useState(0);
  const [jobId, setJobId] = useState<string | null>(null);
  const upload = useUploadMaterial();
  const job = useConversionJob(jobId).data;

  useEffect(() => onJob(jobId), [jobId, onJob]);
  useEffect(() => {
    if (job?.status === 'completed') notify.success(`Class ${job.class}: ${plural(job.total, 'slide')} ready`);
    if (job?.status === 'failed') notify.error(job.error ?? M.uploadFailed);
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
      picked && !looksLikePdf(picked) ? M.notPdf : picked && picked.size > MAX_PDF_BYTES ? M.tooLarge : null,
    );
  };

  const submit = () => {
    if (!classNumber || !file) return notify.error(M.missing);
    if (fileError) return notify.error(fileError);
    setPercent(0);
    upload.mutate(
      { classNumber: Number(classNumber), file, onProgress: setPercent },
      {
        onSuccess: (answer) => setJobId(answer.job._id),
        onError: (error) => {
          const message = isNetworkError(error) ? M.uploadFailed : errorMessage(error, M.uploadFailed);
          notify.error(message);
          if (message === M.notPdf || message.includes('PDF')) setFileError(message);
        },
      },
    );
  };

  const busy = upload.isPending || (jobId !== null && job?.status !== 'completed' && job?.status !== 'failed');
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Upload a PDF
        </Title>
        <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
          <NativeSelect
            label="Class"
            value={classNumber}
            onChange={(e) => setClassNumber(e.currentTarget.value)}
            data={[
              { value: '', label: 'Select a class' },
              ...GRADES.map((g) => ({ value: String(g), label: `Class ${g}` })),
            ]}
            disabled={busy}
            miw={160}
          />
          <FileInput
            label="PDF file"
            placeholder="Choose a PDF"
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
              Upload and Convert
            </Button>
          </NeedsNetwork>
        </Group>
        {(upload.isPending || upload.isSuccess) && (
          <Stack gap={4} aria-live="polite">
            <Text size="sm">{percent < 100 ? `Uploading… ${percent}%` : 'Uploaded 100%'}</Text>
            <Progress value={percent} aria-label={`Upload ${percent}%`} />
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
  const value = total > 0 ? Math.round((done / total) * 100) : 0;
  if (status === 'failed')
    return (
      <Alert color="red" title="Conversion failed">
        {error ?? M.uploadFailed}
      </Alert>
    );
  const text =
    status === 'completed'
      ? `Converted ${total} of ${plural(total, 'page')}`
      : status === 'queued'
        ? (error ?? 'Waiting to convert…') // a reason while it waits, such as a full disk
        : `Converting page ${Math.min(done + 1, total)} of ${total}`;
  return (
    <Stack gap={4} aria-live="polite">
      <Text size="sm">{text}</Text>
      <Progress
        value={value}
        color={status === 'completed' ? 'green' : 'blue'}
        animated={status !== 'completed'}
        aria-label={`Conversion ${value}%`}
      />
    </Stack>
  );
}
