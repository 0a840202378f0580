/**
 * Statutes: no admission between the invitation to a general assembly and the assembly. The panel
 * shows the recorded assemblies (and whether today lies in such a window); administrators add one.
 */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useAuth } from "../../auth/auth-context.ts";
import { Dialog } from "../../ui/Dialog.tsx";
import { errorMessage } from "../../ui/QueryError.tsx";
import { TextField } from "../../../ui/form/TextField.tsx";
import { FormAlert } from "../../../ui/form/FormAlert.tsx";
import { assemblySchema, type AssemblyInput } from "../../../shared/schemas/assembly.ts";
import { todayInBerlin } from "../../../shared/schemas/dates.ts";
import { germanDate } from "./application-labels.ts";
import { useAssemblies, useCreateAssembly } from "./assemblies-api.ts";
import { FormDialogActions } from "../../ui/FormDialogActions.tsx";

export function AssembliesPanel() {
  const { roles } = useAuth();
  const assemblies = useAssemblies();
  const [adding, setAdding] = useState(false);
  const today = todayInBerlin();
  const items = assemblies.data?.items ?? [];
  const blocking = items.find((a) => a.invitationSentAt <= today && today <= a.heldAt);
  const upcoming = items.filter((a) => a.heldAt >= today);
  return (
    <section className="assemblies-panel" aria-labelledby="assemblies-title">
      <h2 id="assemblies-title" className="section-title">
        Mitgliederversammlungen
      </h2>
      {blocking ? (
        <p className="notice notice--error" role="status">
          Heute keine Aufnahme möglich: Die Einladung zur „{blocking.title}“ ist am {germanDate(blocking.invitationSentAt)} versandt worden, die Versammlung findet am {germanDate(blocking.heldAt)} statt.
        </p>
      ) : (
        <p className="muted">Zwischen dem Versand einer Einladung und der Versammlung nimmt der Verband keine neuen Mitglieder auf (Satzung).</p>
      )}
      {upcoming.length ? (
        <ul className="member-plain-list">
          {upcoming.map((a) => (
            <li key={a.id}>
              {a.title}: Einladung {germanDate(a.invitationSentAt)}, Versammlung {germanDate(a.heldAt)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">Keine bevorstehende Versammlung eingetragen.{roles.includes("admin") ? " Tragen Sie eine ein, sobald die Einladung versandt ist." : ""}</p>
      )}
      {roles.includes("admin") ? (
        <button type="button" className="button button--outline button--small" onClick={() => setAdding(true)}>
          Versammlung eintragen
        </button>
      ) : null}
      {adding ? <AssemblyDialog onClose={() => setAdding(false)} /> : null}
    </section>
  );
}

function AssemblyDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateAssembly();
  const form = useForm<AssemblyInput>({ resolver: zodResolver(assemblySchema), defaultValues: { title: "", invitationSentAt: todayInBerlin(), heldAt: "" } });
  const errors = form.formState.errors;
  return (
    <Dialog open title="Mitgliederversammlung eintragen" onClose={onClose}>
      <form className="dialog-form" noValidate onSubmit={form.handleSubmit((values) => create.mutate(values, { onSuccess: onClose }))}>
        {create.error ? <FormAlert id="assembly-error" title="Nicht gespeichert">{errorMessage(create.error)}</FormAlert> : null}
        <TextField id="assembly-title" label="Bezeichnung" required error={errors.title?.message} {...form.register("title")} />
        <TextField id="assembly-invitation" label="Einladung versandt am" type="date" required error={errors.invitationSentAt?.message} {...form.register("invitationSentAt")} />
        <TextField id="assembly-held" label="Versammlung am" type="date" required error={errors.heldAt?.message} {...form.register("heldAt")} />
        <FormDialogActions onCancel={onClose} submitLabel="Eintragen" pending={create.isPending} />
      </form>
    </Dialog>
  );
}
