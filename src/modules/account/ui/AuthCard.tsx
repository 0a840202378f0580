import type { ReactNode } from "react";

/** The frame of the public /backend screens (login, invitation): a card with the VNSI mark and the screen's title. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="login" id="inhalt">
      <div className="login__card">
        <div className="login__brand">
          <span className="brand-mark" aria-hidden="true">
            VNSI
          </span>
          <div>
            <p className="login__eyebrow">Interner Bereich</p>
            <h1 className="login__title">{title}</h1>
          </div>
        </div>
        {children}
      </div>
    </main>
  );
}
