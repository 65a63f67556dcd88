import type { CreateInstitutionInput, InstitutionDetail } from '#contract/institutions';

export type InstitutionFormValues = {
  name: string;
  manager_id: string;
  state: string;
  district: string;
  address: string;
  contact_email: string;
  contact_phone: string;
};

export const blankInstitution = (): InstitutionFormValues => ({
  name: '',
  manager_id: '',
  state: '',
  district: '',
  address: '',
  contact_email: '',
  contact_phone: '',
});

export const valuesFromInstitution = (inst: InstitutionDetail): InstitutionFormValues => ({
  name: inst.name,
  manager_id: inst.manager_id?._id ?? '',
  state: inst.metadata.state,
  district: inst.metadata.district,
  address: inst.metadata.address,
  contact_email: inst.metadata.contact_email,
  contact_phone: inst.metadata.contact_phone,
});

/** True once any field differs from the blank form (the create form's submit rule, spec 02 §4). */
export const differsFromBlank = (values: InstitutionFormValues) =>
  (Object.keys(values) as (keyof InstitutionFormValues)[]).some((k) => values[k] !== blankInstitution()[k]);

/** Trimmed values; no manager chosen means none is sent (spec 02 §5). */
export function institutionPayload(values: InstitutionFormValues): CreateInstitutionInput {
  const manager = values.manager_id.trim();
  return {
    name: values.name.trim(),
    ...(manager ? { manager_id: manager } : {}),
    metadata: {
      state: values.state.trim(),
      district: values.district.trim(),
      address: values.address.trim(),
      contact_email: values.contact_email.trim(),
      contact_phone: values.contact_phone.trim(),
    },
  };
}
