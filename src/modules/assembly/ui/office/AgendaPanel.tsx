/** The agenda with its documents; items can be added until the assembly opens. */
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { routePath } from "#shared/routes.ts";
import { TextAreaField } from "#ui/form/TextAreaField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { type AgendaItemInput, agendaItemSchema } from "../../schema/assembly.ts";
import type { AssemblyDetail } from "../../schema/views.ts";
import { assemblyApi, useAssemblyCommand } from "../assembly-api.ts";
import { DocumentPicker } from "./DocumentPicker.tsx";

export function AgendaPanel({ detail }: { detail: AssemblyDetail }) {
  const id = detail.assembly.id;
  const editable = detail.assembly.status === "draft" || detail.assembly.status === "invited";
  const form = useForm({ resolver: zodResolver(agendaItemSchema), defaultValues: { title: "", description: "" } });
  const errors = form.formState.errors;
  const add = useAssemblyCommand(id, (input: AgendaItemInput) => assemblyApi.addAgendaItem.call({ params: { id }, body: input }), "Tagesordnungspunkt ergänzt");
  const drop = useAssemblyCommand(id, (itemId: string) => assemblyApi.removeAgendaItem.call({ params: { id: itemId } }), "Tagesordnungspunkt gestrichen");
  const [adding, setAdding] = useState(false);
  const attach = useAssemblyCommand(
    id,
    ({ itemId, documentId, title }: { itemId: string; documentId: string; title: string }) =>
      assemblyApi.attachDocument.call({ params: { id: itemId }, body: { documentId, title } }),
    "Dokument angehängt",
  );
  const detach = useAssemblyCommand(
    id,
    ({ itemId, documentId }: { itemId: string; documentId: string }) => assemblyApi.detachDocument.call({ params: { id: itemId, documentId } }),
    "Dokument entfernt",
  );
  const [picking, setPicking] = useState<{ id: string; title: string; attached: string[] } | null>(null);

  const submit = form.handleSubmit((value) =>
    add.mutate(value, {
      onSuccess: () => {
        form.reset();
        setAdding(false);
      },
    }),
  );

  return (
    <section className="assembly__section" aria-labelledby="agenda-heading">
      <h2 id="agenda-heading">
        Tagesordnung
        {editable ? (
          <button type="button" className="button button--small" onClick={() => setAdding((v) => !v)} aria-expanded={adding}>
            Punkt ergänzen
          </button>
        ) : null}
      </h2>
      {detail.agenda.length === 0 ? <p className="muted">Noch keine Tagesordnungspunkte. Die Tagesordnung geht mit der Einladung an die Mitglieder.</p> : null}
      <ol className="agenda">
        {detail.agenda.map((item) => (
          <li key={item.id} className="agenda__item">
            <h3 className="agenda__title">
              TOP {item.position}: {item.title}
            </h3>
            {item.description ? <p className="agenda__text">{item.description}</p> : null}
            {item.documents.length > 0 ? (
              <ul>
                {item.documents.map((d) => (
                  <li key={d.documentId}>
                    <a href={`${routePath("documents")}?dokument=${encodeURIComponent(d.documentId)}`}>{d.title}</a>
                    {editable ? (
                      <>
                        {" "}
                        <button
                          type="button"
                          className="button button--small"
                          aria-label={`${d.title} von TOP ${item.position} entfernen`}
                          disabled={detach.isPending}
                          onClick={() => detach.mutate({ itemId: item.id, documentId: d.documentId })}
                        >
                          Entfernen
                        </button>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="muted">{item.announcedAt ? "Mit der Einladung bekannt gegeben." : "Noch nicht versandt."}</p>
            {editable ? (
              <div className="button-row">
                <button
                  type="button"
                  className="button button--small"
                  aria-label={`Dokument an TOP ${item.position} anhängen`}
                  onClick={() => setPicking({ id: item.id, title: item.title, attached: item.documents.map((d) => d.documentId) })}
                >
                  Dokument anhängen
                </button>
                {!item.announcedAt ? (
                  <button type="button" className="button button--small button--danger-outline" onClick={() => drop.mutate(item.id)} disabled={drop.isPending}>
                    Streichen
                  </button>
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      {adding ? (
        <form className="dialog-form" noValidate onSubmit={submit} aria-label="Tagesordnungspunkt ergänzen">
          <TextField id="agenda-title" label="Titel" required error={errors.title?.message} {...form.register("title")} />
          <TextAreaField
            id="agenda-description"
            label="Beschreibung, bei Satzungsänderungen der Wortlaut"
            rows={4}
            error={errors.description?.message}
            {...form.register("description")}
          />
          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={add.isPending}>
              {add.isPending ? "Wird gespeichert …" : "Punkt speichern"}
            </button>
            <button type="button" className="button" onClick={() => setAdding(false)}>
              Abbrechen
            </button>
          </div>
        </form>
      ) : null}
      <DocumentPicker
        open={picking !== null}
        itemTitle={picking?.title ?? ""}
        attached={picking?.attached ?? []}
        pending={attach.isPending}
        onClose={() => setPicking(null)}
        onPick={(document) =>
          picking && attach.mutate({ itemId: picking.id, documentId: document.id, title: document.name }, { onSuccess: () => setPicking(null) })
        }
      />
    </section>
  );
}
