import { describe, expect, it, vi } from "vitest";
import { checkPermission, type PermissionDeps } from "./check-permission.ts";

function deps(server: boolean | Error) {
  return {
    askServer: vi.fn(async () => {
      if (server instanceof Error) throw server;
      return server;
    }),
    log: vi.fn<PermissionDeps["log"]>(async () => {}),
    notify: vi.fn<PermissionDeps["notify"]>(),
  } satisfies PermissionDeps;
}

describe("checkPermission", () => {
  it("asks the server, which logs the check itself", async () => {
    const d = deps(true);
    await expect(checkPermission(d, { userId: "u1", localRoles: [], requiredRoles: ["admin"], action: "role_change" })).resolves.toBe(true);
    expect(d.askServer).toHaveBeenCalledWith("u1", ["admin"], "role_change");
    expect(d.log).not.toHaveBeenCalled();
    expect(d.notify).not.toHaveBeenCalled();
  });

  it("tells the user about a denial by the server", async () => {
    const d = deps(false);
    await expect(checkPermission(d, { userId: "u1", localRoles: ["vorstand"], requiredRoles: ["admin"], action: "data_export" })).resolves.toBe(false);
    expect(d.notify).toHaveBeenCalledWith({ title: "Keine Berechtigung", description: "Sie haben keine Berechtigung für: data_export" });
    expect(d.log).not.toHaveBeenCalled();
  });

  it("without the server, logs a denial with the role flags itself", async () => {
    const d = deps(new Error("offline"));
    await expect(checkPermission(d, { userId: "u1", localRoles: ["vorstand"], requiredRoles: ["admin"], action: "data_export" })).resolves.toBe(false);
    expect(d.log).toHaveBeenCalledWith("u1", "permission_denied", "Berechtigung verweigert: data_export", {
      action: "data_export",
      requiredRoles: ["admin"],
      isAdmin: false,
      isGeschaeftsfuehrung: false,
      isVorstand: true,
      isMitglied: false,
    });
    expect(d.notify).toHaveBeenCalledWith({ title: "Keine Berechtigung", description: "Sie haben keine Berechtigung für: data_export" });
  });

  it("without the server, logs granted sensitive actions only", async () => {
    const d = deps(new Error("offline"));
    await checkPermission(d, { userId: "u1", localRoles: ["admin"], requiredRoles: ["admin"], action: "member_creation" });
    expect(d.log).toHaveBeenCalledWith(
      "u1",
      "permission_granted",
      "Berechtigung erteilt: member_creation",
      expect.objectContaining({ action: "member_creation", isAdmin: true }),
    );
    d.log.mockClear();
    await checkPermission(d, { userId: "u1", localRoles: ["admin"], requiredRoles: ["admin"], action: "discussion_view" });
    expect(d.log).not.toHaveBeenCalled();
  });

  it("falls back to the local roles when the server cannot be asked", async () => {
    const d = deps(new Error("offline"));
    await expect(checkPermission(d, { userId: "u1", localRoles: ["geschaeftsfuehrung"], requiredRoles: ["vorstand"], action: "x" })).resolves.toBe(true);
    await expect(checkPermission(d, { userId: "u1", localRoles: ["vorstand"], requiredRoles: ["admin"], action: "x" })).resolves.toBe(false);
  });

  it("tells a signed-out user to sign in and asks nobody", async () => {
    const d = deps(true);
    await expect(checkPermission(d, { userId: null, localRoles: [], requiredRoles: [], action: "x" })).resolves.toBe(false);
    expect(d.notify).toHaveBeenCalledWith(expect.objectContaining({ title: "Nicht angemeldet" }));
    expect(d.askServer).not.toHaveBeenCalled();
  });
});
