import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSchoolInput, SchoolResponse, UpdateSchoolInput } from '#contract/schools';
import { api } from '#src/lib/api-client';
import { classKeys } from '#src/lib/queries/classes';
import { institutionKeys } from '#src/lib/queries/institutions';
import { schoolKeys } from '#src/lib/queries/schools';
import { userKeys } from '#src/lib/queries/people';

export const createSchool = ({ input, key }: { input: CreateSchoolInput; key: string }) =>
  api.post('schools', { json: input, headers: { 'Idempotency-Key': key } }).json<SchoolResponse>();

export const updateSchool = ({ id, input }: { id: string; input: UpdateSchoolInput }) =>
  api.put(`schools/${id}`, { json: input }).json<SchoolResponse>();

/** A saved school changes school lists, institution counts and managers' assignments. */
function useInvalidate() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [schoolKeys.all, institutionKeys.all, userKeys.all, classKeys.all].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
}

export function useCreateSchool() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: createSchool, onSuccess: invalidate });
}

export function useUpdateSchool() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: updateSchool, onSuccess: invalidate });
}
