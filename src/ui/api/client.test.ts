/** The client derived from a contract: URLs, methods, bodies, query keys and German errors come from the declaration. */
import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import { z } from "zod";
import { defineContract, endpoint, fileAnswer, noContent } from "#shared/contract/endpoint.ts";
import { pageOf } from "#shared/contract/answers.ts";
import { ApiError, setTokenSource } from "../backoffice/api-client.ts";
import { clientOf, keyOf } from "./client.ts";

const item = z.strictObject({ id: z.string(), name: z.string() });
const contract = defineContract("demo", {
  list: endpoint({
    method: "GET",
    path: "/api/demo/items",
    access: "crm",
    query: z.strictObject({ q: z.string().optional(), page: z.coerce.number().default(1) }),
    response: pageOf(item),
  }),
  update: endpoint({ method: "PUT", path: "/api/demo/items/:id", access: "crm", body: z.strictObject({ name: z.string() }), response: item }),
  remove: endpoint({ method: "DELETE", path: "/api/demo/items/:id", access: "crm", query: z.strictObject({ version: z.number() }), response: noContent }),
  export: endpoint({ method: "GET", path: "/api/demo/export", access: "crm", response: fileAnswer("text/csv") }),
});
const api = clientOf(contract);

function answer(status: number, body?: unknown, headers: Record<string, string> = { "content-type": "application/json" }) {
  return new Response(body === undefined ? null : typeof body === "string" ? body : JSON.stringify(body), { status, headers });
}

afterEach(() => {
  vi.unstubAllGlobals();
  setTokenSource(async () => null);
});

describe("clientOf(contract)", () => {
  it("builds the URL from path parameters and the query (empty values left out, parameters encoded)", () => {
    expect(api.list.url({ query: { q: "", page: 2 } })).toBe("/api/demo/items?page=2");
    expect(api.update.url({ params: { id: "a/b" }, body: { name: "x" } })).toBe("/api/demo/items/a%2Fb");
  });

  it("calls with the declared method, JSON body and token, and returns the typed answer", async () => {
    const fetchMock = vi.fn(async () => answer(200, { id: "1", name: "Neu" }));
    vi.stubGlobal("fetch", fetchMock);
    setTokenSource(async () => "tok");
    const updated = await api.update.call({ params: { id: "1" }, body: { name: "Neu" } });
    expectTypeOf(updated).toEqualTypeOf<{ id: string; name: string }>();
    expect(updated).toEqual({ id: "1", name: "Neu" });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, init.body]).toEqual(["/api/demo/items/1", "PUT", '{"name":"Neu"}']);
    expect(init.headers).toMatchObject({ authorization: "Bearer tok", "content-type": "application/json" });
  });

  it("answers undefined for noContent and a Blob with its file name for a file answer", async () => {
    vi.stubGlobal("fetch", async () => answer(204));
    await expect(api.remove.call({ params: { id: "1" }, query: { version: 3 } })).resolves.toBeUndefined();
    vi.stubGlobal("fetch", async () => answer(200, "a;b", { "content-type": "text/csv", "content-disposition": 'attachment; filename="x.csv"' }));
    const file = await api.export.call();
    expect(file.filename).toBe("x.csv");
    expect(await file.blob.text()).toBe("a;b");
  });

  it("throws the server's German error as ApiError (e.g. 409 on a stale version)", async () => {
    vi.stubGlobal("fetch", async () => answer(409, { success: false, error: "version_conflict", message: "Der Datensatz wurde inzwischen geändert." }));
    const error = (await api.update.call({ params: { id: "1" }, body: { name: "x" } }).catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.code, error.message]).toEqual([409, "version_conflict", "Der Datensatz wurde inzwischen geändert."]);
  });

  it("derives query keys that select a module, an endpoint or one call", async () => {
    expect(keyOf(contract)).toEqual(["demo"]);
    expect(api.list.key()).toEqual(["demo", "list"]);
    const options = api.list.queryOptions({ query: { page: 2 } });
    expect(options.queryKey).toEqual(["demo", "list", { query: { page: 2 } }]);
    vi.stubGlobal("fetch", async () => answer(200, { items: [], total: 0, page: 2, pageSize: 25 }));
    const queryFn = options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
    const page = await queryFn({ signal: new AbortController().signal });
    expect(page).toMatchObject({ page: 2 });
  });
});
