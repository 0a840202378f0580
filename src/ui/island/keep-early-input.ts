/**
 * Keeps what a visitor typed, picked or ticked before or while a form island hydrated (issue 23).
 * The form is complete static HTML from the first byte and can be filled in long before its code
 * has arrived; hydration adopts those very DOM nodes, but react-hook-form, registering each field
 * when React commits, writes its default values into them (a picked radio button or a ticked
 * checkbox is cleared again), and React's own state never saw the early input either.
 *
 * keepEarlyInput() runs just before hydrateRoot: it notes the state of every control and follows
 * the visitor (clicks on checkboxes and radio buttons, input and change events on the rest) until a
 * frame after hydration. restore() runs right after React's first commit, again once the current
 * event is over and again in the next frame, and puts back whatever differs, the way a visitor
 * would: a click for a checkbox or radio button, the native value setter plus an input/change
 * event for text and selects, so React's onChange sees it and the form's state holds what the
 * page shows. Library-agnostic: it knows
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

  const note = (target: Control) => {
    // A radio button clears its siblings without events of their own.
    if (target instanceof HTMLInputElement && target.type === "radio" && target.name) {
      for (const radio of container.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(target.name)}"]`))
        wanted.set(radio, read(radio));
    } else {
      wanted.set(target, read(target));
    }
  };
  const controlOf = (event: Event): Control | null => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement)) return null;
    if (target instanceof HTMLInputElement && SKIPPED_TYPES.has(target.type)) return null;
    return target;
  };
  // A checkbox or radio button is toggled before its click is dispatched, so the click's capture
  // phase (this listener is added before hydrateRoot's, so it runs first) sees what the visitor
  // picked. A click between hydrateRoot and React's first commit makes React hydrate right inside
  // that click: react-hook-form then writes its defaults into the box before the click's own
  // input/change events fire, which would report the reset, not the pick. So for these controls
  // the click alone counts (every toggle by mouse, keyboard or label is a click).
  const followClick = (event: Event) => {
    const control = controlOf(event);
    if (control && isCheckable(control)) note(control);
  };
  const follow = (event: Event) => {
    const control = controlOf(event);
    if (control && !isCheckable(control)) note(control);
  };
  const listeners: [string, (event: Event) => void][] = [
    ["click", followClick],
    ["input", follow],
    ["change", follow],
  ];
  for (const [type, listener] of listeners) container.addEventListener(type, listener, true);

  /** Puts back whatever differs from what the visitor entered, the way a visitor would. */
  const reconcile = () => {
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
  };

  let restored = false;
  return {
    /**
     * Once: a form remounted later (the error screen's "Erneut versuchen") starts afresh. Runs at
     * React's first commit, which may happen inside the visitor's click (React hydrates
     * synchronously when a click arrives before its commit; a click() on the element being
     * clicked is then ignored), so it reconciles again once that event is over and once more in
     * the next frame, following the visitor until then.
     */
    restore() {
      if (restored) return;
      restored = true;
      reconcile();
      setTimeout(() => {
        reconcile();
        requestAnimationFrame(() => {
          reconcile();
          for (const [type, listener] of listeners) container.removeEventListener(type, listener, true);
        });
      }, 0);
    },
  };
}
