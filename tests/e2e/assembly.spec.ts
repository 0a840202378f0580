/**
 * The general assembly in the browser: the office prepares an assembly (the dialog shows the
 * statutes' deadlines while typing and the server refuses a date that cannot be convened in time),
 * adds an agenda item and sends the invitations, whose send time arrives as evidence; a member
 * then sees the invitation with its agenda. axe-core on every screen state; 375 and 1280 px.
 *
 * Sending an invitation freezes admissions (§ 3 Abs. 5) from that day on for the whole e2e
 * database, so this spec runs as its own Playwright project on a fresh server (playwright.config.ts),
 * and inside it the live flow admits its members before anything is invited.
 */
import type { Page } from "@playwright/test";
import type { APIRequestContext, Browser } from "@playwright/test";
import { berlinDate, addDays, berlinInstant, formatGermanDate } from "#shared/dates.ts";
import { latestInvitationDate } from "#modules/assembly/domain/convocation.ts";
import { demoUser, expect, openApp, signInViaApi, test } from "./fixtures/auth.ts";
import { mailsContaining } from "./fixtures/forms.ts";
import { pdfText } from "../helpers/pdf-text.ts";
import { screenshot, screenshotsWanted } from "./fixtures/screenshots.ts";
import { expectNoViolations } from "./fixtures/a11y.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

/** Session tokens live 60 s: every call asks for a fresh one (the live flow takes minutes on a busy machine). */
type Bearer = () => Promise<Record<string, string>>;
async function bearer(page: Page): Promise<Record<string, string>> {
  const { token } = (await (await page.request.post("/api/auth/token")).json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

async function shoot(page: Page, name: string) {
  // Only when screenshots are wanted (fixtures/screenshots.ts); the viewport ends the same either way.
  for (const width of screenshotsWanted ? [375, 1280] : []) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `assembly-${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const today = berlinDate(new Date());
const assemblyDate = addDays(today, 35);
const title = `Ordentliche Mitgliederversammlung E2E ${Date.now().toString(36)}`;

/**
 * A member company's representative with an account: applied, admitted by the presidium (which
 * links the invited account to the company), password chosen through the mailed link. Admissions
 * must happen before any invitation (§ 3 Abs. 5), so this runs first in the file.
 */
interface Representative {
  company: string;
  email: string;
  password: string;
  userId: string;
  organizationId: string;
}

async function admittedRepresentative(
  api: APIRequestContext,
  auth: Bearer,
  company: string,
  lastName: string,
  ip: string,
  recordAuthority = true,
  desiredEntryDate = today,
): Promise<Representative> {
  const unique = company.replace(/\W+/g, "-").toLowerCase();
  const email = `vertretung-${unique}@example.org`;
  const password = "Versammlung-2026!";
  const submitted = await api.post("/api/membership-applications", {
    headers: { "x-nf-client-connection-ip": ip },
    data: {
      company_name: company,
      legal_form: "GmbH",
      employee_count: 40,
      street: "Am Güterbahnhof 7",
      postal_code: "10557",
      city: "Berlin",
      state: "Berlin",
      phone: "+49 30 123456",
      email: `info-${unique}@example.org`,
      website: null,
      representative_salutation: "frau",
      representative_title: null,
      representative_firstname: "Erika",
      representative_lastname: lastName,
      representative_position: "Geschäftsführerin",
      representative_email: email,
      representative_phone: null,
      infrastructure_types: ["schienenwege"],
      track_length: 4,
      desired_entry_date: desiredEntryDate,
      referral_source: null,
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const { id } = (await submitted.json()) as { id: string };
  const version = async () => ((await (await api.get(`/api/membership-applications/${id}`, { headers: await auth() })).json()) as { version: number }).version;
  const review = await api.post(`/api/membership-applications/${id}/status`, {
    headers: await auth(),
    data: { status: "in_review", version: await version() },
  });
  expect(review.status(), await review.text()).toBe(200);
  const decision = await api.post(`/api/membership-applications/${id}/decision`, {
    headers: await auth(),
    data: {
      decision: "approved",
      reason: "Eisenbahninfrastrukturunternehmen im Sinne der Satzung.",
      decisionDate: today,
      membershipClass: "ordinary",
      version: await version(),
    },
  });
  expect(decision.status(), await decision.text()).toBe(200);
  const [mail] = await mailsContaining(`die ${company} wurde als Mitglied`);
  const token = new URL(/https?:\/\/\S+\/backend\/einladung\?token=[\w%.-]+/.exec(mail!.text)![0]).searchParams.get("token");
  const accepted = await api.post("/api/invitations/accept", { data: { token, password } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const people = (await (await api.get(`/api/assembly/people?q=${encodeURIComponent(email)}`, { headers: await auth() })).json()) as {
    items: { userId: string; organizationId: string }[];
  };
  expect(people.items).toHaveLength(1);
  const { userId, organizationId } = people.items[0]!;
  if (recordAuthority) {
    const recorded = await api.post("/api/assembly/representatives", {
      headers: await auth(),
      data: { organizationId, userId, authority: "managing_director" },
    });
    expect(recorded.status(), await recorded.text()).toBe(204);
  }
  return { company, email, password, userId, organizationId };
}

/**
 * The invitation goes to every member (§ 4 Abs. 3) and is refused while one has no address. The
 * other specs enter members without one, so the office adds a representative contact with an
 * address to each, as it would in the member register before inviting.
 */
async function addressEveryMember(api: APIRequestContext, auth: Bearer): Promise<void> {
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const response = await api.get(`/api/members?pageSize=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { headers: await auth() });
    expect(response.status(), await response.text()).toBe(200);
    const list = (await response.json()) as { items: { id: string; email: string | null }[]; nextCursor: string | null };
    for (const member of list.items.filter((m) => !m.email)) {
      const added = await api.post(`/api/members/${member.id}/contacts`, {
        headers: await auth(),
        data: { lastName: "Geschäftsstelle", email: `versammlung-${member.id.slice(0, 8)}@example.org`, isRepresentative: true },
      });
      expect(added.status(), await added.text()).toBe(201);
    }
    cursor = list.nextCursor;
    if (!cursor) return;
  }
}

/** A browser of the representative's own, living on the assembly's day (x-dev-now). */
async function representativePage(browser: Browser, rep: Representative, devNow: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-dev-now": devNow, "x-nf-client-connection-ip": `198.18.9.${rep.email.length}` } });
  const page = await context.newPage();
  await signInViaApi(page, rep.email, rep.password);
  return { page, auth: () => bearer(page) };
}

const registerMembers = ["Uckermärkische Hafenbahn GmbH", "Lausitzer Industriegleis AG", "Ingenieurbüro Schwelle GmbH"];

test("the office enters members in the register before anything is invited", async ({ page }) => {
  // "Mitglied anlegen" is an admission: from the first invitation until the assembly it is refused (§ 3 Abs. 5).
  const admin = demoUser("admin");
  await signInViaApi(page, admin.email, admin.password);
  const { token } = await (await page.request.post("/api/auth/token")).json();
  for (const name of registerMembers) {
    const response = await page.request.post("/api/members", {
      headers: { authorization: `Bearer ${token}` },
      data: {
        name,
        state: "Brandenburg",
        membershipClass: name.startsWith("Ingenieur") ? "supporting" : "ordinary",
        entryDate: `${Number(today.slice(0, 4)) - 2}-03-01`,
        email: "versammlung@example.org",
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
});

test("live: invited four weeks ahead, held on the day, a representative votes, the result is declared and the minutes are stored", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const admin = demoUser("admin");
  await signInViaApi(page, admin.email, admin.password);
  const auth: Bearer = () => bearer(page);
  const run = Date.now().toString(36);
  const reps: Representative[] = [];
  for (const [index, name] of ["Havelbahn", "Spreehafen", "Oderkai"].entries()) {
    reps.push(await admittedRepresentative(page.request, auth, `${name} Live ${run} GmbH`, `${name}-Vertreterin`, `198.51.100.${10 + index}`, index > 0));
  }
  // Admitted now, but its membership begins only after the assembly: present on the day, it has no vote (issue 22).
  const later = await admittedRepresentative(
    page.request,
    auth,
    `Neißebahn Live ${run} GmbH`,
    "Neißebahn-Vertreterin",
    "198.51.100.14",
    true,
    addDays(today, 90),
  );

  // The sitting president, elected before the tool was used: without a presidium member present no assembly is quorate.
  await openApp(page, "/backend/voting");
  await page.getByRole("button", { name: "Amtsinhaber erfassen" }).click();
  const holder = page.getByRole("dialog", { name: "Amtsinhaber erfassen" });
  await holder.getByLabel("Konto suchen (Name, E-Mail oder Unternehmen)").fill(reps[0]!.email);
  await expect(holder.getByRole("option", { name: new RegExp(reps[0]!.company) })).toBeAttached();
  await holder.getByLabel("Konto", { exact: true }).selectOption(reps[0]!.userId);
  await holder.getByLabel("Gewählt am").fill(addDays(today, -300));
  await expectNoViolations(page);
  await shoot(page, "office-holder-dialog");
  await holder.getByRole("button", { name: "Erfassen" }).click();
  await expect(holder).toBeHidden();
  const offices = page.getByRole("complementary", { name: "Verlangen und Ämter" });
  await expect(offices.getByText(reps[0]!.company)).toBeVisible();
  await expect(offices.getByText("Präsidentin / Präsident")).toBeVisible();

  // The first representative's power of representation, recorded on the screen (§ 7 Abs. 1).
  await page.getByRole("button", { name: "Vertretungsbefugnisse verwalten" }).click();
  const powers = page.getByRole("dialog", { name: "Vertretungsbefugnisse" });
  await powers.getByLabel("Person suchen").fill(reps[0]!.email);
  const person = powers.getByRole("listitem").filter({ hasText: reps[0]!.company });
  await expect(person.getByText("Keine Vertretungsbefugnis erfasst")).toBeVisible();
  await person.getByLabel(/^Befugnis von /).selectOption({ label: "Prokuristin oder Prokurist" });
  await expectNoViolations(page);
  await person.getByRole("button", { name: "Erfassen" }).click();
  await expect(person.getByText("Erfasst: Prokuristin oder Prokurist")).toBeVisible();
  await shoot(page, "representatives-dialog");
  await powers.getByRole("button", { name: "Dialog schließen" }).click();

  // Invited today for a day exactly four weeks ahead; the send time of every mail arrives as evidence.
  const day = addDays(today, 28);
  const liveTitle = `Mitgliederversammlung live ${run}`;
  const createdAssembly = await page.request.post("/api/assembly/assemblies", {
    headers: await auth(),
    data: { title: liveTitle, kind: "ordinary", assemblyDate: day, startTime: "10:00", place: "Berlin, Reinhardtstraße 27", onlineParticipation: true },
  });
  expect(createdAssembly.status(), await createdAssembly.text()).toBe(201);
  const { id } = (await createdAssembly.json()) as { id: string };
  const current = async () =>
    ((await (await page.request.get(`/api/assembly/assemblies/${id}`, { headers: await auth() })).json()) as { assembly: { version: number } }).assembly
      .version;
  expect(
    (await page.request.post(`/api/assembly/assemblies/${id}/agenda`, { headers: await auth(), data: { title: "Haushalt 2027", description: null } })).status(),
  ).toBe(201);
  await addressEveryMember(page.request, auth);
  const invited = await page.request.post(`/api/assembly/assemblies/${id}/invitations`, { headers: await auth(), data: { version: await current() } });
  expect(invited.status(), await invited.text()).toBe(200);
  await expect
    .poll(
      async () => {
        const detail = (await (await page.request.get(`/api/assembly/assemblies/${id}`, { headers: await auth() })).json()) as {
          convocation: { invited: number; sent: number };
        };
        return detail.convocation.invited > 0 && detail.convocation.sent === detail.convocation.invited;
      },
      { timeout: 30_000 },
    )
    .toBe(true);

  // Before the day Spreehafen authorises Oderkai (§ 7 Abs. 1), and then comes itself: the proxy lapses.
  const giver = await representativePage(browser, reps[1]!, new Date().toISOString());
  const proxy = await giver.page.request.post(`/api/assembly/member/assemblies/${id}/proxy`, {
    headers: await giver.auth(),
    data: { holderOrganizationId: reps[2]!.organizationId },
  });
  expect(proxy.status(), await proxy.text()).toBe(201);
  await giver.page.context().close();

  // Two weeks before: the motion deadline reminder through the notification service, once per person
  // however often the daily job runs.
  const deadlineMorning = berlinInstant(addDays(day, -14), "07:00")!.toISOString();
  for (let run = 0; run < 2; run++) {
    const job = await page.request.post("/__dev/jobs/run", { data: { name: "assembly.reminders", now: deadlineMorning } });
    expect(job.status(), await job.text()).toBe(200);
    expect(((await job.json()) as { outcomes: { status: string }[] }).outcomes[0]!.status).toBe("ok");
  }

  // The day before, the assembly cannot be opened; on its day (fake clock) it can.
  const early = await page.request.post(`/api/assembly/assemblies/${id}/open`, {
    headers: { ...(await auth()), "x-dev-now": berlinInstant(addDays(day, -1), "10:00")!.toISOString() },
    data: { chairName: "Erika Havelbahn-Vertreterin", minuteTakerName: "Lena Hartmann", version: await current() },
  });
  expect(early.status()).toBe(409);
  expect(await early.text()).toContain("assembly_not_yet_due");

  const onTheDay = berlinInstant(day, "10:05")!.toISOString();
  await page.setExtraHTTPHeaders({ "x-dev-now": onTheDay });
  await openApp(page, `/backend/voting/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: liveTitle })).toBeVisible();
  await page.getByRole("button", { name: "Versammlung eröffnen" }).click();
  const opening = page.getByRole("dialog", { name: "Versammlung eröffnen" });
  await opening.getByLabel("Versammlungsleitung").fill("Erika Havelbahn-Vertreterin");
  await opening.getByLabel("Protokollführung").fill("Lena Hartmann");
  await opening.getByRole("button", { name: "Eröffnen" }).click();
  await expect(page.getByText("Läuft", { exact: true })).toBeVisible();

  // The representatives check in online; the first one through the screen.
  const first = await representativePage(browser, reps[0]!, onTheDay);
  await openApp(first.page, `/backend/assembly/${id}`);
  await first.page.getByRole("button", { name: "Online einchecken" }).click();
  await expect(first.page.getByRole("button", { name: "Versammlung verlassen" })).toBeVisible();
  const notes = (await (await first.page.request.get("/api/notifications", { headers: await first.auth() })).json()) as { items: { title: string }[] };
  expect(notes.items.filter((n) => n.title === `Antragsfrist endet am ${formatGermanDate(addDays(day, -14))}: ${liveTitle}`)).toHaveLength(1);
  const others = [];
  for (const rep of [...reps.slice(1), later]) {
    const other = await representativePage(browser, rep, onTheDay);
    expect((await other.page.request.post(`/api/assembly/member/assemblies/${id}/check-in`, { headers: await other.auth() })).status()).toBe(204);
    others.push({ rep, ...other });
  }
  // Three votes: the proxy giver votes itself (no second count), the company that joins later has none.
  await expect(page.getByText(/^Beschlussfähig: 3 stimmberechtigte Mitglieder anwesend oder vertreten, 1 Vorstandsmitglied anwesend\.$/)).toBeVisible();
  const laterRow = page.getByRole("row").filter({ hasText: later.company });
  await expect(laterRow.getByText("Kein Mitglied am Versammlungstag")).toBeVisible();

  // The chair prepares and opens a secret ballot.
  await page.getByRole("button", { name: "Abstimmung vorbereiten" }).click();
  const preparing = page.getByRole("dialog", { name: "Abstimmung vorbereiten" });
  await preparing.getByLabel("Frage").fill("Genehmigung des Haushalts 2027");
  await preparing.getByLabel("Form").selectOption({ label: "Geheime Abstimmung" });
  await preparing.getByRole("button", { name: "Vorbereiten" }).click();
  await expect(preparing).toBeHidden();
  await page.getByRole("button", { name: "Abstimmung öffnen" }).click();
  await expect(page.getByText(/0 von 3 Stimmen abgegeben/)).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, "live-office-ballot");

  // The first representative votes on the screen; the others through the API.
  await expect(first.page.getByRole("heading", { name: "Genehmigung des Haushalts 2027" })).toBeVisible();
  const ownVote = first.page.getByRole("group", { name: `Stimme für ${reps[0]!.company}` });
  await expectNoViolations(first.page);
  await shoot(first.page, "live-member-ballot");
  await ownVote.getByRole("button", { name: "Ja", exact: true }).click();
  await expect(first.page.getByText(`Die Stimme für ${reps[0]!.company} ist abgegeben und gezählt.`)).toBeVisible();
  const detail = (await (await page.request.get(`/api/assembly/assemblies/${id}`, { headers: await auth() })).json()) as {
    ballots: { id: string; status: string }[];
  };
  const ballotId = detail.ballots.find((b) => b.status === "open")!.id;
  // Closing asks first, and says how many votes are missing.
  await expect(page.getByText(/^1 von 3 Stimmen abgegeben/)).toBeVisible();
  await page.getByRole("button", { name: "Abstimmung schließen …" }).click();
  const confirmClose = page.getByRole("dialog", { name: "Abstimmung schließen" });
  await expect(confirmClose.getByText(/^1 von 3 Stimmen abgegeben\. 2 Stimmen fehlen noch;/)).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, "live-office-close-confirm");
  await confirmClose.getByRole("button", { name: "Abbrechen" }).click();
  await expect(confirmClose).toBeHidden();
  for (const [index, other] of others.slice(0, 2).entries()) {
    const cast = await other.page.request.post(`/api/assembly/member/ballots/${ballotId}/votes`, {
      headers: await other.auth(),
      data: { organizationId: other.rep.organizationId, optionKey: index === 0 ? "yes" : "no" },
    });
    expect(cast.status(), await cast.text()).toBe(201);
  }
  // The company that joins only later cannot vote.
  const notYet = await others[2]!.page.request.post(`/api/assembly/member/ballots/${ballotId}/votes`, {
    headers: await others[2]!.auth(),
    data: { organizationId: later.organizationId, optionKey: "yes" },
  });
  expect(notYet.status()).toBe(409);
  // A second vote for the same company is refused.
  const twice = await first.page.request.post(`/api/assembly/member/ballots/${ballotId}/votes`, {
    headers: await first.auth(),
    data: { organizationId: reps[0]!.organizationId, optionKey: "no" },
  });
  expect(twice.status()).toBe(409);
  await expect(page.getByText(/3 von 3 Stimmen abgegeben/)).toBeVisible();

  // Closing declares the result with the applied rule.
  await page.getByRole("button", { name: "Abstimmung schließen …" }).click();
  await expect(confirmClose.getByText(/^3 von 3 Stimmen abgegeben\. Alle 3 Stimmen sind abgegeben\./)).toBeVisible();
  await confirmClose.getByRole("button", { name: "Schließen und Ergebnis feststellen" }).click();
  await expect(page.getByText(/^Angenommen: /)).toBeVisible();
  await expect(page.getByText(/^Angewandte Regel: /)).toBeVisible();
  await expect(first.page.getByRole("heading", { name: "Ergebnisse" })).toBeVisible();
  await expect(first.page.getByText(/^Angenommen: /)).toBeVisible();
  await expectNoViolations(first.page);
  await shoot(first.page, "live-member-result");

  // The chair ends the assembly and publishes the minutes into the documents.
  await page.getByRole("button", { name: "Versammlung beenden" }).click();
  await page.getByRole("dialog", { name: "Versammlung beenden" }).getByRole("button", { name: "Beenden" }).click();
  await expect(page.getByText("Beendet", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Protokoll veröffentlichen" }).click();
  await page.getByRole("dialog", { name: "Protokoll veröffentlichen" }).getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(page.getByRole("button", { name: "Neue Fassung veröffentlichen" })).toBeVisible();
  // The screen states the quorum as it stood when the assembly closed, not "0 present" (everyone is marked as left).
  const statement = page.getByRole("status").filter({ hasText: /^\d+\s*Bei Schluss der Versammlung/ });
  await expect(statement).toContainText("Beschlussfähig: 3 stimmberechtigte Mitglieder anwesend oder vertreten, 1 Vorstandsmitglied anwesend.");
  await expect(page.getByText("4 Personen bei Schluss der Versammlung anwesend.")).toBeVisible();
  await expect(laterRow.getByText("Kein Mitglied am Versammlungstag")).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, "live-office-closed");
  // The minutes PDF says the same.
  const statementText = ((await statement.textContent()) ?? "").replace(/^\d+/, "").replace(/\s+/g, " ").trim();
  const office = await page.request.get(`/api/assembly/assemblies/${id}/minutes.pdf`, { headers: await auth() });
  const minutesText = await pdfText(new Uint8Array(await office.body()));
  expect(minutesText).toContain(statementText);
  expect(minutesText.split("Stimmberechtigt").length - 1).toBe(3);
  expect(minutesText).toContain("Kein Mitglied am Versammlungstag");

  await first.page.reload();
  await expect(first.page.getByRole("button", { name: "Protokoll (PDF)" })).toBeVisible();
  await expect(first.page.getByText(statementText).first()).toBeVisible();
  const minutes = await first.page.request.get(`/api/assembly/member/assemblies/${id}/minutes.pdf`, { headers: await first.auth() });
  expect(minutes.status()).toBe(200);
  expect(minutes.headers()["content-type"]).toBe("application/pdf");
  expect((await minutes.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await page.setExtraHTTPHeaders({});
});

test("the office prepares an assembly and invites every member", async ({ page }) => {
  const admin = demoUser("admin");
  await signInViaApi(page, admin.email, admin.password);
  const { token } = await (await page.request.post("/api/auth/token")).json();
  // The members of the first test are in the register (entered before anything was invited).
  const listed = await page.request.get(`/api/members?q=${encodeURIComponent(registerMembers[0]!)}`, { headers: { authorization: `Bearer ${token}` } });
  expect(((await listed.json()) as { items: unknown[] }).items).toHaveLength(1);

  await openApp(page, "/backend/voting");
  await expect(page.getByRole("heading", { level: 1, name: "Abstimmungen" })).toBeVisible();
  await expect(page.getByText(/ordentliche Mitgliederversammlung|Mitgliederversammlung \d{4}/).first()).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, "office-list");

  await page.getByRole("button", { name: "Versammlung anlegen" }).click();
  const dialog = page.getByRole("dialog", { name: "Versammlung anlegen" });
  await dialog.getByLabel("Bezeichnung").fill(title);
  // 27 days: the live notice refuses, and so does the server.
  await dialog.getByLabel("Datum").fill(addDays(today, 27));
  await expect(dialog.getByText(/mindestens vier Wochen vor dem Tag der Versammlung/)).toBeVisible();
  await dialog.getByRole("button", { name: "Anlegen" }).click();
  await expect(dialog.getByRole("alert")).toContainText("§ 4 Abs. 3 Satzung");
  await dialog.getByLabel("Datum").fill(assemblyDate);
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await expect(dialog.getByText(`Einladung spätestens am ${formatGermanDate(latestInvitationDate(assemblyDate))} versenden`)).toBeVisible();
  await dialog.getByLabel("Ort").fill("Berlin, Reinhardtstraße 27");
  await expectNoViolations(page);
  await shoot(page, "office-create");
  await dialog.getByRole("button", { name: "Anlegen" }).click();

  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(formatGermanDate(latestInvitationDate(assemblyDate)), { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Punkt ergänzen" }).click();
  await page.locator("#agenda-title").fill("Entlastung des Vorstands");
  await page.getByRole("button", { name: "Punkt speichern" }).click();
  await expect(page.getByRole("heading", { name: "TOP 1: Entlastung des Vorstands" })).toBeVisible();
  await expectNoViolations(page);

  // A document from the documents module: the live test's minutes lie in the members' minutes folder.
  await page.getByRole("button", { name: "Dokument an TOP 1 anhängen" }).click();
  const picker = page.getByRole("dialog", { name: "Dokument anhängen" });
  await picker.getByLabel("Dokument suchen").fill("Protokoll");
  const minutesName = `Protokoll-Mitgliederversammlung-${addDays(today, 28)}`;
  await expect(picker.getByText("Protokolle der Mitgliederversammlung").first()).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, "office-document-picker");
  await picker.getByRole("button", { name: new RegExp(`^${minutesName}.* anhängen$`) }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole("link", { name: new RegExp(`^${minutesName}`) })).toBeVisible();

  await addressEveryMember(page.request, () => bearer(page));
  await page.getByRole("button", { name: "Einladungen versenden" }).first().click();
  await page.getByRole("dialog", { name: "Einladungen versenden" }).getByRole("button", { name: "Einladungen versenden" }).click();
  // The mails leave through the outbox: never "0 von N nachweislich versandt" with an offer to send again.
  await expect(page.getByText("Einladungen werden zugestellt", { exact: true })).toBeVisible();
  await expect(page.getByText("Eingeladen", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Fehlende Einladungen versenden" })).toHaveCount(0);
  await expect(page.getByText(/^0 von \d+ nachweislich versandt$/)).toHaveCount(0);
  // The send time of every invitation mail arrives from the outbox as evidence; the page updates itself.
  await expect(page.getByText(/^(\d+) von \1 nachweislich versandt$/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Fehlende Einladungen versenden" })).toHaveCount(0);
  await expect(page.getByText("Alle Mitglieder wurden fristgerecht eingeladen (§ 4 Abs. 3 Satzung).")).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, "office-detail");
});

test("no admission while an assembly is convened: said before the decision form is filled, and what was typed stays", async ({ page }) => {
  const admin = demoUser("admin");
  await signInViaApi(page, admin.email, admin.password);
  const auth: Bearer = () => bearer(page);
  const company = `Bodenseebahn ${Date.now().toString(36)} GmbH`;
  const unique = company.replace(/\W+/g, "-").toLowerCase();
  const submitted = await page.request.post("/api/membership-applications", {
    headers: { "x-nf-client-connection-ip": "198.51.100.40" },
    data: {
      company_name: company,
      legal_form: "GmbH",
      employee_count: 12,
      street: "Hafenstraße 3",
      postal_code: "88045",
      city: "Friedrichshafen",
      state: "Baden-Württemberg",
      phone: "+49 7541 123456",
      email: `info-${unique}@example.org`,
      website: null,
      representative_salutation: "herr",
      representative_title: null,
      representative_firstname: "Jonas",
      representative_lastname: "Bodensee",
      representative_position: "Geschäftsführer",
      representative_email: `vertretung-${unique}@example.org`,
      representative_phone: null,
      infrastructure_types: ["schienenwege"],
      track_length: 2,
      desired_entry_date: today,
      referral_source: null,
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const { id } = (await submitted.json()) as { id: string };
  expect(
    (await page.request.post(`/api/membership-applications/${id}/status`, { headers: await auth(), data: { status: "in_review", version: 1 } })).status(),
  ).toBe(200);

  await openApp(page, "/backend/members/applications");
  await page.getByRole("searchbox", { name: "Suche" }).fill(company);
  await page.getByRole("row").filter({ hasText: company }).getByRole("button", { name: company }).click();
  const detail = page.getByRole("dialog", { name: company });
  // Said on the application itself, before the decision form is opened.
  await expect(detail.getByText(/^Heute ist keine Aufnahme möglich: /)).toBeVisible();
  await detail.getByRole("button", { name: "Annehmen …" }).click();
  const decision = page.getByRole("dialog", { name: "Aufnahme beschließen" });
  // … and at the top of the form, before anything is typed.
  await expect(decision.getByText("Keine Aufnahme zu diesem Datum möglich")).toBeVisible();
  await expect(decision.getByText(/dürfen keine neuen Mitglieder aufgenommen werden \(§ 3 Abs\. 5 Satzung\)/)).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, "admission-refused-dialog");
  // A decision back-dated before the application arrived is refused at the date field.
  await decision.getByLabel("Datum des Vorstandsbeschlusses").fill(addDays(today, -30));
  await expect(decision.getByText(/Der Vorstand kann nicht vor dem Eingang des Antrags/)).toBeVisible();
  await decision.getByLabel("Datum des Vorstandsbeschlusses").fill(today);
  const reason = "Eisenbahninfrastrukturunternehmen im Sinne der Satzung; Beschluss in der Präsidiumssitzung.";
  await decision.getByRole("textbox", { name: /Begründung/ }).fill(reason);
  await decision.getByRole("button", { name: "Aufnahme beschließen" }).click();
  // The server's refusal is shown in the dialog, which stays open with what was typed.
  await expect(decision.getByRole("alert")).toContainText("§ 3 Abs. 5 Satzung");
  await expect(decision.getByRole("textbox", { name: /Begründung/ })).toHaveValue(reason);
  await expectNoViolations(page);
  await decision.getByRole("button", { name: "Abbrechen" }).click();
  await detail.getByRole("button", { name: "Dialog schließen" }).click();

  // "Mitglied anlegen" says it up front, too.
  await openApp(page, "/backend/members");
  await page.getByRole("button", { name: "Mitglied anlegen" }).click();
  const create = page.getByRole("dialog", { name: "Mitglied anlegen" });
  await expect(create.getByText("Derzeit werden keine Mitglieder aufgenommen")).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, "member-create-frozen");
});

test("a member reads the invitation and its agenda", async ({ page }) => {
  const member = demoUser("mitglied");
  await signInViaApi(page, member.email, member.password);
  await openApp(page, "/member");
  await page
    .getByRole("link", { name: /Mitgliederversammlung/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Mitgliederversammlung" })).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, "member-list");

  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { name: "TOP 1: Entlastung des Vorstands" })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(`^Protokoll-Mitgliederversammlung-${addDays(today, 28)}`) })).toBeVisible();
  await expect(page.getByText(`Anträge müssen bis zum ${formatGermanDate(addDays(assemblyDate, -14))} eingehen`)).toBeVisible();
  await expect(page.getByText("Ihr Konto ist mit keinem Mitgliedsunternehmen verknüpft.")).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, "member-detail");

  // The office's screen stays closed to members.
  await openApp(page, "/backend/voting");
  await expect(page.getByRole("heading", { level: 1, name: "Abstimmungen" })).toHaveCount(0);
});
