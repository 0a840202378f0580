import { describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { patchListRecord, replaceListRecord, rollback } from "./optimistic-list.ts";

type Row = { id: string; name: string; version: number };
const page = (items: Row[]) => ({ items, total: items.length, page: 1, pageSize: 25 });

describe("optimistic list updates", () => {
  it("patches the record in every cached page, and rollback restores them exactly", async () => {
    const client = new QueryClient();
    client.setQueryData(
      ["users", { q: "" }],
      page([
        { id: "a", name: "Ada", version: 1 },
        { id: "b", name: "Bea", version: 3 },
      ]),
    );
    client.setQueryData(["users", { q: "ad" }], page([{ id: "a", name: "Ada", version: 1 }]));
    client.setQueryData(["other"], page([{ id: "a", name: "Ada", version: 1 }]));
    const snapshot = await patchListRecord<Row>(client, ["users"], "a", (row) => ({ ...row, name: "Ada Neu" }));
    expect(client.getQueryData<{ items: Row[] }>(["users", { q: "" }])!.items.map((r) => r.name)).toEqual(["Ada Neu", "Bea"]);
    expect(client.getQueryData<{ items: Row[] }>(["users", { q: "ad" }])!.items[0]!.name).toBe("Ada Neu");
    expect(client.getQueryData<{ items: Row[] }>(["other"])!.items[0]!.name).toBe("Ada");
    rollback(client, snapshot);
    expect(client.getQueryData<{ items: Row[] }>(["users", { q: "" }])!.items.map((r) => r.name)).toEqual(["Ada", "Bea"]);
    expect(client.getQueryData<{ items: Row[] }>(["users", { q: "ad" }])!.items[0]!.name).toBe("Ada");
  });

  it("replaces the record with the server's answer, new version included", () => {
    const client = new QueryClient();
    client.setQueryData(["users", 1], page([{ id: "a", name: "Ada", version: 1 }]));
    replaceListRecord<Row>(client, ["users"], { id: "a", name: "Ada", version: 2 });
    expect(client.getQueryData<{ items: Row[] }>(["users", 1])!.items[0]!.version).toBe(2);
  });
});
