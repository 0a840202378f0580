import type { InputHTMLAttributes, Ref } from "react";

/**
 * A field only bots fill in: visually hidden, hidden from assistive technology, unreachable by Tab
 * and ignored by autofill. The server answers a filled hp with honeypot_triggered and sends nothing.
 */
export function HoneypotField(props: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <div className="form__honeypot" aria-hidden="true">
      <label htmlFor="contact-hp">Bitte dieses Feld leer lassen</label>
      <input {...props} id="contact-hp" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
