import { describe, expect, it } from "vitest";
import { authReducer, initialAuthState } from "./auth-reducer.ts";

const alice = { user: { id: "u1", email: "alice@example.org" }, session: { id: "s1", expiresAt: "2030-01-01T00:00:00.000Z" } };
const bob = { user: { id: "u2", email: "bob@example.org" }, session: { id: "s2", expiresAt: "2030-01-01T00:00:00.000Z" } };

describe("auth state transitions", () => {
  it("is loading until the session check ends, then signed out", () => {
    expect(initialAuthState.loading).toBe(true);
    const state = authReducer(initialAuthState, { type: "session_checked", snapshot: null });
    expect(state).toMatchObject({ loading: false, user: null, roles: [] });
  });

  it("waits for profile and roles after sign-in and takes them for the same user only", () => {
    let state = authReducer(initialAuthState, { type: "signed_in", snapshot: alice });
    expect(state).toMatchObject({ user: alice.user, session: alice.session, loading: false, profileLoading: true });
    expect(authReducer(state, { type: "user_data_loaded", userId: "u2", profile: null, roles: ["admin"] })).toBe(state);
    state = authReducer(state, { type: "user_data_loaded", userId: "u1", profile: null, roles: ["vorstand"] });
    expect(state).toMatchObject({ roles: ["vorstand"], profileLoading: false });
  });

  it("keeps roles across a session refresh of the same user but not for another user", () => {
    let state = authReducer(initialAuthState, { type: "signed_in", snapshot: alice });
    state = authReducer(state, { type: "user_data_loaded", userId: "u1", profile: null, roles: ["admin"] });
    expect(authReducer(state, { type: "session_checked", snapshot: alice }).roles).toEqual(["admin"]);
    expect(authReducer(state, { type: "signed_in", snapshot: bob })).toMatchObject({ roles: [], profileLoading: true });
  });

  it("ends profile loading silently when the user data fails", () => {
    let state = authReducer(initialAuthState, { type: "signed_in", snapshot: alice });
    state = authReducer(state, { type: "user_data_failed", userId: "u1" });
    expect(state).toMatchObject({ profileLoading: false, roles: [], authError: null });
  });

  it("resets everything on sign-out", () => {
    let state = authReducer(initialAuthState, { type: "signed_in", snapshot: alice });
    state = authReducer(state, { type: "user_data_loaded", userId: "u1", profile: null, roles: ["admin"] });
    state = authReducer(state, { type: "auth_error", message: "x" });
    expect(authReducer(state, { type: "signed_out" })).toEqual({ ...initialAuthState, loading: false });
  });
});
