/**
 * Islands on static pages have no shared React tree, so the toaster gets its own root, created once
 * per page however many islands ask for it. The toast queue is module state and thus shared.
 * The toaster (Radix Toast) is loaded only when the first toast is shown: most visits never see one,
 * and the island's first load stays smaller.
 */
import { getToasts, subscribeToasts } from "./toast-store.ts";

let requested = false;

async function mount(): Promise<void> {
  const [{ createRoot }, { Toaster }] = await Promise.all([import("react-dom/client"), import("./Toaster.tsx")]);
  const host = document.createElement("div");
  host.className = "toaster-host";
  document.body.append(host);
  createRoot(host).render(<Toaster />);
}

export function mountToaster(): void {
  if (requested) return;
  requested = true;
  const start = () => {
    unsubscribe?.();
    void mount();
  };
  let unsubscribe: (() => void) | undefined;
  if (getToasts().length > 0) start();
  else unsubscribe = subscribeToasts((toasts) => toasts.length > 0 && start());
}
