/**
 * Renders the toast queue with Radix Toast: a labelled viewport (F8 moves focus there), a polite live
 * region for normal toasts and an assertive one for errors, swipe-to-dismiss and a close button.
 */
import { useSyncExternalStore } from "react";
import * as RadixToast from "@radix-ui/react-toast";
import { dismissToast, getToasts, subscribeToasts, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD, type ToastItem } from "./toast-store.ts";
import "./toaster.css";

function ToastView({ item }: { item: ToastItem }) {
  const variant = item.variant ?? "default";
  return (
    <RadixToast.Root
      className="toast"
      data-variant={variant}
      open={item.open}
      duration={item.duration}
      type={variant === "destructive" || variant === "warning" ? "foreground" : "background"}
      onOpenChange={(open) => {
        if (!open) dismissToast(item.id);
      }}
    >
      <div className="toast__text">
        <RadixToast.Title className="toast__title">{item.title}</RadixToast.Title>
        {item.description ? <RadixToast.Description className="toast__description">{item.description}</RadixToast.Description> : null}
      </div>
      {item.action ? (
        <RadixToast.Action className="toast__action" altText={item.action.altText ?? item.action.label} onClick={item.action.onClick}>
          {item.action.label}
        </RadixToast.Action>
      ) : null}
      <RadixToast.Close className="toast__close" aria-label="Schließen">
        <span aria-hidden="true">×</span>
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeThreshold={TOAST_SWIPE_THRESHOLD} swipeDirection="right" label="Benachrichtigung">
      {toasts.map((item) => (
        <ToastView key={item.id} item={item} />
      ))}
      <RadixToast.Viewport className="toast-viewport" label="Benachrichtigungen ({hotkey})" />
    </RadixToast.Provider>
  );
}
