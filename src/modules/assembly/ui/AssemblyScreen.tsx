/**
 * /backend/voting/:id – one assembly for the office: deadlines and convocation evidence, agenda,
 * motions, attendance with the live quorum, ballots and results, minutes. Refreshes itself every
 * few seconds while the assembly runs.
 */
import { countOf, pluralOf } from "#shared/plural.ts";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { ConfirmDialog } from "#ui/backoffice/ConfirmDialog.tsx";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { StatusBadge } from "#ui/backoffice/StatusBadge.tsx";
import { routePath, routes, type ScreenProps } from "#shared/routes.ts";
import type { AssemblyDetail } from "../schema/views.ts";
import { ASSEMBLY_KIND_LABELS, ASSEMBLY_STATUS_LABELS, ASSEMBLY_STATUS_TONES, date, dateTime } from "./labels.ts";
import { AgendaPanel } from "./office/AgendaPanel.tsx";
import { AttendancePanel } from "./office/AttendancePanel.tsx";
import { BallotsPanel } from "./office/BallotsPanel.tsx";
import { MotionsPanel } from "./office/MotionsPanel.tsx";
import { OpenAssemblyDialog } from "./office/OpenAssemblyDialog.tsx";
import { assemblyApi, useAssemblyCommand, useAssemblyDetail } from "./assembly-api.ts";
import { DownloadButton } from "./DownloadButton.tsx";
import "./assembly.css";

type Confirm = "invite" | "close" | "inquorate" | "cancel" | "minutes" | null;

export default function AssemblyScreen({ route }: ScreenProps) {
  const { id = "" } = useParams();
  const query = useAssemblyDetail(id);
  if (query.isPending) return <Spinner label="Versammlung wird geladen" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  void route;
  return <AssemblyView detail={query.data} backTitle={routes.voting.title} />;
}

function AssemblyView({ detail, backTitle }: { detail: AssemblyDetail; backTitle: string }) {
  const { assembly, convocation } = detail;
  const id = assembly.id;
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [opening, setOpening] = useState(false);
  const version = { version: assembly.version };
  // The mails leave through the outbox in the background; their send times arrive as evidence.
  const invite = useAssemblyCommand(id, () => assemblyApi.sendInvitations.call({ params: { id }, body: version }), "Einladungen werden zugestellt");
  const missing = convocation.uninvited + convocation.undeliverable;
  const mayInvite = assembly.status === "draft" || (assembly.status === "invited" && missing > 0);
  const close = useAssemblyCommand(id, () => assemblyApi.closeAssembly.call({ params: { id }, body: version }), "Versammlung beendet");
  const inquorate = useAssemblyCommand(
    id,
    () => assemblyApi.declareInquorate.call({ params: { id }, body: version }),
    "Als nicht beschlussfähig beendet; erneute Versammlung vorbereitet",
  );
  const cancel = useAssemblyCommand(id, () => assemblyApi.cancelAssembly.call({ params: { id }, body: version }), "Versammlung abgesagt");
  const minutes = useAssemblyCommand(id, () => assemblyApi.publishMinutes.call({ params: { id } }), "Protokoll veröffentlicht und in den Dokumenten abgelegt");
  const actions: Record<Exclude<Confirm, null>, { title: string; text: string; run: () => void; label: string }> = {
    invite: {
      title: assembly.status === "draft" ? "Einladungen versenden" : "Fehlende Einladungen versenden",
      text:
        assembly.status === "draft"
          ? `${pluralOf(convocation.members, "Das eine Mitglied erhält", `Alle ${countOf(convocation.members, "Mitglied", "Mitglieder")} erhalten`)} die Einladung mit Tagesordnung per E-Mail. Danach stehen Datum, Zeit und Ort fest, und bis zum Ende der Versammlung werden keine Mitglieder aufgenommen (§ 3 Abs. 5 Satzung).`
          : `${countOf(missing, "Mitglied", "Mitglieder")} ${pluralOf(missing, "erhält", "erhalten")} die Einladung, die noch fehlt oder nicht zugestellt werden konnte. Für die Frist zählt der Tag der Absendung (§ 4 Abs. 3 Satzung).`,
      run: () => invite.mutate(undefined),
      label: "Einladungen versenden",
    },
    close: {
      title: "Versammlung beenden",
      text: "Die Versammlung wird geschlossen; alle Anwesenden werden abgemeldet.",
      run: () => close.mutate(undefined),
      label: "Beenden",
    },
    inquorate: {
      title: "Nicht beschlussfähig",
      text: "Die Versammlung endet ohne Beschlüsse. Eine erneute Versammlung mit derselben Tagesordnung wird vorbereitet; sie ist innerhalb von vier Wochen einzuberufen (§ 4 Abs. 7 Satzung).",
      run: () => inquorate.mutate(undefined),
      label: "Als nicht beschlussfähig beenden",
    },
    cancel: {
      title: "Versammlung absagen",
      text: "Die Versammlung wird abgesagt. Bereits eingeladene Mitglieder sollten Sie gesondert informieren.",
      run: () => cancel.mutate(undefined),
      label: "Absagen",
    },
    minutes: {
      title: "Protokoll veröffentlichen",
      text: "Das Protokoll (Anwesenheit, Beschlussfähigkeit, Anträge, Ergebnisse) wird als PDF erzeugt, im Dokumentenbereich unter „Protokolle der Mitgliederversammlung“ für die Mitglieder abgelegt, und die Mitglieder werden benachrichtigt (§ 4 Abs. 11 Satzung).",
      run: () => minutes.mutate(undefined),
      label: "Veröffentlichen",
    },
  };

  return (
    <section className="voting">
      <p>
        <Link to={routePath("voting")}>← {backTitle}</Link>
      </p>
      <PageHeader
        title={assembly.title}
        lead={`${ASSEMBLY_KIND_LABELS[assembly.kind]} am ${dateTime(assembly.startsAt)}${assembly.place ? ` · ${assembly.place}` : ""}${assembly.onlineParticipation ? " · auch online" : ""}`}
      >
        <p>
          <StatusBadge tone={ASSEMBLY_STATUS_TONES[assembly.status]}>{ASSEMBLY_STATUS_LABELS[assembly.status]}</StatusBadge>
        </p>
        <div className="button-row">
          {mayInvite ? (
            <button type="button" className="button button--primary" onClick={() => setConfirm("invite")} disabled={invite.isPending}>
              {assembly.status === "draft" ? "Einladungen versenden" : "Fehlende Einladungen versenden"}
            </button>
          ) : null}
          {assembly.status === "invited" ? (
            <button type="button" className="button button--primary" onClick={() => setOpening(true)}>
              Versammlung eröffnen
            </button>
          ) : null}
          {assembly.status === "running" ? (
            <>
              <button type="button" className="button" onClick={() => setConfirm("inquorate")} disabled={detail.quorum.quorate}>
                Nicht beschlussfähig
              </button>
              <button type="button" className="button button--primary" onClick={() => setConfirm("close")}>
                Versammlung beenden
              </button>
            </>
          ) : null}
          {assembly.status === "closed" || assembly.status === "inquorate" ? (
            <>
              <button type="button" className="button button--primary" onClick={() => setConfirm("minutes")} disabled={minutes.isPending}>
                {assembly.minutesDocumentId ? "Neue Fassung veröffentlichen" : "Protokoll veröffentlichen"}
              </button>
              <DownloadButton
                path={assemblyApi.minutesPreview.url({ params: { id } })}
                label={assembly.minutesDocumentId ? "Protokoll (PDF)" : "Protokoll-Vorschau (PDF)"}
                fallbackName="Protokoll.pdf"
              />
            </>
          ) : null}
          {assembly.status === "draft" || assembly.status === "invited" ? (
            <button type="button" className="button button--danger-outline" onClick={() => setConfirm("cancel")}>
              Absagen
            </button>
          ) : null}
        </div>
      </PageHeader>

      <section className="assembly__section" aria-labelledby="deadlines-heading">
        <h2 id="deadlines-heading">Fristen und Einladung</h2>
        <dl className="assembly__facts">
          <div>
            <dt>Einladung spätestens</dt>
            <dd>{date(convocation.latestInvitationDate)}</dd>
          </div>
          <div>
            <dt>Antragsfrist</dt>
            <dd>{date(convocation.motionDeadline)}</dd>
          </div>
          <div>
            <dt>Einladungen</dt>
            <dd>{convocation.progress}</dd>
          </div>
          <div>
            <dt>Erster Versand</dt>
            <dd>{convocation.firstSentAt ? dateTime(convocation.firstSentAt) : "–"}</dd>
          </div>
          <div>
            <dt>Mitglieder / stimmberechtigt</dt>
            <dd>
              {convocation.members} / {convocation.votingMembers}
            </dd>
          </div>
          {detail.minutesDueDate ? (
            <div>
              <dt>Protokoll zugänglich bis</dt>
              <dd>{date(detail.minutesDueDate)}</dd>
            </div>
          ) : null}
        </dl>
        {convocation.invited > 0 ? (
          <p
            className={`notice${convocation.ok ? "" : convocation.queued > 0 && convocation.undeliverable === 0 ? " notice--info" : " notice--warning"}`}
            role="status"
          >
            {convocation.message}
          </p>
        ) : null}
        {detail.repeat ? <p className={`notice${detail.repeat.overdue ? " notice--error" : " notice--warning"}`}>{detail.repeat.message}</p> : null}
      </section>

      {assembly.status === "running" || assembly.status === "invited" || assembly.status === "closed" ? <AttendancePanel detail={detail} /> : null}
      <BallotsPanel detail={detail} />
      <AgendaPanel detail={detail} />
      <MotionsPanel detail={detail} />

      <OpenAssemblyDialog open={opening} assemblyId={id} version={assembly.version} onClose={() => setOpening(false)} />
      {confirm ? (
        <ConfirmDialog
          open
          title={actions[confirm].title}
          text={actions[confirm].text}
          confirmLabel={actions[confirm].label}
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            actions[confirm].run();
            setConfirm(null);
          }}
        />
      ) : null}
    </section>
  );
}
