import { useEffect, useRef } from "react";

/** The 'submitted' display state (SPEC section 2): replaces the form; focus moves to its heading. */
export function ThankYou() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: "start" });
    heading.current?.focus();
  }, []);
  return (
    <section className="thank-you" aria-labelledby="application-thank-you-title">
      <div className="thank-you__icon" aria-hidden="true">
        ✓
      </div>
      <h2 id="application-thank-you-title" className="thank-you__title" tabIndex={-1} ref={heading}>
        Vielen Dank für Ihren Mitgliedsantrag!
      </h2>
      <p>Ihr Antrag ist bei uns eingegangen. Sie erhalten in Kürze eine Bestätigung per E-Mail.</p>
      <p className="thank-you__hint">Bitte prüfen Sie auch Ihren Spam-Ordner, falls die E-Mail nicht ankommt.</p>
      <a className="thank-you__button" href="/">
        Zur Startseite
      </a>
    </section>
  );
}
