/** Picks a person of board and office (responsible staff, relationship owner, campaign owner). */
import type { Ref, SelectHTMLAttributes } from "react";
import { SelectField } from "#ui/form/SelectField.tsx";
import { useEditors } from "../political-api.ts";

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function PersonSelect({ id, label, error, hint, ref, ...select }: Props) {
  const staff = useEditors(true);
  const options = (staff.data?.items ?? []).map((p) => ({ value: p.id, label: p.name }));
  return (
    <SelectField
      ref={ref}
      id={id}
      label={label}
      error={error}
      hint={hint}
      placeholder={staff.isPending ? "Wird geladen …" : "Niemand"}
      options={options}
      {...select}
    />
  );
}
