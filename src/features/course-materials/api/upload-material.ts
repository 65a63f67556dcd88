import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COURSE_MATERIAL_MESSAGES, type UploadResponse } from '#contract/course-materials';
import { courseMaterials } from '#contract/course-materials-endpoints';
import { pathOf } from '#contract/endpoint';
import { isApiErrorBody } from '#contract/errors';
import { ApiError } from '#src/lib/api-client';
import { checkedAnswer } from '#src/lib/api-call';
import { session } from '#src/lib/session';
import { courseMaterialKeys } from '#src/lib/queries/course-materials';

export type UploadInput = { classNumber: number; file: File; onProgress: (percent: number) => void };

/**
 * courseMaterials.upload (multipart: pdf, classNumber), through XMLHttpRequest for its upload progress (ky and
 * fetch report none). Answers 202 with the conversion job; the deck appears when the job completes.
 */
export function uploadMaterial({ classNumber, file, onProgress }: UploadInput): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('classNumber', String(classNumber));
    form.append('pdf', file);
    const xhr = new XMLHttpRequest();
    xhr.open(courseMaterials.upload.method, `/api${pathOf(courseMaterials.upload)}`);
    const token = session.token();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Idempotency-Key', crypto.randomUUID());
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300) return resolve(checkedAnswer(courseMaterials.upload, body));
      if (xhr.status === 401 && session.token()) session.clear();
      reject(
        isApiErrorBody(body)
          ? new ApiError(xhr.status, body.error, body.details)
          : new ApiError(xhr.status, xhr.status === 413 ? COURSE_MATERIAL_MESSAGES.tooLarge : ''),
      );
    };
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.send(form);
  });
}

export function useUploadMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMaterial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseMaterialKeys.list() }),
  });
}
