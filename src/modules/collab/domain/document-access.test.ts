import { describe, expect, it } from "vitest";
import { canArchive, canEdit, canLimitTo, canManage, canOpen, type DocumentFacts } from "./document-access.ts";

const open: DocumentFacts = { readRoles: [], archived: false, isShared: false, createdBy: "creator" };
const boardOnly: DocumentFacts = { ...open, readRoles: ["vorstand"] };
const member = { id: "m", roles: ["mitglied"] as const };
const creator = { id: "creator", roles: ["mitglied"] as const };
const board = { id: "b", roles: ["vorstand"] as const };
const management = { id: "g", roles: ["geschaeftsfuehrung"] as const };

describe("document access", () => {
  it("lets every signed-in user open an unlimited document and only the roles of a limited one", () => {
    expect(canOpen(open, member)).toBe(true);
    expect(canOpen(boardOnly, member)).toBe(false);
    expect(canOpen(boardOnly, board)).toBe(true);
    expect(canOpen(boardOnly, management)).toBe(true);
  });

  it("makes archived documents read-only", () => {
    expect(canEdit(open, member)).toBe(true);
    expect(canEdit({ ...open, archived: true }, member)).toBe(false);
    expect(canEdit(boardOnly, member)).toBe(false);
  });

  it("lets the board and the creator manage, never someone who cannot open it", () => {
    expect(canManage(open, board)).toBe(true);
    expect(canManage(open, creator)).toBe(true);
    expect(canManage(open, member)).toBe(false);
    expect(canManage({ ...boardOnly, createdBy: "m" }, member)).toBe(false);
    expect(canManage({ ...open, createdBy: null }, member)).toBe(false);
  });

  it("never archives or limits the association's shared document", () => {
    const shared = { ...open, isShared: true, createdBy: null };
    expect(canArchive(shared, board)).toBe(false);
    expect(canArchive(open, board)).toBe(true);
    expect(canLimitTo(shared, board, ["vorstand"])).toBe(false);
    expect(canLimitTo(shared, board, [])).toBe(true);
  });

  it("limits only to roles the person holds, so nobody locks themselves out", () => {
    expect(canLimitTo(open, member, ["vorstand"])).toBe(false);
    expect(canLimitTo(open, board, ["vorstand"])).toBe(true);
    expect(canLimitTo(null, management, ["vorstand", "geschaeftsfuehrung"])).toBe(true);
    expect(canLimitTo(null, member, [])).toBe(true);
  });
});
