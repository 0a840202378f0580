import { describe, expect, it } from "vitest";
import { fillPath, queryString, urlOf } from "./url.ts";

describe("url building", () => {
  it("leaves out empty values, repeats arrays and encodes", () => {
    expect(queryString({ q: "Bahn & Gleis", empty: "", none: undefined, nil: null, page: 2, tags: ["a", "b"], on: false })).toBe(
      "?q=Bahn+%26+Gleis&page=2&tags=a&tags=b&on=false",
    );
    expect(queryString({})).toBe("");
  });

  it("fills path parameters and refuses a missing one", () => {
    expect(fillPath("/api/x/:id/y/:key", { id: "ä b", key: 3 })).toBe("/api/x/%C3%A4%20b/y/3");
    expect(() => fillPath("/api/x/:id", {})).toThrow(/id is missing/);
    expect(urlOf("/api/x/:id", { params: { id: "1" }, query: { v: 2 } })).toBe("/api/x/1?v=2");
  });
});
