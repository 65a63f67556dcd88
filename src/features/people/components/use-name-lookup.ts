import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { institutionOptionsQuery } from '#src/lib/queries/institutions';
import { schoolOptionsQuery } from '../api/picker-options';

/** Names of institutions and schools by id, from the pickers' lists (fetched only when `enabled`). */
export function useNameLookup(enabled = true) {
  const { t } = useLingui();
  const institutions = useQuery({ ...institutionOptionsQuery(), enabled });
  const schools = useQuery({ ...schoolOptionsQuery(), enabled });
  return useMemo(() => {
    const inst = new Map((institutions.data?.data ?? []).map((i) => [i._id, i.name]));
    const sch = new Map((schools.data?.data ?? []).map((s) => [s._id, s]));
    return {
      institutionName: (id: string) => inst.get(id) ?? t`Unknown institution`,
      schoolName: (id: string) => sch.get(id)?.name ?? t`Unknown school`,
      schoolInstitution: (id: string) => sch.get(id)?.institution_id ?? null,
      loading: institutions.isPending || schools.isPending,
    };
  }, [institutions.data, schools.data, institutions.isPending, schools.isPending, t]);
}
