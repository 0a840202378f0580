/**
 * Islands on static pages have no shared React tree, so the toaster gets its own root, created once
 * per page however many islands ask for it. The toast queue is module state and thus shared.
 */
import { createRoot } from "react-dom/client";
import { Toaster } from "./Toaster.tsx";

let mounted = false;

export function mountToaster(): void {
  if (mounted) return;
  mounted = true;
  const host = document.createElement("div");
  host.className = "toaster-host";
  document.body.append(host);
  createRoot(host).render(<Toaster />);
}
