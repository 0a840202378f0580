/**
 * One builder per section of the dashboard: each reads through the owning module's index.ts
 * (scoped in SQL to what the caller may read) and turns the answer into German items that link to
 * where the thing is done. A builder is only called when the caller may open that module
 * (inbox-queries.ts checks the access registry first).
 */
import type { Db } from "#platform/db/client.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { addDays, daysBetween, formatGermanDate, type IsoDate } from "#shared/dates.ts";
import { countOf } from "#shared/plural.ts";
import { routePath } from "#shared/routes.ts";
import { openApplications } from "#modules/membership-applications/index.ts";
import { myTaskSummary } from "#modules/tasks/index.ts";
import { unreadThreads } from "#modules/discussions/index.ts";
import { unreadNotificationsOf } from "#modules/notifications/index.ts";
import { financeAttention, ownOpenInvoices } from "#modules/finances/index.ts";
import { openIncidents } from "#modules/security/index.ts";
import { assemblyAttention, currentAdmissionPause, type AssemblyAttention } from "#modules/assembly/index.ts";
import { SECTION_TITLES } from "../labels.ts";
import type { DashboardItem, DashboardSection, Tone } from "../schema.ts";
import { formatEuro as euros } from "#modules/finances/index.ts";

const LIST = 5;

const item = (fields: Partial<DashboardItem> & Pick<DashboardItem, "id" | "title" | "link">): DashboardItem => ({
  detail: null,
  date: null,
  at: null,
  dateLabel: null,
  tone: "normal",
  ...fields,
});

/** Past a due date: overdue; due within a week: soon. */
function toneOf(due: IsoDate | null, today: IsoDate): Tone {
  if (!due) return "normal";
  if (due < today) return "overdue";
  return daysBetween(today, due) <= 7 ? "soon" : "normal";
}

/** Why admissions wait and until when (§ 3 Abs. 5), while an invited assembly has not ended. */
export function admissionPauseText(pause: { title: string; until: IsoDate }, today: IsoDate): string {
  return `Aufnahmen ruhen bis zum Ende der Mitgliederversammlung „${pause.title}“ (${pause.until === today ? "heute" : `am ${formatGermanDate(pause.until)}`}; § 3 Abs. 5 Satzung)`;
}

export async function applicationsSection(db: Db, today: IsoDate): Promise<DashboardSection> {
  const [open, pause] = await Promise.all([openApplications(db, LIST), currentAdmissionPause(db, today)]);
  return {
    key: "applications",
    title: SECTION_TITLES.applications,
    total: open.total,
    summary: open.total
      ? [`${countOf(open.total, "Antrag wartet", "Anträge warten")} auf eine Entscheidung`, pause ? admissionPauseText(pause, today) : null]
          .filter(Boolean)
          .join(" · ")
      : null,
    items: open.items.map((a) =>
      item({
        id: a.id,
        title: a.companyName,
        detail: `${a.city} · ${a.status === "in_review" ? "in Prüfung" : "neu eingegangen"}`,
        at: a.receivedAt,
        dateLabel: "eingegangen",
        link: `${routePath("applications")}?antrag=${encodeURIComponent(a.id)}`,
      }),
    ),
    link: routePath("applications"),
    linkLabel: "Alle Anträge",
    empty: "Kein Antrag wartet auf eine Entscheidung.",
  };
}

export async function tasksSection(
  db: Db,
  user: AuthUser,
  today: IsoDate,
): Promise<{ section: DashboardSection; counts: { dueThisWeek: number; overdue: number } }> {
  const summary = await myTaskSummary(db, user);
  const parts = [summary.overdue ? `${summary.overdue} überfällig` : null, summary.dueThisWeek ? `${summary.dueThisWeek} diese Woche fällig` : null].filter(
    Boolean,
  );
  const section: DashboardSection = {
    key: "tasks",
    title: SECTION_TITLES.tasks,
    total: summary.open,
    summary: summary.open ? [countOf(summary.open, "offene Aufgabe", "offene Aufgaben"), ...parts].join(" · ") : null,
    items: summary.next.map((t) =>
      item({
        id: t.id,
        title: t.title,
        detail: t.projectName,
        date: t.dueDate,
        dateLabel: t.dueDate ? "fällig" : null,
        tone: t.overdue ? "overdue" : toneOf(t.dueDate, today),
        link: `${routePath("todos")}?aufgabe=${encodeURIComponent(t.id)}`,
      }),
    ),
    link: `${routePath("todos")}?ansicht=mine`,
    linkLabel: "Alle meine Aufgaben",
    empty: "Ihnen ist keine offene Aufgabe zugewiesen.",
  };
  return { section, counts: { dueThisWeek: summary.dueThisWeek, overdue: summary.overdue } };
}

export async function mentionsSection(db: Db, user: AuthUser): Promise<DashboardSection> {
  const unread = await unreadNotificationsOf(
    db,
    user.id,
    ["discussions.mention", "tasks.commented", "content.review_requested", "applications.received"],
    LIST,
  );
  return {
    key: "mentions",
    title: SECTION_TITLES.mentions,
    total: unread.total,
    summary: unread.total ? `${countOf(unread.total, "ungelesener Hinweis", "ungelesene Hinweise")}` : null,
    items: unread.items.map((n) => item({ id: n.id, title: n.title, detail: n.body, at: n.createdAt, dateLabel: "am", link: n.link })),
    link: routePath("notifications"),
    linkLabel: "Alle Benachrichtigungen",
    empty: "Keine ungelesene Erwähnung.",
  };
}

export async function threadsSection(db: Db, user: AuthUser): Promise<DashboardSection> {
  const unread = await unreadThreads(db, user, LIST);
  return {
    key: "threads",
    title: SECTION_TITLES.threads,
    total: unread.total,
    summary: unread.total ? countOf(unread.total, "Thema mit neuen Beiträgen", "Themen mit neuen Beiträgen") : null,
    items: unread.items.map((t) =>
      item({
        id: t.id,
        title: t.title,
        detail: `${t.categoryName} · ${t.isNew ? "neues Thema" : countOf(t.unreadPosts, "neuer Beitrag", "neue Beiträge")}`,
        at: t.lastPostAt,
        dateLabel: "zuletzt",
        link: `${routePath("discussion", { id: t.id })}${t.firstUnreadPostNumber ? `#beitrag-${t.firstUnreadPostNumber}` : ""}`,
      }),
    ),
    link: routePath("discussions"),
    linkLabel: "Zu den Diskussionen",
    empty: "Sie haben alles gelesen.",
  };
}

export async function ownInvoicesSection(db: Db, user: AuthUser, today: IsoDate): Promise<DashboardSection> {
  const invoices = await ownOpenInvoices(db, user.id, today, LIST);
  const overdue = invoices.filter((i) => i.overdue).length;
  return {
    key: "invoices",
    title: SECTION_TITLES.invoices,
    total: invoices.length,
    summary: invoices.length
      ? [countOf(invoices.length, "offene Rechnung", "offene Rechnungen"), overdue ? `${overdue} überfällig` : null].filter(Boolean).join(" · ")
      : null,
    items: invoices.map((i) =>
      item({
        id: i.id,
        title: `Rechnung ${i.number}`,
        detail: `offen: ${euros(i.openCents)}`,
        date: i.dueDate,
        dateLabel: i.dueDate ? "fällig" : null,
        tone: i.overdue ? "overdue" : toneOf(i.dueDate, today),
        link: routePath("memberInvoices"),
      }),
    ),
    link: routePath("memberInvoices"),
    linkLabel: "Alle Rechnungen",
    empty: "Keine offene Rechnung.",
  };
}

export async function financeSections(db: Db, today: IsoDate): Promise<{ overdue: DashboardSection; collections: DashboardSection }> {
  const finance = await financeAttention(db, today, LIST);
  const overdue: DashboardSection = {
    key: "finances",
    title: SECTION_TITLES.finances,
    total: finance.overdue.total,
    summary: finance.overdue.total ? `${countOf(finance.overdue.total, "Rechnung", "Rechnungen")} · ${euros(finance.overdue.openCents)} offen` : null,
    items: finance.overdue.items.map((i) =>
      item({
        id: i.id,
        title: `${i.memberName} – ${i.number}`,
        detail: `offen: ${euros(i.openCents)}`,
        date: i.dueDate,
        dateLabel: "fällig seit",
        tone: "overdue",
        link: `${routePath("finances")}?bereich=overdue`,
      }),
    ),
    link: `${routePath("finances")}?bereich=overdue`,
    linkLabel: "Zur Liste „Überfällig“",
    empty: "Keine Rechnung ist überfällig.",
  };
  const pending = finance.collections;
  const collections: DashboardSection = {
    key: "collections",
    title: SECTION_TITLES.collections,
    total: pending.length,
    summary: pending.length
      ? countOf(
          pending.reduce((n, r) => n + r.pending, 0),
          "Lastschrift noch nicht gutgeschrieben",
          "Lastschriften noch nicht gutgeschrieben",
        )
      : null,
    items: pending.map((r) =>
      item({
        id: r.id,
        title: `${r.scheme === "B2B" ? "Firmenlastschrift" : "Basislastschrift"}: Einzug zum ${formatGermanDate(r.collectionDate)}`,
        detail: `${countOf(r.pending, "Lastschrift", "Lastschriften")} · ${euros(r.pendingCents)} · Zahlungseingang mit dem Kontoauszug abgleichen`,
        date: r.collectionDate,
        dateLabel: "Einzug am",
        tone: r.collectionDate < addDays(today, -5) ? "overdue" : "normal",
        link: `${routePath("finances")}?bereich=bank`,
      }),
    ),
    link: `${routePath("finances")}?bereich=sepa`,
    linkLabel: "Zu den Lastschriften",
    empty: "Kein Einzug wartet auf den Zahlungseingang.",
  };
  return { overdue, collections };
}

export async function incidentsSection(db: Db, now: Date): Promise<DashboardSection> {
  const open = await openIncidents(db, LIST);
  const running = open.items.filter((i) => i.reportDueAt).length;
  return {
    key: "incidents",
    title: SECTION_TITLES.incidents,
    total: open.total,
    summary: open.total
      ? [countOf(open.total, "offener Vorfall", "offene Vorfälle"), running ? `${running} mit laufender 72-Stunden-Frist` : null].filter(Boolean).join(" · ")
      : null,
    items: open.items.map((i) =>
      item({
        id: i.id,
        title: i.title,
        detail: i.reportDueAt ? "Meldung an die Aufsichtsbehörde (Art. 33 DSGVO)" : "Keine Meldepflicht festgestellt",
        at: i.reportDueAt ?? i.discoveredAt,
        dateLabel: i.reportDueAt ? "Meldefrist bis" : "bekannt seit",
        tone: i.reportDueAt ? (new Date(i.reportDueAt) < now ? "overdue" : "soon") : "normal",
        link: `${routePath("securityIncidents")}?incident=${encodeURIComponent(i.id)}`,
      }),
    ),
    link: routePath("securityIncidents"),
    linkLabel: "Alle Vorfälle",
    empty: "Kein offener Sicherheitsvorfall.",
  };
}

const DEADLINE_TEXT: Record<AssemblyAttention["next"]["kind"], string> = {
  invitation: "Einladung versenden bis",
  motions: "Anträge einreichen bis",
  assembly: "Versammlung am",
  running: "Versammlung läuft",
  minutes: "Protokoll zugänglich machen bis",
};

/** The assemblies, and whether one is running (then the dashboards put it first: it is the day's first thing to do). */
export async function assembliesSection(db: Db, office: boolean, today: IsoDate): Promise<{ section: DashboardSection; running: boolean }> {
  const assemblies = await assemblyAttention(db, { office }, today);
  const running = assemblies.some((a) => a.next.kind === "running");
  const section: DashboardSection = {
    key: "assemblies",
    title: SECTION_TITLES.assemblies,
    total: assemblies.length,
    summary: null,
    items: assemblies.map((a) =>
      item({
        id: a.id,
        title: a.title,
        detail: [
          a.next.kind !== "running"
            ? `Versammlung am ${formatGermanDate(a.assemblyDate)}`
            : a.assemblyDate === today
              ? "Versammlung heute"
              : `Versammlung seit dem ${formatGermanDate(a.assemblyDate)}`,
          a.openBallots ? `${countOf(a.openBallots, "offene Abstimmung", "offene Abstimmungen")}` : null,
          a.next.kind === "running" ? "Aufnahmen ruhen bis zum Ende der Mitgliederversammlung" : null,
        ]
          .filter(Boolean)
          .join(" · "),
        date: a.next.kind === "running" ? null : a.next.date,
        dateLabel: DEADLINE_TEXT[a.next.kind],
        tone: a.next.overdue ? "overdue" : a.next.kind === "running" ? "soon" : toneOf(a.next.date, today),
        link: office ? routePath("votingAssembly", { id: a.id }) : routePath("assemblyDetail", { id: a.id }),
      }),
    ),
    link: office ? routePath("voting") : routePath("assembly"),
    linkLabel: office ? "Versammlungen leiten" : "Zu den Versammlungen",
    empty: "Keine Versammlung angesetzt.",
  };
  return { section, running };
}
