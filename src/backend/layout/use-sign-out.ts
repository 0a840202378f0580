import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "../auth/auth-context.ts";
import { LOGIN_PATH } from "../paths.ts";
import { authToasts } from "../routes/login/auth-toasts.ts";

/** Sign-out by the user: toast, then the sign-in page (without remembering this page). */
export function useSignOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    const result = await signOut("user");
    if (result.ok) authToasts.signedOut();
    else authToasts.signOutFailed(result.message);
    navigate(LOGIN_PATH, { replace: true });
  }, [signOut, navigate]);
}
