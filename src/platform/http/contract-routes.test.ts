/**
 * Routes bound to contract endpoints (ADR 260): the declared status, 204 for noContent, typed
 * replies, and the answer check that fails loudly in tests when a handler leaves its contract.
 */
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineContract, endpoint, fileAnswer, noContent } from "#shared/contract/endpoint.ts";
import { itemsOf } from "#shared/contract/answers.ts";
import { closeDatabase } from "../db/client.ts";
import { createRouter, route } from "./router.ts";
import { notModified, reply } from "./reply.ts";
import { callFunction } from "../../../tests/helpers/function-call.ts";

const thing = z.strictObject({ id: z.string(), name: z.string() });
const contract = defineContract("demo", {
  list: endpoint({ method: "GET", path: "/api/demo/things", access: "public", response: itemsOf(thing) }),
  create: endpoint({ method: "POST", path: "/api/demo/things", access: "public", body: z.strictObject({ name: z.string() }), response: thing, status: 201 }),
  remove: endpoint({ method: "DELETE", path: "/api/demo/things/:id", access: "public", response: noContent }),
  wrong: endpoint({ method: "GET", path: "/api/demo/wrong", access: "public", response: thing }),
  leaky: endpoint({ method: "GET", path: "/api/demo/leaky", access: "public", response: thing }),
  tagged: endpoint({ method: "GET", path: "/api/demo/tagged", access: "public", response: thing }),
  csv: endpoint({ method: "GET", path: "/api/demo/export", access: "public", response: fileAnswer("text/csv") }),
});

const handler = createRouter([
  route(contract.list, { handle: () => ({ items: [{ id: "1", name: "Gleis" }] }) }),
  route(contract.create, { handle: ({ body }) => ({ id: "2", name: body.name }) }),
  route(contract.remove, { handle: ({ params }) => void params.id }),
  // @ts-expect-error the answer lacks `name`: tsc refuses the handler, the test shows the run-time check too
  route(contract.wrong, { handle: () => ({ id: "3" }) }),
  route(contract.leaky, { handle: () => ({ id: "4", name: "Weiche", passwordHash: "x" }) as { id: string; name: string } }),
  route(contract.tagged, {
    handle: ({ req }) =>
      req.headers.get("if-none-match") === '"v1"' ? notModified({ etag: '"v1"' }) : reply({ id: "5", name: "Signal" }, { headers: { etag: '"v1"' } }),
  }),
  route(contract.csv, { handle: () => new Response("a;b\r\n", { headers: { "content-type": "application/json" } }) }),
]);

afterAll(() => closeDatabase());

describe("routes bound to a contract", () => {
  it("answers the declared JSON, 201 for a creating endpoint and 204 for noContent", async () => {
    expect((await callFunction(handler, "/api/demo/things", { method: "GET" })).body).toEqual({ items: [{ id: "1", name: "Gleis" }] });
    const created = await callFunction(handler, "/api/demo/things", { body: { name: "Prellbock" } });
    expect([created.response.status, created.body]).toEqual([201, { id: "2", name: "Prellbock" }]);
    expect((await callFunction(handler, "/api/demo/things/7", { method: "DELETE" })).response.status).toBe(204);
  });

  it("carries a reply's headers and answers 304 to a current conditional GET", async () => {
    const first = await callFunction(handler, "/api/demo/tagged", { method: "GET" });
    expect([first.response.status, first.response.headers.get("etag")]).toEqual([200, '"v1"']);
    const again = await callFunction(handler, "/api/demo/tagged", { method: "GET", headers: { "if-none-match": '"v1"' } });
    expect(again.response.status).toBe(304);
  });

  it("fails loudly in tests when an answer leaves its contract (missing, extra field, wrong content type)", async () => {
    for (const path of ["/api/demo/wrong", "/api/demo/leaky", "/api/demo/export"]) {
      const call = await callFunction(handler, path, { method: "GET" });
      expect([path, call.response.status, call.body.error]).toEqual([path, 500, "response_contract_violation"]);
    }
  });

  it("does not check answers where checking is off (production)", async () => {
    process.env.API_CHECK_RESPONSES = "0";
    try {
      const call = await callFunction(handler, "/api/demo/leaky", { method: "GET" });
      expect(call.response.status).toBe(200);
    } finally {
      delete process.env.API_CHECK_RESPONSES;
    }
  });
});
