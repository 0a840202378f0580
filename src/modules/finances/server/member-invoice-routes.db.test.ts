/**
 * A member company's representative sees the company's own invoices and downloads their PDFs
 * (the filed PDF of record); another company's invoice is not there: not in the list, 404 by id
 * and by download link. An account without a company sees an empty list; visitors get 401.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { createUser, tokenFor } from "#platform/auth/test-users.ts";
import { readDocumentBytes } from "#modules/documents/index.ts";
import { createRoleUsers, roleCaller } from "../../../../tests/helpers/role-users.ts";
import { completeSettings, createTestMember, scheduleFor } from "./testing-fixtures.ts";
import { runFeeRun } from "./fee-run-commands.ts";
import { financeInvoices } from "./tables.ts";
import finances from "../../../../netlify/functions/finances.mts";

const tokens = new Map<string, string>();
const userIds = new Map<string, string>();
const call = roleCaller(tokens);
const OWN = "/api/finances/member/invoices";
const YEAR = 2059;
let db: Db;
const own = { id: "", number: "" };
const foreign = { id: "", number: "" };

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = await mkdtemp(path.join(tmpdir(), "vnsi-finances-own-"));
  db = await getDb();
  await createRoleUsers(userIds, tokens);
  await completeSettings(db);
  const stamp = Date.now();
  const mine = await createTestMember(db, `Eigenbahn ${stamp} GmbH`, { trackLengthKm: "4.0" });
  const theirs = await createTestMember(db, `Fremdbahn ${stamp} AG`, { trackLengthKm: "40.0" });
  // The mitglied test user represents "Eigenbahn"; a second representative represents "Fremdbahn".
  await db.execute(sql`UPDATE profiles SET organization_id = ${mine.organization.id} WHERE id = ${userIds.get("mitglied")!}`);
  const other = await createUser({ roles: ["mitglied"], firstName: "Fremd", lastName: "Vertreter" });
  await db.execute(sql`UPDATE profiles SET organization_id = ${theirs.organization.id} WHERE id = ${other.id}`);
  tokens.set("fremd", await tokenFor(other.id));
  await scheduleFor(db, userIds.get("admin")!, YEAR);
  const run = await runFeeRun(db, userIds.get("admin")!, YEAR, `${YEAR}-01-10`);
  Object.assign(own, run.created.find((entry) => entry.memberName === mine.organization.name)!);
  Object.assign(foreign, run.created.find((entry) => entry.memberName === theirs.organization.name)!);
}, 120_000);
afterAll(() => closeDatabase());

describe("a member company's own invoices", () => {
  it("lists only the company's own invoices", async () => {
    const list = await call(finances, "GET", `${OWN}?pageSize=100`, { as: "mitglied" });
    expect(list.status).toBe(200);
    const numbers = (list.body.items as Array<{ number: string }>).map((item) => item.number);
    expect(numbers).toContain(own.number);
    expect(numbers).not.toContain(foreign.number);
    expect(list.body.total).toBe(list.body.items.length);
    expect(list.body.companyName).toMatch(/^Eigenbahn \d+ GmbH$/);
    const item = list.body.items.find((entry: { id: string }) => entry.id === own.id);
    expect(item).toMatchObject({ number: own.number, fiscalYear: YEAR, status: "open", grossCents: 50_000, openCents: 50_000 });

    const theirs = await call(finances, "GET", `${OWN}?pageSize=100`, { as: "fremd" });
    expect((theirs.body.items as Array<{ number: string }>).map((entry) => entry.number)).toEqual([foreign.number]);
  });

  it("shows an own invoice and downloads its PDF of record", async () => {
    const detail = await call(finances, "GET", `${OWN}/${own.id}`, { as: "mitglied", params: { id: own.id } });
    expect(detail.status).toBe(200);
    expect(detail.body.invoice).toMatchObject({ id: own.id, number: own.number });
    const pdf = await call(finances, "GET", `${OWN}/${own.id}/pdf`, { as: "mitglied", params: { id: own.id } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="Rechnung-${own.number}.pdf"`);
    const [filed] = await db
      .select({ documentId: financeInvoices.pdfDocumentId, version: financeInvoices.pdfDocumentVersion })
      .from(financeInvoices)
      .where(eq(financeInvoices.id, own.id));
    const stored = await readDocumentBytes(db, filed!.documentId!, filed!.version ?? undefined);
    expect(Buffer.from(pdf.text, "latin1").subarray(0, 5).toString()).toBe("%PDF-");
    expect(stored.bytes.byteLength).toBeGreaterThan(1000);
  });

  it("never shows another company's invoice: 404 by id and by download link", async () => {
    const byId = await call(finances, "GET", `${OWN}/${foreign.id}`, { as: "mitglied", params: { id: foreign.id } });
    expect(byId.status).toBe(404);
    expect(byId.text).not.toContain(foreign.number);
    const byLink = await call(finances, "GET", `${OWN}/${foreign.id}/pdf`, { as: "mitglied", params: { id: foreign.id } });
    expect(byLink.status).toBe(404);
    expect(byLink.text.startsWith("%PDF")).toBe(false);
    // The same answer as for an id that does not exist: nothing to probe.
    const missing = "00000000-0000-4000-8000-000000000000";
    const none = await call(finances, "GET", `${OWN}/${missing}`, { as: "mitglied", params: { id: missing } });
    expect(none.status).toBe(404);
    expect(none.body).toEqual(byId.body);
  });

  it("an account without a company sees no invoices, not even as board member; visitors get 401", async () => {
    const board = await call(finances, "GET", OWN, { as: "vorstand" });
    expect(board.status).toBe(200);
    expect(board.body).toMatchObject({ items: [], total: 0, companyName: null });
    expect((await call(finances, "GET", `${OWN}/${own.id}/pdf`, { as: "vorstand", params: { id: own.id } })).status).toBe(404);
    expect((await call(finances, "GET", OWN)).status).toBe(401);
    expect((await call(finances, "GET", `${OWN}/${own.id}/pdf`, { params: { id: own.id } })).status).toBe(401);
  });
});
