/** The loading state of a protected page (SPEC section 2): a spinner with a spoken label. */
export function Spinner({ label = "Wird geladen …" }: { label?: string }) {
  return (
    <div className="spinner-block" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="spinner-block__label">{label}</span>
    </div>
  );
}
