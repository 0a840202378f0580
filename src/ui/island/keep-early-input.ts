/**
 * Keeps what a visitor typed, picked or ticked before or while a form island hydrated (issue 23).
 * The form is complete static HTML from the first byte and can be filled in long before its code
 * has arrived; hydration adopts those very DOM nodes, but react-hook-form, registering each field
 * when React commits, writes its default values into them (a picked radio button or a ticked
 * checkbox is cleared again), and React's own state never saw the early input either.
 *
 * keepEarlyInput() runs just before hydrateRoot: it notes the state of every control and follows
 * every input and change event until hydration is done. restore() runs right after React's first
 * commit and puts back whatever differs, the way a visitor would: a click for a checkbox or radio
 * button, the native value setter plus an input/change event for text and selects, so React's
 * onChange sees it and the form's state holds what the page shows. Library-agnostic: it knows
 * nothing of the form but the DOM.
 */
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Wanted = { checked: boolean } | { value: string };

const SKIPPED_TYPES = new Set(["hidden", "submit", "button", "reset", "file", "image"]);

function controlsIn(container: HTMLElement): Control[] {
  return [...container.querySelectorAll<Control>("input, select, textarea")].filter((c) => !(c instanceof HTMLInputElement && SKIPPED_TYPES.has(c.type)));
}

const isCheckable = (c: Control): c is HTMLInputElement => c instanceof HTMLInputElement && (c.type === "checkbox" || c.type === "radio");

function read(control: Control): Wanted {
  return isCheckable(control) ? { checked: control.checked } : { value: control.value };
}

/** Sets a value past React's value tracker, so the event that follows counts as a change. */
function setNativeValue(control: Control, value: string): void {
  const prototype = Object.getPrototypeOf(control) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  if (setter) setter.call(control, value);
  else control.value = value;
}

/** The live element for a noted one (the same node, unless hydration had to re-create it). */
function live(control: Control, container: HTMLElement): Control | null {
  if (control.isConnected) return control;
  return control.id ? (container.querySelector<Control>(`#${CSS.escape(control.id)}`) ?? null) : null;
}

export function keepEarlyInput(container: HTMLElement): { restore(): void } {
  const wanted = new Map<Control, Wanted>();
  for (const control of controlsIn(container)) wanted.set(control, read(control));

  const follow = (event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement)) return;
    if (target instanceof HTMLInputElement && SKIPPED_TYPES.has(target.type)) return;
    // A radio button clears its siblings without events of their own.
    if (target instanceof HTMLInputElement && target.type === "radio" && target.name) {
      for (const radio of container.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(target.name)}"]`)) wanted.set(radio, read(radio));
    } else {
      wanted.set(target, read(target));
    }
  };
  container.addEventListener("input", follow, true);
  container.addEventListener("change", follow, true);

  let restored = false;
  return {
    /** Once: a form remounted later (the error screen's "Erneut versuchen") starts afresh. */
    restore() {
      if (restored) return;
      restored = true;
      container.removeEventListener("input", follow, true);
      container.removeEventListener("change", follow, true);
      for (const [noted, state] of wanted) {
        const control = live(noted, container);
        if (!control || control.disabled) continue;
        if ("checked" in state) {
          const input = control as HTMLInputElement;
          // A radio button cannot be unticked by a click; ticking the wanted one unticks the rest.
          if (input.checked !== state.checked && (input.type === "checkbox" || state.checked)) input.click();
        } else if (control.value !== state.value) {
          setNativeValue(control, state.value);
          control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
        }
      }
    },
  };
}
