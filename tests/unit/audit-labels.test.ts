/**
 * The audit screen names every area and action in German (issue 23: the filters showed `bank`,
 * `fee`, `role_change`, `session.ended` and "Dokumente" twice). This reads every recordAudit call
 * in src/ and checks that what it can write has a German name: each action (literals, both sides
 * of a ternary, the template actions expanded over their enums), each entity type (the area of an
 * entry written outside a request) and each API path's module (the area of one written inside).
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AUDIT_ACTION_LABELS, AUDIT_AREAS, AUDIT_ENTITY_LABELS, auditAreaLabel, auditAreaOf } from "#shared/audit-labels.ts";
import { ENTITY_NAME_QUERIES } from "#modules/audit/server/entity-names.ts";
import { moduleOfPath } from "#platform/audit/record-audit.ts";
import { loadFunctionRoutes } from "../helpers/function-routes.ts";
import { MOTION_DECISIONS } from "#modules/assembly/schema/motion.ts";
import { APPLICATION_STATUSES } from "#modules/membership-applications/domain/application-status.ts";
import { moderationInput } from "#modules/discussions/schema.ts";

const SRC = path.resolve(import.meta.dirname, "../../src");

/** Template actions and the values their placeholder takes. */
const TEMPLATES: Record<string, readonly string[]> = {
  "motion_${input.decision}": MOTION_DECISIONS,
  "discussion_thread_${input.action}": moderationInput.options.map((o) => o.shape.action.value),
  "application_${to}": APPLICATION_STATUSES,
};

async function sourceFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await sourceFiles(full)));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.includes(".test.")) out.push(full);
  }
  return out;
}

interface Written {
  file: string;
  actions: string[];
  entityTypes: string[];
}

/** The text of every recordAudit(...) call, with the file's ENTITY constant resolved. */
async function auditCalls(): Promise<Written[]> {
  const calls: Written[] = [];
  for (const file of await sourceFiles(SRC)) {
    if (file.endsWith("record-audit.ts")) continue;
    const text = await readFile(file, "utf8");
    const entityConst = /const ENTITY = "([^"]+)"/.exec(text)?.[1];
    for (let i = text.indexOf("recordAudit("); i >= 0; i = text.indexOf("recordAudit(", i + 1)) {
      let depth = 0;
      let end = i + "recordAudit".length;
      for (; end < text.length; end++) {
        if (text[end] === "(") depth++;
        else if (text[end] === ")" && --depth === 0) break;
      }
      const call = text.slice(i, end + 1);
      const actionExpr = /action:\s*([\s\S]*?)(?:,\s*(?:entityType|actorUserId|entityId)\b|,?\s*\}\s*\)$)/.exec(call)?.[1] ?? "";
      const actions = [...actionExpr.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
      for (const [, template] of actionExpr.matchAll(/`([^`]+)`/g)) {
        const values = TEMPLATES[template!];
        if (!values) throw new Error(`${file}: template action \`${template}\`: add its values to TEMPLATES`);
        const [head, tail] = template!.split(/\$\{[^}]+\}/);
        actions.push(...values.map((v) => `${head}${v}${tail}`));
      }
      if (actions.length === 0) throw new Error(`${file}: recordAudit call without a readable action:\n${call.slice(0, 200)}`);
      const entityExpr = /entityType:\s*([^,\n}]+)/.exec(call)?.[1]?.trim() ?? "";
      const entityTypes = entityExpr === "ENTITY" && entityConst ? [entityConst] : [...entityExpr.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
      calls.push({ file: path.relative(SRC, file), actions, entityTypes });
    }
  }
  return calls;
}

describe("German names in the audit trail (issue 23)", () => {
  it("finds the calls it checks", async () => {
    expect((await auditCalls()).length).toBeGreaterThan(100);
  });

  it("names every action recordAudit can write", async () => {
    const unnamed = (await auditCalls()).flatMap((c) => c.actions.filter((a) => !AUDIT_ACTION_LABELS[a]).map((a) => `${c.file}: ${a}`));
    expect(unnamed).toEqual([]);
  });

  it("puts every entity type written outside a request into a named area", async () => {
    const unknown = (await auditCalls()).flatMap((c) => c.entityTypes.filter((t) => !auditAreaOf(t)).map((t) => `${c.file}: ${t}`));
    expect(unknown).toEqual([]);
  });

  it("puts every API module into a named area", async () => {
    const unknown = [...new Set((await loadFunctionRoutes()).map((r) => moduleOfPath(r.path)!))].filter((m) => !auditAreaOf(m));
    expect(unknown).toEqual([]);
  });

  it("names the kind of every object recordAudit writes about, and of every object it can name (issue 25)", async () => {
    const unnamed = (await auditCalls()).flatMap((c) => c.entityTypes.filter((t) => !AUDIT_ENTITY_LABELS[t]).map((t) => `${c.file}: ${t}`));
    expect(unnamed).toEqual([]);
    expect(Object.keys(ENTITY_NAME_QUERIES).filter((t) => !AUDIT_ENTITY_LABELS[t])).toEqual([]);
    for (const raw of ["role_change", "invite", "discussion_post_created"]) expect(AUDIT_ACTION_LABELS[raw]).toMatch(/^[A-ZÄÖÜ]/);
  });

  it("gives no two actions and no two areas the same name, and no alias to two areas", () => {
    const actionLabels = Object.values(AUDIT_ACTION_LABELS);
    expect(actionLabels.length).toBe(new Set(actionLabels).size);
    const areaLabels = Object.values(AUDIT_AREAS).map((a) => a.label);
    expect(areaLabels.length).toBe(new Set(areaLabels).size);
    const keys = Object.entries(AUDIT_AREAS).flatMap(([area, { aliases }]) => [area, ...aliases]);
    expect(keys.length).toBe(new Set(keys).size);
  });

  it("names the keys the old trail shows raw", () => {
    expect(["bank", "fee", "session", "document", "documents"].map(auditAreaLabel)).toEqual(["Finanzen", "Finanzen", "Sicherheit", "Dokumente", "Dokumente"]);
    expect(AUDIT_ACTION_LABELS.role_change).toBe("Rollen geändert");
    expect(AUDIT_ACTION_LABELS["session.ended"]).toBe("Sitzung beendet");
  });
});
