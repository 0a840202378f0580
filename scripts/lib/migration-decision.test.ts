import { describe, expect, it } from "vitest";
import { migrationDecision } from "./migration-decision.ts";

describe("the deploy build's migration step (issue 21)", () => {
  it("migrates in the production context of a Netlify build", () => {
    expect(migrationDecision({ NETLIFY: "true", CONTEXT: "production" }, true)).toBeUndefined();
  });

  it("never migrates from a deploy preview or branch deploy (they see the production URL too)", () => {
    expect(migrationDecision({ NETLIFY: "true", CONTEXT: "deploy-preview" }, true)).toMatch(/deploy-preview/);
    expect(migrationDecision({ NETLIFY: "true", CONTEXT: "branch-deploy" }, true)).toMatch(/does not migrate/);
    expect(migrationDecision({ NETLIFY: "true" }, true)).toMatch(/unknown/);
  });

  it("migrates the contexts MIGRATE_CONTEXTS names (previews with a database of their own)", () => {
    expect(migrationDecision({ NETLIFY: "true", CONTEXT: "deploy-preview", MIGRATE_CONTEXTS: "deploy-preview, branch-deploy" }, true)).toBeUndefined();
  });

  it("skips without a database, and migrates outside Netlify", () => {
    expect(migrationDecision({ NETLIFY: "true", CONTEXT: "production" }, false)).toMatch(/no DATABASE_URL/);
    expect(migrationDecision({}, true)).toBeUndefined();
  });
});
