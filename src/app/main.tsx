/** Entry of the internal app: replaces the static loading state of backend.astro with the app. */
import "#shared/schemas/zod-csp.ts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { initSentry } from "#ui/sentry-client.ts";
import { App } from "./app.tsx";
import "./styles/app.css";

const host = document.getElementById("app");
if (host) {
  createRoot(host).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  void initSentry();
}
