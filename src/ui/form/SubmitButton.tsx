import type { ReactNode } from "react";
import "./form-controls.css";

/**
 * The submit button of a form: disabled with 'Wird gesendet...' while sending (SPEC section 4), and
 * disabled until the island is hydrated so the server-rendered form can never submit natively.
 */
export function SubmitButton({ id, pending, ready = true, children }: { id?: string; pending: boolean; ready?: boolean; children: ReactNode }) {
  return (
    <button id={id} type="submit" className="submit-button" disabled={pending || !ready}>
      {pending ? "Wird gesendet..." : children}
    </button>
  );
}
