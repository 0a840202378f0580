/**
 * Runs the inactivity monitor while a user is signed in and speaks through toasts (SPEC section 4):
 * 'Sitzung läuft ab' with 'Verlängern', then 'Sitzung abgelaufen' and the sign-out (and, if notes
 * edited offline could not be saved first, what was deleted with the browser's copies). The route guard
 * then sends the user to the sign-in page, remembering where they were.
 */
import { countOf } from "#shared/plural.ts";
import { useEffect, useRef } from "react";
import { dismissToast, toast } from "#ui/toast/toast-store.ts";
import { useAuth } from "#ui/session/auth-context.ts";
import { startInactivityMonitor } from "./inactivity-monitor.ts";
import { describeUnsaved } from "../auth/local-user-data.ts";

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
          description: `Sie werden in ${countOf(minutes, "Minute", "Minuten")} wegen Inaktivität automatisch abgemeldet.`,
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
        void signOutRef.current("inactivity").then((result) => {
          // Nobody is there to ask: the browser's copies go anyway (shared computers), and the
          // person learns what was lost when they come back, until they close the message.
          const discarded = "discarded" in result ? result.discarded : [];
          if (discarded.length === 0) return;
          toast({
            title: "Sitzung abgelaufen",
            description: `Sie wurden automatisch abgemeldet. Nicht gespeicherte Änderungen wurden aus diesem Browser gelöscht: ${describeUnsaved(discarded)}.`,
            variant: "destructive",
            duration: Infinity,
          });
        });
      },
    });
    return () => monitor.stop();
  }, [userId]);

  return null;
}
