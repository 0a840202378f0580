/** The tag filter: every tag in use, with how often. */
import { SelectField } from "#ui/form/SelectField.tsx";
import { useTags } from "./crm-api.ts";

export function TagFilter({ id, value, onChange }: { id: string; value: string; onChange: (tag: string) => void }) {
  const tags = useTags();
  const options = (tags.data?.items ?? []).map((t) => ({ value: t.tag, label: `${t.tag} (${t.count})` }));
  return <SelectField id={id} label="Schlagwort" placeholder="Alle Schlagwörter" options={options} value={value} onChange={(e) => onChange(e.target.value)} />;
}
