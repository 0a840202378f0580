import { describe, expect, it } from "vitest";
import { invitationMail, type InvitationContent } from "./invitation-mail.ts";

const content: InvitationContent = {
  title: "Ordentliche Mitgliederversammlung 2026",
  kind: "ordinary",
  assemblyDate: "2026-03-29",
  startsAt: new Date("2026-03-29T08:00:00Z"),
  place: "Berlin, Reinhardtstraße 27",
  onlineParticipation: true,
  agenda: [
    { position: 1, title: "Begrüßung", description: null },
    { position: 2, title: "Satzungsänderung <§ 6>", description: "Neuer Wortlaut:\n„Die Beiträge …“" },
  ],
  memberName: "Hafenbahn Rostock GmbH",
  link: "https://example.org/member/versammlungen/abc",
};

describe("invitation mail", () => {
  it("names date, Berlin time, place, agenda, motion deadline and link", () => {
    const mail = invitationMail("info@hafenbahn.example", content);
    expect(mail.subject).toBe("Einladung: Ordentliche Mitgliederversammlung 2026 am 29.03.2026");
    expect(mail.text).toContain("Beginn: 29.03.2026, 10:00 Uhr"); // CEST on the DST day
    expect(mail.text).toContain("TOP 2: Satzungsänderung <§ 6>\n   Neuer Wortlaut:\n   „Die Beiträge …“");
    expect(mail.text).toContain("bis zum 15.03.2026 in Textform");
    expect(mail.text).toContain(content.link);
  });

  it("escapes agenda text in HTML", () => {
    const mail = invitationMail("info@hafenbahn.example", content);
    expect(mail.html).toContain("Satzungsänderung &lt;§ 6&gt;");
    expect(mail.html).not.toContain("<§ 6>");
  });

  it("keeps the subject on one line", () => {
    expect(invitationMail("a@b.example", { ...content, title: "Versammlung\nBcc: x" }).subject).not.toContain("\n");
  });
});
