import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInstitutionInput, UpdateInstitutionInput } from '#contract/institutions';
import { institutions } from '#contract/institutions-endpoints';
import { call } from '#src/lib/api-call';
import { institutionKeys } from '#src/lib/queries/institutions';
import { peopleKeys, userKeys } from '#src/lib/queries/people';
import { schoolKeys } from '#src/lib/queries/schools';

export const createInstitution = ({ input, key }: { input: CreateInstitutionInput; key: string }) =>
  call(institutions.create, { body: input }, { headers: { 'Idempotency-Key': key } });

export const updateInstitution = ({ id, input }: { id: string; input: UpdateInstitutionInput }) =>
  call(institutions.update, { params: { id }, body: input });

/** Saving an institution changes lists of institutions and managers (their assignments). */
function useInvalidate() {
  const client = useQueryClient();
  // Not awaited: the form moves on to the list, which refetches.
  return () => {
    for (const queryKey of [institutionKeys.all, schoolKeys.all, userKeys.all, peopleKeys.all])
      void client.invalidateQueries({ queryKey });
  };
}

export function useCreateInstitution() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: createInstitution, onSuccess: invalidate });
}

export function useUpdateInstitution() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: updateInstitution, onSuccess: invalidate });
}
