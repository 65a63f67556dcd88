import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInstitutionInput, InstitutionResponse, UpdateInstitutionInput } from '#contract/institutions';
import { api } from '#src/lib/api-client';
import { institutionKeys } from '#src/lib/queries/institutions';
import { peopleKeys, userKeys } from '#src/lib/queries/people';
import { schoolKeys } from '#src/lib/queries/schools';

export const createInstitution = ({ input, key }: { input: CreateInstitutionInput; key: string }) =>
  api.post('institutions', { json: input, headers: { 'Idempotency-Key': key } }).json<InstitutionResponse>();

export const updateInstitution = ({ id, input }: { id: string; input: UpdateInstitutionInput }) =>
  api.put(`institutions/${id}`, { json: input }).json<InstitutionResponse>();

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
