/**
 * The documents function as each role: a document in a folder only the board reads is invisible to
 * a member by id, by search, in the folder list, by download link and by version download, and so
 * is one only management reads to the board; uploads run end to end through the HTTP routes
 * (chunks, completion, the extraction job and the watcher's notification).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { closeDatabase, getDb } from "#platform/db/client.ts";
import { dispatchOutbox } from "#platform/outbox/dispatch.ts";
import { registerModuleChannels } from "../../../composition/channels/all.ts";
import documentsFunction from "../../../../netlify/functions/documents.mts";
import { buildSimplePdf } from "#modules/documents/server/simple-pdf.ts";
import { notifications } from "#modules/notifications/server/tables.ts";
import { createRoleUsers, roleRequest } from "../../../../tests/helpers/role-users.ts";
import { fakeContext } from "../../../../tests/helpers/function-call.ts";

const run = Date.now().toString(36);
const userIds = new Map<string, string>();
const tokens = new Map<string, string>();

async function call(role: string | undefined, method: string, url: string, body?: unknown) {
  const { request, context } = roleRequest(method, url, { token: role ? tokens.get(role) : undefined, body });
  const response = await documentsFunction(request, context);
  await Promise.all(context.pending); // the immediate tries of deliveries (text extraction)
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, json: json as Record<string, unknown> & { items?: Array<Record<string, unknown>> }, headers: response.headers };
}

async function putChunk(role: string, sessionId: string, index: number, bytes: Uint8Array) {
  const request = new Request(`http://localhost/api/documents/uploads/${sessionId}/chunks/${index}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${tokens.get(role)}`, "content-type": "application/octet-stream" },
    body: bytes as Uint8Array<ArrayBuffer>,
  });
  return documentsFunction(request, fakeContext());
}

async function uploadAs(role: string, folderId: string, fileName: string, bytes: Uint8Array) {
  const begin = await call(role, "POST", "/api/documents/uploads", { folderId, fileName, size: bytes.length });
  expect(begin.status, JSON.stringify(begin.json)).toBe(201);
  const { id, chunkBytes, chunkCount } = begin.json as { id: string; chunkBytes: number; chunkCount: number };
  for (let index = 0; index < chunkCount; index++) {
    const response = await putChunk(role, id, index, bytes.slice(index * chunkBytes, (index + 1) * chunkBytes));
    expect(response.status).toBe(200);
  }
  const done = await call(role, "POST", `/api/documents/uploads/${id}/complete`, {});
  expect(done.status, JSON.stringify(done.json)).toBe(201);
  return done.json as { documentId: string; number: number };
}

async function folder(name: string, readRole: string, writeRole = readRole) {
  const created = await call("admin", "POST", "/api/documents/folders", { name, readRole, writeRole });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return created.json.id as string;
}

let boardFolder: string;
let managementFolder: string;
let boardDoc: string;
let managementDoc: string;
const boardWord = `Sanierungskonzept${run}`;
const managementWord = `Mietvertrag${run}`;

beforeAll(async () => {
  await getDb();
  await registerModuleChannels();
  await createRoleUsers(userIds, tokens);
  boardFolder = await folder(`Vorstand ${run}`, "vorstand");
  managementFolder = await folder(`Geschäftsstelle ${run}`, "geschaeftsfuehrung");
  boardDoc = (await uploadAs("vorstand", boardFolder, `${boardWord}.pdf`, buildSimplePdf([{ lines: [`${boardWord} Entwurf`] }]))).documentId;
  managementDoc = (await uploadAs("geschaeftsfuehrung", managementFolder, `${managementWord}.txt`, new TextEncoder().encode(`${managementWord}\n`))).documentId;
  await dispatchOutbox({ limit: 50 }); // text extraction jobs
}, 180_000);
afterAll(() => closeDatabase());

describe("documents: another role's documents", () => {
  it("stay hidden from a member by id, search, folder list, download link and version download", async () => {
    expect((await call("mitglied", "GET", `/api/documents/${boardDoc}`)).status).toBe(404);
    expect((await call("mitglied", "GET", `/api/documents/${boardDoc}/content`)).status).toBe(404);
    expect((await call("mitglied", "GET", `/api/documents/${boardDoc}/content?version=1`)).status).toBe(404);
    expect((await call("mitglied", "GET", `/api/documents?q=${boardWord}`)).json.items).toEqual([]);
    expect((await call("mitglied", "GET", `/api/documents?folderId=${boardFolder}`)).status).toBe(404);
    expect(((await call("mitglied", "GET", "/api/documents/folders")).json.items ?? []).map((f) => f.id)).not.toContain(boardFolder);
    expect((await call("mitglied", "PATCH", `/api/documents/${boardDoc}`, { name: "x", version: 1 })).status).toBe(404);
    expect((await call("mitglied", "DELETE", `/api/documents/${boardDoc}?version=1`)).status).toBe(404);
  });

  it("stay hidden from the board when only management may read them, while management and admin see them", async () => {
    expect((await call("vorstand", "GET", `/api/documents/${managementDoc}`)).status).toBe(404);
    expect((await call("vorstand", "GET", `/api/documents/${managementDoc}/content`)).status).toBe(404);
    expect((await call("vorstand", "GET", `/api/documents?q=${managementWord}`)).json.items).toEqual([]);
    expect((await call("geschaeftsfuehrung", "GET", `/api/documents/${managementDoc}`)).status).toBe(200);
    expect((await call("admin", "GET", `/api/documents?q=${managementWord}`)).json.items?.map((d) => d.id)).toEqual([managementDoc]);
    // Management passes board checks (SPEC hierarchy): it reads the board's folder too.
    expect((await call("geschaeftsfuehrung", "GET", `/api/documents?q=${boardWord}`)).json.items?.map((d) => d.id)).toEqual([boardDoc]);
  });

  it("are found by their full text by those who may read them, and downloaded safely", async () => {
    const found = await call("vorstand", "GET", `/api/documents?q=${boardWord}%20Entwurf`);
    expect(found.json.items?.map((d) => d.id)).toEqual([boardDoc]);
    const download = await call("vorstand", "GET", `/api/documents/${boardDoc}/content`);
    expect(download.status).toBe(200);
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.headers.get("content-security-policy")).toContain("sandbox");
    expect(download.headers.get("content-disposition")).toContain(`filename="${boardWord}.pdf"`);
    expect(download.headers.get("cache-control")).toBe("private, no-store");
  });

  it("are announced to watchers only while they may read the folder", async () => {
    const watcher = userIds.get("vorstand")!;
    expect((await call("vorstand", "PUT", `/api/documents/folders/${boardFolder}/watch`, { watching: true })).status).toBe(204);
    expect((await call("mitglied", "PUT", `/api/documents/folders/${boardFolder}/watch`, { watching: true })).status).toBe(404);
    await uploadAs("admin", boardFolder, `Neu ${run}.pdf`, buildSimplePdf([{ lines: ["Neu"] }]));
    const db = await getDb();
    const told = await db.select().from(notifications).where(eq(notifications.userId, watcher));
    expect(told.map((n) => n.title)).toContain(`Neues Dokument in „Vorstand ${run}“: Neu ${run}.pdf`);
    expect(told[0]?.link).toMatch(/^\/backend\/documents\?dokument=/);
  });

  it("keep folder administration to the admin", async () => {
    expect((await call("vorstand", "POST", "/api/documents/folders", { name: `X ${run}`, readRole: "mitglied", writeRole: "mitglied" })).status).toBe(403);
    expect((await call("mitglied", "POST", "/api/documents/folders", { name: `X ${run}`, readRole: "mitglied", writeRole: "mitglied" })).status).toBe(403);
    const refused = await call("admin", "POST", "/api/documents/folders", { name: `Y ${run}`, readRole: "vorstand", writeRole: "mitglied" });
    expect(refused.status).toBe(400);
  });

  it("answers an incomplete upload with the chunks still missing", async () => {
    const bytes = buildSimplePdf([{ lines: ["Groß"], imageBytes: 9_000_000 }]);
    const begin = await call("vorstand", "POST", "/api/documents/uploads", { folderId: boardFolder, fileName: "Gross.pdf", size: bytes.length });
    const { id, chunkBytes } = begin.json as { id: string; chunkBytes: number };
    await putChunk("vorstand", id, 1, bytes.slice(chunkBytes, 2 * chunkBytes));
    const complete = await call("vorstand", "POST", `/api/documents/uploads/${id}/complete`, {});
    expect(complete.status).toBe(409);
    expect(complete.json).toMatchObject({ error: "incomplete", details: ["0", "2"] });
    expect((await call("mitglied", "GET", `/api/documents/uploads/${id}`)).status).toBe(404);
  });
});
