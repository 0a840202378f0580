import { describe, expect, it } from "vitest";
import {
  checkAssemblyOpening,
  checkConvocation,
  checkInvitationSendable,
  checkRepeatAssemblyDate,
  earliestAssemblyDate,
  latestInvitationDate,
  repeatAssemblySchedule,
  type InvitationEvidence,
} from "./convocation.ts";
import { allowed } from "./verdict.ts";

describe("invitation notice: four weeks, counted from the send date (§ 4 Abs. 3)", () => {
  it("accepts 28 days and refuses 27", () => {
    expect(checkInvitationSendable("2026-06-30", "2026-06-02")).toEqual(allowed); // 28 days
    const late = checkInvitationSendable("2026-06-30", "2026-06-03"); // 27 days
    expect(late.ok).toBe(false);
    if (!late.ok) {
      expect(late.code).toBe("invitation_notice_too_short");
      expect(late.message).toBe(
        "Die Einladung muss mindestens vier Wochen vor dem Tag der Versammlung abgesendet werden (§ 4 Abs. 3 Satzung). Für die Versammlung am 30.06.2026 war der letzte mögliche Versandtag der 02.06.2026. Bei Versand am 03.06.2026 ist der früheste Versammlungstag der 01.07.2026.",
      );
    }
  });

  it("accepts more than 28 days", () => {
    expect(checkInvitationSendable("2026-06-30", "2026-05-01").ok).toBe(true);
  });

  it("names the last send day and the earliest assembly day", () => {
    expect(latestInvitationDate("2026-03-25")).toBe("2026-02-25");
    expect(earliestAssemblyDate("2026-02-25")).toBe("2026-03-25");
  });

  it("counts calendar days across the spring daylight-saving weekend (29 March 2026)", () => {
    // The four weeks before Saturday 11 April 2026 contain the 23-hour day 29 March.
    expect(checkInvitationSendable("2026-04-11", "2026-03-14").ok).toBe(true);
    expect(checkInvitationSendable("2026-04-11", "2026-03-15").ok).toBe(false);
    // Assembly on the change day itself.
    expect(checkInvitationSendable("2026-03-29", "2026-03-01").ok).toBe(true);
    expect(checkInvitationSendable("2026-03-29", "2026-03-02").ok).toBe(false);
  });

  it("counts calendar days across the autumn daylight-saving weekend (25 October 2026)", () => {
    expect(checkInvitationSendable("2026-11-07", "2026-10-10").ok).toBe(true);
    expect(checkInvitationSendable("2026-11-07", "2026-10-11").ok).toBe(false);
    expect(checkInvitationSendable("2026-10-25", "2026-09-27").ok).toBe(true);
    expect(checkInvitationSendable("2026-10-25", "2026-09-28").ok).toBe(false);
  });
});

const member = (id: string, sentAt: string | null): InvitationEvidence => ({
  memberId: id,
  memberName: `Mitglied ${id}`,
  sentAt: sentAt ? new Date(sentAt) : null,
});

describe("convocation evidence", () => {
  it("holds when every member's invitation was sent in time", () => {
    expect(checkConvocation("2026-06-30", [member("a", "2026-06-01T08:00:00Z"), member("b", "2026-06-02T21:59:00Z")])).toEqual(allowed);
  });

  it("uses the Berlin send date: 22:00 UTC on 2 June is 3 June in Berlin, one day too late", () => {
    const verdict = checkConvocation("2026-06-30", [member("a", "2026-06-01T08:00:00Z"), member("b", "2026-06-02T22:00:00Z")]);
    expect(verdict).toMatchObject({ ok: false, code: "invitation_notice_too_short" });
    if (!verdict.ok) expect(verdict.message).toContain("Mitglied b");
  });

  it("uses the Berlin send date across the spring change: 23:30 UTC on 28 Feb is 1 March", () => {
    expect(checkConvocation("2026-03-29", [member("a", "2026-02-28T23:30:00Z")]).ok).toBe(true);
    expect(checkConvocation("2026-03-28", [member("a", "2026-02-28T23:30:00Z")]).ok).toBe(false);
    // 23:30 UTC on 1 March is 00:30 on 2 March in Berlin: 27 days, too late.
    expect(checkConvocation("2026-03-29", [member("a", "2026-03-01T23:30:00Z")]).ok).toBe(false);
  });

  it("refuses without any invitation and with an unsent one", () => {
    expect(checkConvocation("2026-06-30", [])).toMatchObject({ ok: false, code: "not_convened" });
    const verdict = checkConvocation("2026-06-30", [member("a", "2026-05-01T08:00:00Z"), member("b", null)]);
    expect(verdict).toMatchObject({ ok: false, code: "invitations_not_sent" });
    if (!verdict.ok)
      expect(verdict.message).toBe("Die Einladung an Mitglied b ist nicht nachweislich abgesendet. Jedes Mitglied muss eingeladen sein (§ 4 Abs. 3 Satzung).");
  });

  it("summarises many affected members", () => {
    const verdict = checkConvocation(
      "2026-06-30",
      ["a", "b", "c", "d", "e"].map((id) => member(id, null)),
    );
    if (!verdict.ok) expect(verdict.message).toContain("Mitglied a, Mitglied b, Mitglied c und 2 weitere");
  });
});

describe("opening the assembly", () => {
  it("opens only on the convened day", () => {
    expect(checkAssemblyOpening({ today: "2026-06-30", assemblyDate: "2026-06-30", convocation: allowed })).toEqual(allowed);
    expect(checkAssemblyOpening({ today: "2026-06-29", assemblyDate: "2026-06-30", convocation: allowed })).toMatchObject({
      ok: false,
      code: "assembly_not_yet_due",
    });
    expect(checkAssemblyOpening({ today: "2026-07-01", assemblyDate: "2026-06-30", convocation: allowed })).toMatchObject({
      ok: false,
      code: "assembly_date_passed",
    });
  });

  it("refuses when the convocation does not hold", () => {
    const convocation = checkConvocation("2026-06-30", []);
    expect(checkAssemblyOpening({ today: "2026-06-30", assemblyDate: "2026-06-30", convocation })).toBe(convocation);
  });
});

describe("repeat assembly after an inquorate one (§ 4 Abs. 7)", () => {
  it("must be convened within four weeks", () => {
    const schedule = repeatAssemblySchedule("2026-06-30", "2026-07-01");
    expect(schedule).toMatchObject({ inviteBy: "2026-07-28", earliestAssemblyDate: "2026-07-29", overdue: false });
    expect(schedule.message).toBe(
      "Die Versammlung vom 30.06.2026 war nicht beschlussfähig. Die erneute Versammlung mit derselben Tagesordnung ist bis zum 28.07.2026 einzuberufen (§ 4 Abs. 7 Satzung); bei Einladung heute frühestens am 29.07.2026.",
    );
  });

  it("is on time on the 28th day and overdue on the 29th", () => {
    expect(repeatAssemblySchedule("2026-06-30", "2026-07-28").overdue).toBe(false);
    const overdue = repeatAssemblySchedule("2026-06-30", "2026-07-29");
    expect(overdue.overdue).toBe(true);
    expect(overdue.message).toContain("hätte bis zum 28.07.2026 einberufen werden müssen");
  });

  it("counts across the autumn daylight-saving change", () => {
    expect(repeatAssemblySchedule("2026-10-10", "2026-10-26").inviteBy).toBe("2026-11-07");
  });

  it("keeps the four-week notice for the repeat assembly itself", () => {
    expect(checkRepeatAssemblyDate("2026-06-30", "2026-08-04", "2026-07-07").ok).toBe(true);
    expect(checkRepeatAssemblyDate("2026-06-30", "2026-08-03", "2026-07-07")).toMatchObject({ ok: false, code: "invitation_notice_too_short" });
    expect(checkRepeatAssemblyDate("2026-06-30", "2026-06-30", "2026-05-01")).toMatchObject({ ok: false, code: "repeat_before_original" });
  });
});
