/**
 * The minutes through the assembly function: each assembly's minutes are a document of their own
 * (two assemblies on one day used to share one, and the first one's download returned the second's).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import assembly from "../../../../../netlify/functions/assembly.mts";
import { createRoleUsers, roleCaller, roleRequest } from "../../../../../tests/helpers/role-users.ts";
import { pdfText } from "../../../../../tests/helpers/pdf-text.ts";
import { runningAssembly, type AssemblyFixture } from "../testing/assembly-fixture.ts";

const userIds = new Map<string, string>();
const tokens = new Map<string, string>();
const call = roleCaller(tokens);
let db: Db;

beforeAll(async () => {
  db = await getDb();
  await createRoleUsers(userIds, tokens);
}, 120_000);
afterAll(() => closeDatabase());

async function versionOf(id: string): Promise<number> {
  const detail = await call(assembly, "GET", `/api/assembly/assemblies/${id}`, { as: "admin" });
  return (detail.body as { assembly: { version: number } }).assembly.version;
}

async function closeAndPublish(fixture: AssemblyFixture): Promise<void> {
  expect(
    (
      await call(assembly, "POST", `/api/assembly/assemblies/${fixture.assemblyId}/close`, {
        as: "admin",
        body: { version: await versionOf(fixture.assemblyId) },
      })
    ).status,
  ).toBe(204);
  const published = await call(assembly, "POST", `/api/assembly/assemblies/${fixture.assemblyId}/minutes`, { as: "admin" });
  expect(published.status, JSON.stringify(published.body)).toBe(204);
}

/** A PDF download as bytes (the role caller decodes bodies as text). */
async function download(url: string, as: string): Promise<{ status: number; bytes: Uint8Array; filename: string }> {
  const { request, context } = roleRequest("GET", url, { token: tokens.get(as) });
  const response = await assembly(request, context);
  return {
    status: response.status,
    bytes: new Uint8Array(await response.arrayBuffer()),
    filename: /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "",
  };
}

describe("minutes of two assemblies held on the same day", () => {
  it("are two documents: each download returns its own assembly's minutes", async () => {
    const morning = await runningAssembly(db, 3, `Frühjahrsversammlung ${Date.now()}`);
    const evening = await runningAssembly(db, 3, `Außerordentliche Abendversammlung ${Date.now()}`);
    await closeAndPublish(morning);
    await closeAndPublish(evening);
    const titles = new Map<string, string>();
    for (const fixture of [morning, evening]) {
      const detail = await call(assembly, "GET", `/api/assembly/assemblies/${fixture.assemblyId}`, { as: "admin" });
      titles.set(fixture.assemblyId, (detail.body as { assembly: { title: string } }).assembly.title);
    }
    const documentIds = new Set<string>();
    for (const [id, title] of titles) {
      const other = [...titles.entries()].find(([otherId]) => otherId !== id)![1];
      for (const [url, as] of [
        [`/api/assembly/member/assemblies/${id}/minutes.pdf`, "mitglied"],
        [`/api/assembly/assemblies/${id}/minutes.pdf`, "admin"],
      ] as const) {
        const pdf = await download(url, as);
        expect(pdf.status).toBe(200);
        const text = await pdfText(pdf.bytes);
        expect(text).toContain(`Protokoll – ${title}`);
        expect(text).not.toContain(other);
        expect(pdf.filename).toMatch(new RegExp(`^Protokoll-Mitgliederversammlung-\\d{4}-\\d{2}-\\d{2}-${id.slice(0, 8)}\\.pdf$`));
      }
      const detail = await call(assembly, "GET", `/api/assembly/assemblies/${id}`, { as: "admin" });
      documentIds.add((detail.body as { assembly: { minutesDocumentId: string } }).assembly.minutesDocumentId);
    }
    expect(documentIds.size).toBe(2);

    // A new version of the first one's minutes stays with the first assembly.
    const republished = await call(assembly, "POST", `/api/assembly/assemblies/${morning.assemblyId}/minutes`, { as: "admin" });
    expect(republished.status).toBe(204);
    const again = await call(assembly, "GET", `/api/assembly/assemblies/${morning.assemblyId}`, { as: "admin" });
    expect(documentIds.has((again.body as { assembly: { minutesDocumentId: string } }).assembly.minutesDocumentId)).toBe(true);
    expect(await pdfText((await download(`/api/assembly/member/assemblies/${evening.assemblyId}/minutes.pdf`, "mitglied")).bytes)).toContain(
      titles.get(evening.assemblyId)!,
    );
  });
});
