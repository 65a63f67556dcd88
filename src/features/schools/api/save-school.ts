import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSchoolInput, UpdateSchoolInput } from '#contract/schools';
import { schools } from '#contract/schools-endpoints';
import { call } from '#src/lib/api-call';
import { classKeys } from '#src/lib/queries/classes';
import { institutionKeys } from '#src/lib/queries/institutions';
import { schoolKeys } from '#src/lib/queries/schools';
import { userKeys } from '#src/lib/queries/people';

export const createSchool = ({ input, key }: { input: CreateSchoolInput; key: string }) =>
  call(schools.create, { body: input }, { headers: { 'Idempotency-Key': key } });

export const updateSchool = ({ id, input }: { id: string; input: UpdateSchoolInput }) =>
  call(schools.update, { params: { id }, body: input });

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
