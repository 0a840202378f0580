import { describe, expect, it } from "vitest";
import { contentExtensions, isAllowedLink } from "./content-extensions.ts";

describe("contentExtensions", () => {
  it("leaves out what would let merely opening a document change it (trailing node) and the local undo history", () => {
    const starterKit = contentExtensions()[0]!;
    expect(starterKit.name).toBe("starterKit");
    expect(starterKit.options).toMatchObject({ trailingNode: false, undoRedo: false });
  });
});

describe("isAllowedLink", () => {
  it("allows web, mail, phone and site-relative targets only", () => {
    for (const href of ["https://vnsi.de", "http://x.de/a", "mailto:info@vnsi.de", "tel:+4930", "/backend/collab", "#top"])
      expect(isAllowedLink(href), href).toBe(true);
    for (const href of ["javascript:alert(1)", " JavaScript:alert(1)", "data:text/html,x", "//evil.example", "vbscript:x", "file:///etc/passwd", ""])
      expect(isAllowedLink(href), href).toBe(false);
  });
});
