import { createElement, useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "#ui/session/auth-context.ts";
import type { UnsavedWork } from "#ui/session/local-user-data.ts";
import { LOGIN_PATH } from "#shared/routes.ts";
import { authToasts } from "#modules/account/ui/auth-toasts.ts";
import { UnsavedWorkDialog } from "./UnsavedWorkDialog.tsx";

/**
 * Sign-out by the user: toast, then the sign-in page (without remembering this page). When work
 * only this browser holds could not be saved, the person decides in a dialog (`dialog`, to render).
 */
export function useSignOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [unsaved, setUnsaved] = useState<UnsavedWork[] | null>(null);

  const run = useCallback(
    async (discardUnsaved: boolean) => {
      setBusy(true);
      const result = await signOut("user", { discardUnsaved });
      setBusy(false);
      if ("unsaved" in result) {
        setUnsaved(result.unsaved);
        return;
      }
      setUnsaved(null);
      if (result.ok) authToasts.signedOut();
      else authToasts.signOutFailed(result.message);
      navigate(LOGIN_PATH, { replace: true });
    },
    [signOut, navigate],
  );

  const dialog = createElement(UnsavedWorkDialog, {
    unsaved,
    busy,
    onStay: () => setUnsaved(null),
    onRetry: () => void run(false),
    onDiscard: () => void run(true),
  });
  return { signOut: useCallback(() => run(false), [run]), busy, dialog };
}
