/**
 * Simultaneous representative changes of one member are serialised: every request succeeds and
 * one representative remains, never a unique-index 500 (real Postgres in the "postgres" project;
 * PGlite would serialise the requests). The rest: back-office-member-contacts.db.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, getDb } from "#platform/db/client.ts";
import { createRoleUsers, roleCaller } from "../../../../tests/helpers/role-users.ts";
import members from "../../../../netlify/functions/members.mts";

const tokens = new Map<string, string>();
const userIds = new Map<string, string>();
const call = roleCaller(tokens);

beforeAll(async () => {
  await getDb();
  await createRoleUsers(userIds, tokens);
}, 120_000);
afterAll(() => closeDatabase());

let counter = 0;
async function newMember(extra: Record<string, unknown> = {}) {
  const name = `Kontaktbahn ${Date.now()}-${++counter}`;
  const result = await call(members, "POST", "/api/members", {
    as: "admin",
    body: { name, state: "Brandenburg", membershipClass: "ordinary", entryDate: "2025-01-01", ...extra },
  });
  expect(result.status).toBe(201);
  return { ...(result.body as { id: string; organizationId: string; version: number }), name };
}
const detailOf = async (id: string) => (await call(members, "GET", `/api/members/${id}`, { as: "admin", params: { id } })).body;
const add = (id: string, body: unknown, as = "vorstand") => call(members, "POST", `/api/members/${id}/contacts`, { as, params: { id }, body });

describe("the one representative per organisation", () => {
  it("serialises simultaneous representative changes of one member (no unique-index 500)", async () => {
    const m = await newMember({ contacts: [{ lastName: "Erste", isRepresentative: true }] });
    const results = await Promise.all(["Zweite", "Dritte", "Vierte"].map((lastName) => add(m.id, { lastName, isRepresentative: true })));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    const marked = (await detailOf(m.id)).contacts.filter((c: { isRepresentative: boolean }) => c.isRepresentative);
    expect(marked).toHaveLength(1);
  });
});
