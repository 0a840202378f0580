/**
 * The stakeholder map (editors): CRM contacts grouped by institution, with party, committees,
 * relationship owner, last interaction and, per procedure, their stance. The overview counts
 * people per institution and party; the filters narrow the list (keyset pages).
 */
import { useState } from "react";
import { SearchField } from "#ui/backoffice/SearchField.tsx";
import { useDebouncedValue } from "#ui/backoffice/use-debounced-value.ts";
import { SelectField } from "#ui/form/SelectField.tsx";
import { INSTITUTION_KIND_LABELS, INSTITUTION_KINDS, PARTIES, PARTY_LABELS, STANCE_LABELS, STANCES, options } from "../../domain/labels.ts";
import { choiceOf } from "../choice-of.ts";
import type { ContactOption, StakeholderItem } from "../../schema/stakeholder.ts";
import { useProcedures, useStakeholderFacets, useStakeholders } from "../political-api.ts";
import { KeysetList } from "../ListState.tsx";
import { ContactPickerDialog } from "../shared/ContactPickerDialog.tsx";
import { StakeholderDialog } from "./StakeholderDialog.tsx";
import { StakeholderGroups } from "./StakeholderGroups.tsx";
import { StakeholderOverview } from "./StakeholderOverview.tsx";

export function StakeholdersArea() {
  const [q, setQ] = useState("");
  const [filters, setFilters] = useState({ institutionKind: "", party: "", committee: "", procedureId: "", stance: "" });
  const [picking, setPicking] = useState(false);
  const [editing, setEditing] = useState<{ contact: ContactOption | null; item: StakeholderItem | null } | null>(null);
  const facets = useStakeholderFacets(true);
  const procedures = useProcedures({ state: "laufend" });
  const set = (key: keyof typeof filters) => (event: { target: { value: string } }) =>
    setFilters((f) => ({ ...f, [key]: event.target.value, ...(key === "procedureId" ? { stance: "" } : {}) }));
  const query = useStakeholders({
    q: useDebouncedValue(q, 300) || undefined,
    institutionKind: choiceOf(INSTITUTION_KINDS, filters.institutionKind),
    party: choiceOf(PARTIES, filters.party),
    committee: filters.committee || undefined,
    procedureId: filters.procedureId || undefined,
    stance: choiceOf(STANCES, filters.stance),
  });
  const procedureOptions = (procedures.data?.pages.flatMap((p) => p.items) ?? []).map((p) => ({ value: p.id, label: p.shortTitle ?? p.title }));

  return (
    <>
      <StakeholderOverview facets={facets} onInstitution={(name) => setQ(name)} />
      <div className="pw-toolbar">
        <div className="filter-bar pw-filters pw-filters--wide">
          <SearchField id="pw-stakeholder-search" label="Suche" value={q} onChange={setQ} placeholder="Name, Institution, Funktion" />
          <SelectField
            id="pw-stakeholder-kind"
            label="Institution"
            value={filters.institutionKind}
            onChange={set("institutionKind")}
            placeholder="Alle"
            options={options(INSTITUTION_KIND_LABELS)}
          />
          <SelectField
            id="pw-stakeholder-party"
            label="Partei"
            value={filters.party}
            onChange={set("party")}
            placeholder="Alle"
            options={options(PARTY_LABELS)}
          />
          <SelectField
            id="pw-stakeholder-committee"
            label="Ausschuss"
            value={filters.committee}
            onChange={set("committee")}
            placeholder="Alle"
            options={(facets.data?.committees ?? []).map((c) => ({ value: c.name, label: `${c.name} (${c.count})` }))}
          />
          <SelectField
            id="pw-stakeholder-procedure"
            label="Verfahren"
            value={filters.procedureId}
            onChange={set("procedureId")}
            placeholder="Alle"
            options={procedureOptions}
          />
          {filters.procedureId ? (
            <SelectField
              id="pw-stakeholder-stance"
              label="Haltung"
              value={filters.stance}
              onChange={set("stance")}
              placeholder="Alle"
              options={options(STANCE_LABELS)}
            />
          ) : null}
        </div>
        <button type="button" className="button button--primary" onClick={() => setPicking(true)}>
          Person aufnehmen
        </button>
      </div>
      <KeysetList
        query={query}
        noun="Personen"
        loadingLabel="Stakeholder werden geladen …"
        empty={{ title: "Keine Stakeholder gefunden", text: "Nehmen Sie Kontakte aus dem CRM auf oder ändern Sie die Filter." }}
      >
        {(items) => <StakeholderGroups items={items} withStance={Boolean(filters.procedureId)} onEdit={(item) => setEditing({ contact: null, item })} />}
      </KeysetList>
      {picking ? (
        <ContactPickerDialog
          title="Person in die Stakeholder-Übersicht aufnehmen"
          exclude={[]}
          onPick={(contact) => {
            setPicking(false);
            setEditing({ contact, item: null });
          }}
          onClose={() => setPicking(false)}
        />
      ) : null}
      {editing ? <StakeholderDialog contact={editing.contact} item={editing.item} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
