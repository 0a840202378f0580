/**
 * Everything the minutes of one assembly show (§ 4 Abs. 11 Satzung: the decisions, signed by the
 * chair and the minute-taker). The server collects it from the database; the renderer turns it
 * into a PDF without touching anything else, so the same data always gives the same document.
 */
import type { IsoDate } from "#shared/dates.ts";
import type { AssemblyKind } from "../domain/annual-duties.ts";

export interface MinutesData {
  association: { name: string; seat: string; register: string };
  assembly: {
    title: string;
    kind: AssemblyKind;
    date: IsoDate;
    openedAt: Date | null;
    closedAt: Date | null;
    place: string | null;
    onlineParticipation: boolean;
    chair: string;
    minuteTaker: string;
  };
  convocation: {
    firstSentAt: Date | null;
    lastSentAt: Date | null;
    invitedMembers: number;
    /** The statute check of the notice, in German (e.g. "Die Einladungsfrist ... ist gewahrt."). */
    noticeText: string;
  };
  attendance: {
    /** Everyone who was checked in at some point. */
    entries: AttendanceEntry[];
    /** The attendance record's statement: the quorum as it stood when the assembly closed. */
    quorumLabel: string;
    quorate: boolean;
  };
  agenda: AgendaItemMinutes[];
  generatedAt: Date;
}

export interface AttendanceEntry {
  memberName: string;
  personName: string;
  mode: "in_person" | "online";
  /** "Stimmberechtigt", "Beratend", ... */
  capacity: string;
  /** Members whose vote this attendee held by proxy. */
  proxiesFor: string[];
  /** E.g. "Präsidentin / Präsident" for presidium members. */
  office: string | null;
  /** "Bis zum Schluss anwesend", "Gegangen um 11:40 Uhr" (the record's status, as on the screen). */
  presence: string;
}

export interface AgendaItemMinutes {
  number: string;
  title: string;
  notes: string | null;
  documents: string[];
  motions: MotionMinutes[];
  ballots: BallotMinutes[];
}

export interface MotionMinutes {
  title: string;
  filedBy: string;
  receivedOn: IsoDate;
  status: string;
}

export interface BallotMinutes {
  title: string;
  modeLabel: string;
  openedAt: Date | null;
  closedAt: Date | null;
  quorumLabel: string;
  /** Rows of the result table: option and number of votes, in display order. */
  rows: { label: string; votes: number }[];
  outcomeText: string;
  ruleText: string;
  interpretation: string;
  /** Named ballots only: who voted how. */
  namedVotes: { memberName: string; choice: string }[] | null;
}
