import { describe, expect, it } from "vitest";
import { applicationPayloadSchema } from "../schema/application.ts";
import { validApplication } from "../../../../tests/helpers/application-fixture.ts";
import { applicationConfirmationMail, applicationOfficeMail } from "./mails.ts";
import { contactConfirmationMail, contactOfficeMail } from "#modules/contact/server/mails.ts";
import { escapeHtml, oneLine } from "#platform/mail/html.ts";

describe("mail building blocks", () => {
  it("escapes every HTML-significant character", () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
  });
  it("keeps subjects on one line", () => {
    expect(oneLine("Firma\r\nBcc: victim@example.org")).toBe("Firma Bcc: victim@example.org");
  });
});

describe("application mails", () => {
  const payload = applicationPayloadSchema.parse(
    validApplication({
      company_name: "Bahn & <Hafen> GmbH",
      track_length: 1234.5,
      representative_title: "Dr.",
      desired_entry_date: "2999-07-01",
      website: "https://hafen.example",
    }),
  );

  it("confirms to the applicant in German, with the entered data", () => {
    const mail = applicationConfirmationMail(payload);
    expect(mail.subject).toBe("Ihr Mitgliedsantrag beim VNSI");
    expect(mail.text).toContain("Guten Tag Frau Dr. Erika Mustermann,");
    expect(mail.text).toContain("Streckenlänge (km): 1.234,5");
    expect(mail.text).toContain("Gewünschter Beitritt: 01.07.2999");
    expect(mail.text).toContain("Telefon Vertreter/in: –");
    expect(mail.html).toContain("Bahn &amp; &lt;Hafen&gt; GmbH");
    expect(mail.html).not.toContain("<Hafen>");
  });

  it("notifies the office (OFFICE_EMAIL overrides) with reply-to the representative", () => {
    process.env.OFFICE_EMAIL = "antraege@example.org";
    const mail = applicationOfficeMail(payload, "abc-123");
    delete process.env.OFFICE_EMAIL;
    expect(mail).toMatchObject({
      to: "antraege@example.org",
      replyTo: "erika.mustermann@hafenbahn.example",
      subject: "Neuer Mitgliedsantrag: Bahn & <Hafen> GmbH",
    });
    expect(mail.text).toContain("Antrags-ID abc-123");
    expect(mail.text).toContain("Website: https://hafen.example");
  });
});

describe("contact mails", () => {
  const message = {
    name: "Eve\nBcc: x@example.org",
    email: "eve@example.org",
    organization: undefined,
    subject: "presse" as const,
    message: "<b>Hallo</b>\nZeile 2",
    hp: "",
  };

  it("sends the office the full message with reply-to the sender", () => {
    const mail = contactOfficeMail(message);
    expect(mail.subject).toBe("Kontaktanfrage (Presseanfragen): Eve Bcc: x@example.org");
    expect(mail.replyTo).toBe("eve@example.org");
    expect(mail.text).toContain("Nachricht:\n<b>Hallo</b>\nZeile 2");
    expect(mail.text).toContain("Organisation: –");
    expect(mail.html).toContain("&lt;b&gt;Hallo&lt;/b&gt;");
  });

  it("confirms to the sender without echoing the message", () => {
    const mail = contactConfirmationMail(message);
    expect(mail.to).toBe("eve@example.org");
    expect(mail.text).toContain("zum Thema „Presseanfragen“");
    expect(mail.text).not.toContain("Hallo");
  });
});
