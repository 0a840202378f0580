/**
 * Runs the inactivity monitor while a user is signed in and speaks through toasts (SPEC section 4):
 * 'Sitzung läuft ab' with 'Verlängern', then 'Sitzung abgelaufen' and the sign-out. The route guard
 * then sends the user to the sign-in page, remembering where they were.
 */
import { useEffect, useRef } from "react";
import { dismissToast, toast } from "../../ui/toast/toast-store.ts";
import { useAuth } from "../auth/auth-context.ts";
import { startInactivityMonitor } from "./inactivity-monitor.ts";

export function SessionInactivity() {
  const { user, signOut } = useAuth();
  const userId = user?.id;
  const signOutRef = useRef(signOut);
  signOutRef.current = signOut;

  useEffect(() => {
    if (!userId) return;
    let warning: string | undefined;
    const monitor = startInactivityMonitor(window, {
      onWarn: (remainingMs) => {
        const minutes = Math.max(1, Math.round(remainingMs / 60_000));
        warning = toast({
          title: "Sitzung läuft ab",
          description: `Sie werden in ${minutes} Minuten wegen Inaktivität automatisch abgemeldet.`,
          variant: "warning",
          duration: remainingMs,
          action: {
            label: "Verlängern",
            altText: "Sitzung verlängern",
            onClick: () => {
              monitor.extend();
              if (warning) dismissToast(warning);
            },
          },
        }).id;
      },
      onExpire: () => {
        toast({ title: "Sitzung abgelaufen", description: "Sie wurden automatisch abgemeldet.", variant: "warning" });
        void signOutRef.current("inactivity");
      },
    });
    return () => monitor.stop();
  }, [userId]);

  return null;
}
