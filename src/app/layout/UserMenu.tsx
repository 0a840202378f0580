/**
 * The user menu in the top bar: who is signed in, with which roles, and the way out. A disclosure
 * (button + panel) rather than an ARIA menu: its contents are links, text and one button.
 */
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { ROLE_LABELS } from "#shared/roles.ts";
import { useAuth } from "#ui/session/auth-context.ts";
import { routes } from "#shared/routes.ts";
import { useSignOut } from "./use-sign-out.ts";

function initials(email: string, first?: string | null, last?: string | null): string {
  const fromName = `${first?.[0] ?? ""}${last?.[0] ?? ""}`;
  return (fromName || email.slice(0, 2)).toUpperCase();
}

export function UserMenu() {
  const { user, profile, roles } = useAuth();
  const { signOut, busy: signingOut, dialog: unsavedDialog } = useSignOut();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", close);
    document.addEventListener("pointerdown", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("pointerdown", close);
    };
  }, [open]);

  if (!user) return null;
  return (
    <div className="user-menu" ref={root}>
      <button type="button" className="user-menu__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <span className="avatar" aria-hidden="true">
          {initials(user.email, profile?.first_name, profile?.last_name)}
        </span>
        <span className="user-menu__email">{user.email}</span>
        <span className="visually-hidden">Benutzermenü</span>
      </button>
      <div id={panelId} className="user-menu__panel" hidden={!open}>
        <p className="user-menu__who">
          <strong>{user.email}</strong>
          <span>{roles.length ? roles.map((r) => ROLE_LABELS[r]).join(", ") : "Angemeldet"}</span>
        </p>
        <ul className="user-menu__links">
          <li>
            <Link to={routes.profile.path} onClick={() => setOpen(false)}>
              Mein Profil
            </Link>
          </li>
          <li>
            <Link to={routes.dashboard.path} onClick={() => setOpen(false)}>
              Übersicht
            </Link>
          </li>
          <li>
            <a href="/">Zur Website</a>
          </li>
        </ul>
        <button type="button" className="button button--block" disabled={signingOut} onClick={() => void signOut()}>
          {signingOut ? "Wird abgemeldet …" : "Abmelden"}
        </button>
      </div>
      {unsavedDialog}
    </div>
  );
}
