/**
 * The office records who may cast a member company's vote (§ 7 Abs. 1: commercial power of
 * representation) and revokes it when the person leaves: search a person with an account linked
 * to the company, choose the kind of authority. The server checks the link to the company.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { SearchField } from "#ui/backoffice/SearchField.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { useDebouncedValue } from "#ui/backoffice/use-debounced-value.ts";
import { SelectField } from "#ui/form/SelectField.tsx";
import { toast } from "#ui/toast/toast-store.ts";
import { REPRESENTATION_AUTHORITIES, REPRESENTATION_AUTHORITY_LABELS, type RepresentationAuthority } from "../../domain/entitlement.ts";
import { representativeSchema } from "../../schema/participation.ts";
import type { PersonOption } from "../../schema/overview.ts";
import { assemblyApi, usePeople } from "../assembly-api.ts";

export function RepresentativesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim());
  const people = usePeople(q);
  return (
    <Dialog
      open={open}
      title="Vertretungsbefugnisse"
      description="Abstimmen kann für ein Mitgliedsunternehmen, wer es kaufmännisch vertreten kann (§ 7 Abs. 1 Satzung). Erfassen Sie die Befugnis je Person; das Konto muss mit dem Unternehmen verknüpft sein."
      onClose={onClose}
      wide
    >
      <div className="filter-bar">
        <SearchField id="representative-search" label="Person suchen" placeholder="Name, E-Mail oder Unternehmen" value={search} onChange={setSearch} />
      </div>
      {q.length < 2 ? <p className="muted">Mindestens 2 Zeichen eingeben.</p> : null}
      {q.length >= 2 && people.isPending ? <Spinner label="Personen werden gesucht" /> : null}
      {people.isError ? (
        <p className="notice notice--error" role="alert">
          {errorMessage(people.error)}
        </p>
      ) : null}
      {people.data && people.data.items.length === 0 ? <p className="muted">Keine Person gefunden.</p> : null}
      {people.data && people.data.items.length > 0 ? (
        <ul className="agenda" aria-label="Gefundene Personen">
          {people.data.items.map((p) => (
            <PersonRow key={p.userId} person={p} query={q} />
          ))}
        </ul>
      ) : null}
    </Dialog>
  );
}

function PersonRow({ person, query }: { person: PersonOption; query: string }) {
  const client = useQueryClient();
  const [authority, setAuthority] = useState<RepresentationAuthority>(person.authority ?? "managing_director");
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: assemblyApi.searchPeople.key({ query: { q: query } }) });
  const record = useMutation({
    mutationFn: () =>
      assemblyApi.recordRepresentative.call({ body: representativeSchema.parse({ organizationId: person.organizationId, userId: person.userId, authority }) }),
    onSuccess: async () => {
      setFailure(null);
      toast({ title: "Vertretungsbefugnis erfasst" });
      await refresh();
    },
    onError: (e) => setFailure(errorMessage(e)),
  });
  const revoke = useMutation({
    mutationFn: () => assemblyApi.revokeRepresentative.call({ params: { id: person.organizationId ?? "", userId: person.userId } }),
    onSuccess: async () => {
      setFailure(null);
      toast({ title: "Vertretungsbefugnis widerrufen" });
      await refresh();
    },
    onError: (e) => setFailure(errorMessage(e)),
  });
  const selectId = `representative-authority-${person.userId}`;
  return (
    <li className="agenda__item">
      <strong>{person.name}</strong>{" "}
      <span className="muted">
        · {person.organizationName ?? "ohne Mitgliedsunternehmen"} · {person.email}
      </span>
      <br />
      <span>{person.authority ? `Erfasst: ${REPRESENTATION_AUTHORITY_LABELS[person.authority]}` : "Keine Vertretungsbefugnis erfasst"}</span>
      {failure ? (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      {person.organizationId ? (
        <div className="form-row">
          <SelectField
            id={selectId}
            label={`Befugnis von ${person.name}`}
            options={REPRESENTATION_AUTHORITIES.map((a) => ({ value: a, label: REPRESENTATION_AUTHORITY_LABELS[a] }))}
            value={authority}
            onChange={(e) => setAuthority(e.target.value as RepresentationAuthority)}
          />
          <div className="button-row">
            <button type="button" className="button button--small button--primary" disabled={record.isPending} onClick={() => record.mutate()}>
              {person.authority ? "Ändern" : "Erfassen"}
            </button>
            {person.authority ? (
              <button type="button" className="button button--small" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
                Widerrufen
              </button>
            ) : null}
          </div>
        </div>
      ) : (
        <p className="muted">Das Konto ist mit keinem Mitgliedsunternehmen verknüpft.</p>
      )}
    </li>
  );
}
