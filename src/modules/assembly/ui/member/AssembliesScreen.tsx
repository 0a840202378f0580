/**
 * /backend/assembly (members): invitations and past assemblies of the association, and the
 * requests for an extraordinary assembly with the live threshold (§ 4 Abs. 5).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { StatusBadge } from "#ui/backoffice/StatusBadge.tsx";
import { TextAreaField } from "#ui/form/TextAreaField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { routePath, type ScreenProps } from "#shared/routes.ts";
import { type AssemblyRequest, assemblyRequestSchema } from "../../schema/motion.ts";
import { ASSEMBLY_KIND_LABELS, ASSEMBLY_STATUS_LABELS, ASSEMBLY_STATUS_TONES, dateTime } from "../labels.ts";
import { RequestProgress } from "../RequestProgress.tsx";
import { assemblyApi } from "../assembly-api.ts";
import { useMemberCommand, useMemberOverview } from "../member-assembly-api.ts";
import "../assembly.css";

export default function AssembliesScreen({ route }: ScreenProps) {
  const overview = useMemberOverview();
  const [requesting, setRequesting] = useState(false);
  const sign = useMemberCommand(
    null,
    (requestId: string) => assemblyApi.signRequest.call({ params: { id: requestId } }),
    "Ihr Unternehmen hat sich dem Verlangen angeschlossen",
  );

  if (overview.isPending) return <Spinner label="Versammlungen werden geladen" />;
  if (overview.isError) return <QueryError error={overview.error} onRetry={() => void overview.refetch()} />;
  const data = overview.data;
  const upcoming = data.assemblies.filter((a) => a.status === "invited" || a.status === "running");
  const past = data.assemblies.filter((a) => a.status !== "invited" && a.status !== "running");

  return (
    <section className="voting">
      <PageHeader
        title={route.title}
        lead={
          data.organization
            ? `Einladungen, Tagesordnung, Anträge und Abstimmungen für ${data.organization.name}.`
            : "Einladungen, Tagesordnung und Ergebnisse der Mitgliederversammlungen."
        }
      />
      <div className="voting__grid">
        <div className="voting__main">
          <h2 className="voting__heading">Bevorstehende Versammlungen</h2>
          {upcoming.length === 0 ? (
            <EmptyState
              title="Keine Einladung offen"
              text="Sobald der Vorstand zu einer Mitgliederversammlung einlädt, erscheint sie hier und Sie erhalten eine E-Mail."
            />
          ) : null}
          {upcoming.map((a) => (
            <article key={a.id} className="voting__card">
              <h3 className="voting__card-title">
                <Link to={routePath("assemblyDetail", { id: a.id })}>{a.title}</Link>{" "}
                <StatusBadge tone={ASSEMBLY_STATUS_TONES[a.status]}>{ASSEMBLY_STATUS_LABELS[a.status]}</StatusBadge>
              </h3>
              <p className="muted">
                {ASSEMBLY_KIND_LABELS[a.kind]} · {dateTime(a.startsAt)}
                {a.place ? ` · ${a.place}` : ""}
              </p>
            </article>
          ))}
          <h2 className="voting__heading">Frühere Versammlungen</h2>
          {past.length === 0 ? <p className="muted">Noch keine.</p> : null}
          <ul className="agenda">
            {past.map((a) => (
              <li key={a.id} className="agenda__item">
                <Link to={routePath("assemblyDetail", { id: a.id })}>{a.title}</Link>{" "}
                <span className="muted">
                  · {dateTime(a.startsAt).split(",")[0]} · {ASSEMBLY_STATUS_LABELS[a.status]}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <aside className="voting__side" aria-labelledby="requests-heading">
          <h2 className="voting__heading" id="requests-heading">
            Außerordentliche Versammlung verlangen
          </h2>
          <p className="muted">
            Verlangt mehr als ein Drittel der Mitglieder unter Angabe von Zweck und Gründen eine außerordentliche Versammlung, muss der Vorstand sie einberufen
            (§ 4 Abs. 5 Satzung).
          </p>
          {data.requests.map((r) => (
            <article key={r.id} className="voting__card">
              <h3 className="voting__card-title">{r.purpose}</h3>
              <p className="agenda__text">{r.reasons}</p>
              <RequestProgress progress={r.progress} />
              {r.signedByMe ? (
                <p className="muted">Ihr Unternehmen hat sich angeschlossen.</p>
              ) : data.organization && r.status === "collecting" ? (
                <button type="button" className="button button--small button--primary" disabled={sign.isPending} onClick={() => sign.mutate(r.id)}>
                  Anschließen
                </button>
              ) : null}
            </article>
          ))}
          {data.organization ? (
            <button type="button" className="button" onClick={() => setRequesting(true)}>
              Neues Verlangen stellen
            </button>
          ) : (
            <p className="muted">Verlangen können nur Personen stellen, deren Konto mit einem Mitgliedsunternehmen verknüpft ist.</p>
          )}
        </aside>
      </div>
      <RequestDialog open={requesting} onClose={() => setRequesting(false)} />
    </section>
  );
}

function RequestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm({ resolver: zodResolver(assemblyRequestSchema), defaultValues: { purpose: "", reasons: "" } });
  const errors = form.formState.errors;
  const create = useMemberCommand(null, (input: AssemblyRequest) => assemblyApi.openRequest.call({ body: input }), "Verlangen gestellt");
  const submit = form.handleSubmit((value) =>
    create.mutate(value, {
      onSuccess: () => {
        form.reset();
        onClose();
      },
    }),
  );
  return (
    <Dialog
      open={open}
      title="Außerordentliche Versammlung verlangen"
      description="Zweck und Gründe sind Pflicht (§ 4 Abs. 5 Satzung). Andere Mitglieder können sich anschließen."
      onClose={onClose}
    >
      <form className="dialog-form" noValidate onSubmit={submit}>
        <TextField id="request-purpose" label="Zweck" required error={errors.purpose?.message} {...form.register("purpose")} />
        <TextAreaField id="request-reasons" label="Gründe" required rows={5} error={errors.reasons?.message} {...form.register("reasons")} />
        <FormDialogActions onCancel={onClose} submitLabel="Verlangen stellen" pending={create.isPending} pendingLabel="Wird gesendet …" />
      </form>
    </Dialog>
  );
}
