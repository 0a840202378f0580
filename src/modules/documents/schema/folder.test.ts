import { describe, expect, it } from "vitest";
import { folderInputSchema, folderUpdateSchema } from "./folder.ts";

describe("folder schemas", () => {
  it("accepts a folder whose write role is at least as strict as its read role", () => {
    expect(folderInputSchema.parse({ name: " Vorstand ", readRole: "vorstand", writeRole: "geschaeftsfuehrung" })).toEqual({
      name: "Vorstand",
      description: null,
      readRole: "vorstand",
      writeRole: "geschaeftsfuehrung",
    });
    expect(folderUpdateSchema.parse({ name: "Alle", readRole: "mitglied", writeRole: "mitglied", version: 3 }).version).toBe(3);
  });

  it("refuses a write role wider than the read role, with a German message", () => {
    const result = folderInputSchema.safeParse({ name: "X", readRole: "vorstand", writeRole: "mitglied" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["writeRole"] });
    expect(result.error?.issues[0]?.message).toContain("Schreibrolle");
  });

  it("refuses unknown roles and fields", () => {
    expect(folderInputSchema.safeParse({ name: "X", readRole: "gast", writeRole: "admin" }).success).toBe(false);
    expect(folderInputSchema.safeParse({ name: "X", readRole: "admin", writeRole: "admin", extra: 1 }).success).toBe(false);
    expect(folderUpdateSchema.safeParse({ name: "X", readRole: "admin", writeRole: "admin" }).success).toBe(false);
  });
});
