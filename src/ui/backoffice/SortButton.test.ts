import { describe, expect, it } from "vitest";
import { ariaSort, nextSort } from "./SortButton.tsx";

describe("sortable headers", () => {
  it("flips the active column and starts others ascending", () => {
    expect(nextSort({ key: "name", dir: "asc" }, "name")).toEqual({ key: "name", dir: "desc" });
    expect(nextSort({ key: "name", dir: "desc" }, "name")).toEqual({ key: "name", dir: "asc" });
    expect(nextSort({ key: "name", dir: "desc" }, "state")).toEqual({ key: "state", dir: "asc" });
    expect(nextSort(undefined, "state")).toEqual({ key: "state", dir: "asc" });
  });

  it("names the direction for aria-sort", () => {
    expect(ariaSort({ key: "name", dir: "asc" }, "name")).toBe("ascending");
    expect(ariaSort({ key: "name", dir: "desc" }, "name")).toBe("descending");
    expect(ariaSort({ key: "name", dir: "desc" }, "state")).toBe("none");
  });
});
