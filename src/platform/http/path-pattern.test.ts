import { describe, expect, it } from "vitest";
import { compilePathPattern } from "./path-pattern.ts";

/** The matcher answers exactly as URLPattern did, on the route shapes in use and on edge paths. */
const PATTERNS = [
  "/api/members",
  "/api/members/:id",
  "/api/members/:id/contacts/:contactId",
  "/api/assembly/assemblies/:id/minutes.pdf",
  "/api/documents/:id.pdf",
  "/backend/*",
  "/api/x/:id?",
];
const PATHS = [
  "/api/members",
  "/api/members/",
  "/api/members/abc",
  "/api/members/abc/",
  "/api/members/a%20b",
  "/api/members/abc/contacts/xyz",
  "/api/members/abc/contacts/",
  "/api/Members",
  "/api/assembly/assemblies/42/minutes.pdf",
  "/api/assembly/assemblies/42/minutesXpdf",
  "/api/assembly/assemblies//minutes.pdf",
  "/api/documents/7.pdf",
  "/api/documents/7.x.pdf",
  "/backend/anything/at/all",
  "/api/x",
  "/api/x/1",
  "/",
];

describe("compilePathPattern", () => {
  for (const pattern of PATTERNS) {
    it(`matches like URLPattern: ${pattern}`, () => {
      const ours = compilePathPattern(pattern);
      const reference = new URLPattern({ pathname: pattern });
      for (const pathname of PATHS) {
        const expected = reference.exec({ pathname });
        const groups = expected ? Object.fromEntries(Object.entries(expected.pathname.groups).filter(([, v]) => v !== undefined)) : null;
        expect(ours.exec(pathname), `${pattern} on ${pathname}`).toEqual(groups);
      }
    });
  }
});
