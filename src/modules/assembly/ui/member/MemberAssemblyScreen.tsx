/**
 * /backend/assembly/:id (members): the invitation with agenda and documents, motions (file and
 * support), registration and online check-in, proxies, the open ballot and the declared results.
 */
import { countOf } from "#shared/plural.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useParams } from "react-router";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { StatusBadge } from "#ui/backoffice/StatusBadge.tsx";
import { SelectField } from "#ui/form/SelectField.tsx";
import { TextAreaField } from "#ui/form/TextAreaField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { routePath, routes, type ScreenProps } from "#shared/routes.ts";
import { MOTION_CATEGORIES, MOTION_CATEGORY_LABELS } from "../../domain/motions.ts";
import { type MotionInput, motionSchema } from "../../schema/motion.ts";
import type { MemberAssemblyView } from "../../schema/views.ts";
import { BallotResult } from "../BallotResult.tsx";
import { ASSEMBLY_KIND_LABELS, ASSEMBLY_STATUS_LABELS, ASSEMBLY_STATUS_TONES, date, dateTime, MOTION_STATUS_LABELS } from "../labels.ts";
import { assemblyApi } from "../assembly-api.ts";
import { useMemberAssembly, useMemberCommand, useProxyHolders } from "../member-assembly-api.ts";
import { QuorumBanner } from "../office/AttendancePanel.tsx";
import { VotePanel } from "./VotePanel.tsx";
import { DownloadButton } from "../DownloadButton.tsx";
import "../assembly.css";

export default function MemberAssemblyScreen({ route }: ScreenProps) {
  const { id = "" } = useParams();
  const query = useMemberAssembly(id);
  if (query.isPending) return <Spinner label="Versammlung wird geladen" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  void route;
  return <View view={query.data} backTitle={routes.assembly.title} />;
}

function View({ view, backTitle }: { view: MemberAssemblyView; backTitle: string }) {
  const { assembly } = view;
  const id = assembly.id;
  const [filing, setFiling] = useState(false);
  const register = useMemberCommand(
    id,
    (mode: "in_person" | "online") => assemblyApi.register.call({ params: { id }, body: { mode } }),
    "Anmeldung gespeichert",
  );
  const unregister = useMemberCommand(id, () => assemblyApi.cancelRegistration.call({ params: { id } }), "Anmeldung zurückgenommen");
  const checkIn = useMemberCommand(id, () => assemblyApi.checkIn.call({ params: { id } }), "Sie sind online eingecheckt");
  const leave = useMemberCommand(id, () => assemblyApi.leave.call({ params: { id } }), "Sie haben die Versammlung verlassen");
  const support = useMemberCommand(id, (motionId: string) => assemblyApi.supportMotion.call({ params: { id: motionId } }), "Unterstützung gespeichert");
  const running = assembly.status === "running";
  const upcoming = assembly.status === "invited";
  const present = Boolean(view.registration?.checkedInAt && !view.registration.leftAt);

  return (
    <section className="voting">
      <p>
        <Link to={routePath("assembly")}>← {backTitle}</Link>
      </p>
      <PageHeader
        title={assembly.title}
        lead={`${ASSEMBLY_KIND_LABELS[assembly.kind]} am ${dateTime(assembly.startsAt)}${assembly.place ? ` · ${assembly.place}` : ""}`}
      >
        <p>
          <StatusBadge tone={ASSEMBLY_STATUS_TONES[assembly.status]}>{ASSEMBLY_STATUS_LABELS[assembly.status]}</StatusBadge>
        </p>
        <div className="button-row">
          {assembly.minutesDocumentId ? (
            <DownloadButton path={assemblyApi.memberMinutes.url({ params: { id } })} label="Protokoll (PDF)" fallbackName="Protokoll.pdf" />
          ) : null}
        </div>
      </PageHeader>
      {assembly.description ? <p className="agenda__text">{assembly.description}</p> : null}

      {running ? (
        <section className="assembly__section" aria-labelledby="live-heading">
          <h2 id="live-heading">Abstimmung</h2>
          <QuorumBanner quorum={view.quorum} statement={view.attendanceState.statement} />
          {assembly.onlineParticipation ? (
            present ? (
              <button type="button" className="button button--small" onClick={() => leave.mutate(undefined)}>
                Versammlung verlassen
              </button>
            ) : (
              <button type="button" className="button button--primary" onClick={() => checkIn.mutate(undefined)} disabled={checkIn.isPending}>
                Online einchecken
              </button>
            )
          ) : null}
          {view.openBallot ? (
            <article className="ballot ballot--open" aria-labelledby="open-ballot-title">
              <h3 className="ballot__title" id="open-ballot-title">
                {view.openBallot.title}
              </h3>
              <p className="muted">
                {view.openBallot.modeLabel} · {countOf(view.openBallot.participation, "Stimme", "Stimmen")} abgegeben
              </p>
              <VotePanel view={view} />
            </article>
          ) : (
            <p className="muted" aria-live="polite">
              Derzeit ist keine Abstimmung geöffnet. Diese Seite aktualisiert sich selbst.
            </p>
          )}
        </section>
      ) : null}

      {upcoming ? (
        <section className="assembly__section" aria-labelledby="registration-heading">
          <h2 id="registration-heading">Teilnahme</h2>
          {!view.organization ? null : view.registration ? (
            <p>
              Sie sind angemeldet ({view.registration.mode === "online" ? "online" : "vor Ort"}).{" "}
              <button type="button" className="button button--small" onClick={() => unregister.mutate(undefined)}>
                Anmeldung zurücknehmen
              </button>
            </p>
          ) : (
            <div className="button-row">
              <button type="button" className="button button--primary" onClick={() => register.mutate("in_person")}>
                Vor Ort teilnehmen
              </button>
              {assembly.onlineParticipation ? (
                <button type="button" className="button" onClick={() => register.mutate("online")}>
                  Online teilnehmen
                </button>
              ) : null}
            </div>
          )}
          <p className="muted">
            {view.right === "vote"
              ? view.mayRepresent
                ? "Sie können die Stimme Ihres Unternehmens abgeben."
                : "Abstimmen kann, wer Ihr Unternehmen kaufmännisch vertreten kann (§ 7 Abs. 1 Satzung); für Sie ist das nicht hinterlegt."
              : view.right === "advisory"
                ? "Ihr Unternehmen nimmt mit beratender Stimme teil."
                : "Ihr Konto ist mit keinem Mitgliedsunternehmen verknüpft."}
          </p>
          {view.right === "vote" && view.mayRepresent ? <ProxyPanel view={view} /> : null}
        </section>
      ) : null}

      <section className="assembly__section" aria-labelledby="member-agenda-heading">
        <h2 id="member-agenda-heading">Tagesordnung</h2>
        <ol className="agenda">
          {view.agenda.map((item) => (
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
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      </section>

      <section className="assembly__section" aria-labelledby="member-motions-heading">
        <h2 id="member-motions-heading">
          Anträge
          {upcoming && view.organization ? (
            <button type="button" className="button button--small" onClick={() => setFiling(true)}>
              Antrag stellen
            </button>
          ) : null}
        </h2>
        <p className="muted">Anträge müssen bis zum {date(view.motionDeadline)} eingehen (§ 4 Abs. 4 Satzung).</p>
        {view.motions.length === 0 ? <p className="muted">Keine Anträge.</p> : null}
        {view.motions.map((m) => (
          <article key={m.id} className="voting__card">
            <h3 className="voting__card-title">
              {m.title} <StatusBadge tone={m.status === "inadmissible" ? "danger" : "info"}>{MOTION_STATUS_LABELS[m.status] ?? m.status}</StatusBadge>
            </h3>
            <p className="muted">
              {m.categoryLabel} · {m.filedBy}
            </p>
            <p className="agenda__text">{m.body}</p>
            {m.supportNeeded !== null ? (
              <p>
                {m.supporters} von nötigen {countOf(m.supportNeeded, "Mitglied", "Mitgliedern")}{" "}
                {m.category === "dissolution" ? "haben den Antrag eingereicht" : "unterstützen den Antrag"}.
              </p>
            ) : null}
            {m.statusNote ? <p className="notice">{m.statusNote}</p> : null}
            {view.organization && !m.supportedByMe && (m.status === "collecting" || m.status === "submitted") && m.supportNeeded !== null ? (
              <button type="button" className="button button--small button--primary" onClick={() => support.mutate(m.id)}>
                {m.category === "dissolution" ? "Mit einreichen" : "Unterstützen"}
              </button>
            ) : null}
          </article>
        ))}
      </section>

      {assembly.status === "closed" || assembly.status === "inquorate" ? (
        <section className="assembly__section" aria-labelledby="member-attendance-heading">
          <h2 id="member-attendance-heading">Anwesenheit und Beschlussfähigkeit</h2>
          <QuorumBanner quorum={view.quorum} statement={view.attendanceState.statement} />
          <p className="muted">{countOf(view.attendanceState.presentPeople, "Person", "Personen")} bei Schluss der Versammlung anwesend.</p>
        </section>
      ) : null}

      {view.closedBallots.length > 0 ? (
        <section className="assembly__section" aria-labelledby="results-heading">
          <h2 id="results-heading">Ergebnisse</h2>
          {view.closedBallots.map((b) => (
            <article key={b.id} className="ballot">
              <h3 className="ballot__title">{b.title}</h3>
              <p className="muted">
                {b.modeLabel}
                {b.closedAt ? ` · festgestellt ${dateTime(b.closedAt)}` : ""}
              </p>
              {b.result ? <BallotResult result={b.result} caption={`Ergebnis: ${b.title}`} /> : null}
            </article>
          ))}
        </section>
      ) : null}
      <MotionDialog open={filing} assemblyId={id} onClose={() => setFiling(false)} />
    </section>
  );
}

function ProxyPanel({ view }: { view: MemberAssemblyView }) {
  const id = view.assembly.id;
  const holders = useProxyHolders(id);
  const [holder, setHolder] = useState("");
  const grant = useMemberCommand(
    id,
    (holderOrganizationId: string) => assemblyApi.grantProxy.call({ params: { id }, body: { holderOrganizationId } }),
    "Vollmacht erteilt",
  );
  const revoke = useMemberCommand(id, () => assemblyApi.revokeProxy.call({ params: { id } }), "Vollmacht widerrufen");
  const given = view.proxies.find((p) => p.grantorId === view.organization?.id);
  const held = view.proxies.filter((p) => p.holderId === view.organization?.id);
  return (
    <div className="voting__card">
      <h3 className="voting__card-title">Stimmrechtsvollmacht (§ 7 Abs. 1 Satzung)</h3>
      {held.length > 0 ? <p>Ihr Unternehmen vertritt {held.map((p) => p.grantor).join(" und ")}.</p> : null}
      {given ? (
        <p>
          Vollmacht erteilt an {given.holder}.{" "}
          <button type="button" className="button button--small" onClick={() => revoke.mutate(undefined)}>
            Widerrufen
          </button>
        </p>
      ) : (
        <div className="form-row">
          <SelectField
            id="proxy-holder"
            label="Ein anderes ordentliches Mitglied bevollmächtigen"
            placeholder={holders.isPending ? "Mitglieder werden geladen …" : holders.isError ? "Mitglieder konnten nicht geladen werden" : "Mitglied wählen"}
            options={(holders.data?.items ?? []).map((m) => ({ value: m.id, label: m.name }))}
            value={holder}
            onChange={(e) => setHolder(e.target.value)}
            hint="Niemand kann mehr als zwei fremde Stimmen vertreten."
          />
          <button type="button" className="button button--small" disabled={!holder || grant.isPending} onClick={() => grant.mutate(holder)}>
            Vollmacht erteilen
          </button>
        </div>
      )}
    </div>
  );
}

function MotionDialog({ open, assemblyId, onClose }: { open: boolean; assemblyId: string; onClose: () => void }) {
  const form = useForm({ resolver: zodResolver(motionSchema), defaultValues: { category: "general", title: "", body: "", reasons: "" } });
  const errors = form.formState.errors;
  const file = useMemberCommand(
    assemblyId,
    (input: MotionInput) => assemblyApi.fileMotion.call({ params: { id: assemblyId }, body: input }),
    "Antrag eingegangen",
  );
  const submit = form.handleSubmit((value) =>
    file.mutate(value, {
      onSuccess: () => {
        form.reset();
        onClose();
      },
    }),
  );
  return (
    <Dialog open={open} title="Antrag stellen" description="Jedes Mitglied kann Anträge zur Tagesordnung stellen (§ 4 Abs. 4 Satzung)." onClose={onClose} wide>
      <form className="dialog-form" noValidate onSubmit={submit}>
        <SelectField
          id="motion-category"
          label="Art des Antrags"
          required
          options={MOTION_CATEGORIES.map((c) => ({ value: c, label: MOTION_CATEGORY_LABELS[c] }))}
          error={errors.category?.message}
          {...form.register("category")}
        />
        <TextField id="motion-title" label="Titel" required error={errors.title?.message} {...form.register("title")} />
        <TextAreaField id="motion-body" label="Wortlaut" required rows={6} error={errors.body?.message} {...form.register("body")} />
        <TextAreaField id="motion-reasons" label="Begründung" rows={4} error={errors.reasons?.message} {...form.register("reasons")} />
        <FormDialogActions onCancel={onClose} submitLabel="Antrag einreichen" pending={file.isPending} pendingLabel="Wird gesendet …" />
      </form>
    </Dialog>
  );
}
