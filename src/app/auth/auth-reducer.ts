/**
 * The transitions of the auth state (SPEC section 4): loading until the session check ends, then
 * signed in or signed out; a sign-out resets everything.
 */
import type { ProfileRow } from "#shared/schemas/user-data.ts";
import type { Role } from "#shared/roles.ts";
import type { AuthSnapshot, AuthState } from "#ui/session/auth-types.ts";

export type AuthEvent =
  | { type: "session_checked"; snapshot: AuthSnapshot | null }
  | { type: "signed_in"; snapshot: AuthSnapshot }
  | { type: "signed_out" }
  | { type: "user_data_loaded"; userId: string; profile: ProfileRow | null; roles: Role[] }
  | { type: "user_data_failed"; userId: string }
  | { type: "auth_error"; message: string | null };

export const initialAuthState: AuthState = {
  user: null,
  session: null,
  profile: null,
  roles: [],
  loading: true,
  profileLoading: false,
  authError: null,
};

const signedOut: AuthState = { ...initialAuthState, loading: false };

function withSnapshot(state: AuthState, snapshot: AuthSnapshot): AuthState {
  const sameUser = state.user?.id === snapshot.user.id;
  return {
    ...state,
    user: snapshot.user,
    session: snapshot.session,
    loading: false,
    authError: null,
    // A different user starts without profile and roles until they are loaded.
    profile: sameUser ? state.profile : null,
    roles: sameUser ? state.roles : [],
    profileLoading: sameUser ? state.profileLoading : true,
  };
}

export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case "session_checked":
      return event.snapshot ? withSnapshot(state, event.snapshot) : signedOut;
    case "signed_in":
      return withSnapshot(state, event.snapshot);
    case "signed_out":
      return signedOut;
    case "user_data_loaded":
      if (state.user?.id !== event.userId) return state;
      return { ...state, profile: event.profile, roles: event.roles, profileLoading: false };
    case "user_data_failed":
      // Failing to load roles only costs the user the role-gated screens; it is not an error to show.
      if (state.user?.id !== event.userId) return state;
      return { ...state, profileLoading: false };
    case "auth_error":
      return { ...state, authError: event.message };
  }
}
