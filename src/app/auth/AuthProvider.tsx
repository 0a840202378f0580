/**
 * Holds the auth state of the internal area and runs its timings (SPEC sections 4 and 9): session
 * check on start, profile and roles 50 ms after sign-in, session refresh every 15 minutes, query
 * cache cleared on every change of user, login and logout written to the activity log.
 *
 * Data modules keep in the browser's storage (offline copies of notes) is saved and deleted at
 * sign-out, and deleted when someone else signs in: on a shared office computer the next person
 * must not find it (local-user-data.ts).
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { setSentryUser } from "#ui/sentry-client.ts";
import { setTokenSource, setUnauthorizedHandler } from "#ui/backoffice/api-client.ts";
import { logActivity } from "./activity-log.ts";
import { AuthContext, type AuthContextValue } from "#ui/session/auth-context.ts";
import { authErrorMessage, passwordChangeErrorMessage } from "./auth-error-message.ts";
import { authReducer, initialAuthState } from "./auth-reducer.ts";
import type { AuthAdapter, AuthResult, SignOutResult } from "#ui/session/auth-types.ts";
import { createLocalAdapter } from "./local-adapter.ts";
import { loadAuthConfig } from "./load-auth-config.ts";
import { userDataCache } from "./user-data.ts";
import { describeUnsaved, forgetLocalUserData, saveLocalUserData } from "./local-user-data.ts";

const ClerkBridge = lazy(() => import("./ClerkBridge.tsx"));

export const PROFILE_LOAD_DELAY_MS = 50;
export const SESSION_REFRESH_MS = 15 * 60 * 1000;
/** Where the confirmation link of a new account leads (SPEC section 7: redirect to /backend). */
const SIGN_UP_REDIRECT_PATH = "/backend";

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  const [adapter, setAdapter] = useState<AuthAdapter | null>(null);
  const [clerkKey, setClerkKey] = useState<string | null>(null);
  const [signUpOpen, setSignUpOpen] = useState(false);
  const userId = state.user?.id ?? null;
  const userIdRef = useRef(userId);
  userIdRef.current = userId;

  useEffect(() => {
    loadAuthConfig().then((config) => {
      setSignUpOpen(config.signUpOpen);
      if (config.provider === "clerk" && config.publishableKey) setClerkKey(config.publishableKey);
      else setAdapter(createLocalAdapter());
    });
  }, []);

  // Session check when the provider is ready, and following changes made elsewhere.
  useEffect(() => {
    if (!adapter) return;
    setTokenSource(adapter.getToken);
    setUnauthorizedHandler(() => {
      if (userIdRef.current) dispatch({ type: "signed_out" });
    });
    adapter.getSession().then(
      (snapshot) => dispatch({ type: "session_checked", snapshot }),
      () => dispatch({ type: "session_checked", snapshot: null }),
    );
    return adapter.subscribe((snapshot) => {
      if (snapshot?.user.id !== userIdRef.current) queryClient.clear();
      dispatch({ type: "session_checked", snapshot });
    });
  }, [adapter, queryClient]);

  const loadUserData = useCallback(async (id: string, fresh = false) => {
    try {
      const { profile, roles } = await userDataCache.load(id, { fresh });
      dispatch({ type: "user_data_loaded", userId: id, profile, roles });
    } catch (error) {
      console.debug("[auth] profile and roles not loaded", error);
      dispatch({ type: "user_data_failed", userId: id });
    }
  }, []);

  useEffect(() => {
    // Only the opaque id ever reaches error reports.
    setSentryUser(userId);
    if (!userId) return;
    const timer = setTimeout(() => void loadUserData(userId), PROFILE_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [userId, loadUserData]);

  useEffect(() => {
    if (!adapter || !userId) return;
    const timer = setInterval(() => {
      adapter.getSession().then(
        (snapshot) => dispatch({ type: "session_checked", snapshot }),
        () => {},
      );
      void loadUserData(userId);
    }, SESSION_REFRESH_MS);
    return () => clearInterval(timer);
  }, [adapter, userId, loadUserData]);

  // Whenever it is clear who is signed in, the browser holds nothing of anyone else. With nobody
  // signed in (session ended elsewhere, expired, or the page was opened signed out), copies with
  // unsaved edits wait for their owner; a sign-in by someone else or a sign-out deletes them.
  const checked = !state.loading;
  useEffect(() => {
    if (!checked) return;
    void forgetLocalUserData(userId ? { keepUserId: userId } : { keepUserId: null, keepUnsaved: true });
  }, [checked, userId]);

  const signIn = useCallback(
    async (email: string, password: string): Promise<AuthResult> => {
      if (!adapter) return { ok: false, message: authErrorMessage(undefined) };
      dispatch({ type: "auth_error", message: null });
      try {
        const snapshot = await adapter.signIn(email, password);
        queryClient.clear();
        userDataCache.clear();
        dispatch({ type: "signed_in", snapshot });
        void logActivity(snapshot.user.id, "login", "Anmeldung im internen Bereich");
        return { ok: true };
      } catch (error) {
        const message = authErrorMessage(error);
        dispatch({ type: "auth_error", message });
        return { ok: false, message };
      }
    },
    [adapter, queryClient],
  );

  const signUp = useCallback<AuthContextValue["signUp"]>(
    async (data) => {
      if (!adapter) return { ok: false, message: authErrorMessage(undefined) };
      try {
        await adapter.signUp({ ...data, redirectUrl: new URL(SIGN_UP_REDIRECT_PATH, window.location.origin).href });
        return { ok: true };
      } catch (error) {
        const message = authErrorMessage(error);
        dispatch({ type: "auth_error", message });
        return { ok: false, message };
      }
    },
    [adapter],
  );

  const acceptInvitation = useCallback<AuthContextValue["acceptInvitation"]>(
    async (token, password) => {
      if (!adapter) return { ok: false, message: authErrorMessage(undefined) };
      try {
        const snapshot = await adapter.acceptInvitation(token, password);
        if (!snapshot) return { ok: true, signedIn: false };
        queryClient.clear();
        userDataCache.clear();
        dispatch({ type: "signed_in", snapshot });
        void logActivity(snapshot.user.id, "login", "Anmeldung im internen Bereich (Einladung angenommen)");
        return { ok: true, signedIn: true };
      } catch (error) {
        return { ok: false, message: authErrorMessage(error) };
      }
    },
    [adapter, queryClient],
  );

  const signOut = useCallback<AuthContextValue["signOut"]>(
    async (reason = "user", options = {}): Promise<SignOutResult> => {
      if (!adapter) return { ok: false, message: authErrorMessage(undefined), discarded: [] };
      const id = userIdRef.current;
      // A final sync of what only this browser holds (instant when there is nothing to save).
      const unsaved = id ? await saveLocalUserData(id) : [];
      if (unsaved.length > 0 && reason === "user" && !options.discardUnsaved) {
        return { ok: false, message: `Nicht gespeichert: ${describeUnsaved(unsaved)}.`, unsaved };
      }
      // The browser forgets the user at once, even if the server cannot be told below.
      queryClient.clear();
      userDataCache.clear();
      dispatch({ type: "signed_out" });
      await forgetLocalUserData({ keepUserId: null });
      // Logged before the server session ends: afterwards there is no token to write the entry with.
      if (id) await logActivity(id, "logout", reason === "inactivity" ? "Automatische Abmeldung nach Inaktivität" : "Abmeldung");
      try {
        await adapter.signOut();
        return { ok: true, discarded: unsaved };
      } catch (error) {
        return { ok: false, message: authErrorMessage(error), discarded: unsaved };
      }
    },
    [adapter, queryClient],
  );

  const refreshRoles = useCallback(async () => {
    if (userIdRef.current) await loadUserData(userIdRef.current, true);
  }, [loadUserData]);

  // Clerk's own reset and change flows, answering in German; null for the local provider.
  const providerPasswords = useMemo<AuthContextValue["providerPasswords"]>(() => {
    const passwords = adapter?.passwords;
    if (!passwords) return null;
    const attempt = async (run: () => Promise<unknown>, messageOf = authErrorMessage): Promise<AuthResult> => {
      try {
        await run();
        return { ok: true };
      } catch (error) {
        return { ok: false, message: messageOf(error) };
      }
    };
    return {
      startReset: (email) => attempt(() => passwords.startReset(email)),
      async finishReset(code, password) {
        try {
          const snapshot = await passwords.finishReset(code, password);
          if (!snapshot) return { ok: true, signedIn: false };
          queryClient.clear();
          userDataCache.clear();
          dispatch({ type: "signed_in", snapshot });
          return { ok: true, signedIn: true };
        } catch (error) {
          return { ok: false, message: authErrorMessage(error) };
        }
      },
      change: (currentPassword, newPassword) => attempt(() => passwords.change(currentPassword, newPassword), passwordChangeErrorMessage),
    };
  }, [adapter, queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, provider: adapter?.provider ?? null, signUpOpen, signIn, signUp, acceptInvitation, signOut, refreshRoles, providerPasswords }),
    [state, adapter, signUpOpen, signIn, signUp, acceptInvitation, signOut, refreshRoles, providerPasswords],
  );

  const content = <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
  if (!clerkKey) return content;
  return (
    <Suspense fallback={content}>
      <ClerkBridge publishableKey={clerkKey} onReady={setAdapter}>
        {content}
      </ClerkBridge>
    </Suspense>
  );
}
