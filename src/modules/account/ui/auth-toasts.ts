/** The toasts of SPEC section 8 for sign-in, sign-up and sign-out. */
import { toast } from "#ui/toast/toast-store.ts";

export const authToasts = {
  signedIn: () => toast({ title: "Erfolgreich angemeldet", description: "Willkommen zurück!", variant: "success" }),
  signInFailed: (message: string) => toast({ title: "Anmeldung fehlgeschlagen", description: message, variant: "destructive" }),
  signedUp: () => toast({ title: "Registrierung erfolgreich", description: "Bitte überprüfen Sie Ihre E-Mail zur Bestätigung.", variant: "success" }),
  signUpFailed: (message: string) => toast({ title: "Registrierung fehlgeschlagen", description: message, variant: "destructive" }),
  signedOut: () => toast({ title: "Erfolgreich abgemeldet", description: "Auf Wiedersehen!", variant: "success" }),
  signOutFailed: (message: string) => toast({ title: "Abmeldung fehlgeschlagen", description: message, variant: "destructive" }),
};
