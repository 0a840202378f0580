/**
 * Component tests of screens (Testing Library on happy-dom; put `// @vitest-environment happy-dom`
 * first in the test file). `renderScreen` wraps a screen in a fresh QueryClient (no retries, so an
 * error shows at once); `mockApi` answers the screen's fetches by contract endpoint, and checks
 * every JSON answer against the endpoint's declared schema, so a fixture can never drift from
 * the contract. Loading, empty, error and 409 states are tested here; e2e keeps whole journeys.
 *
 *   const api = mockApi();
 *   api.on(crmContract.listContacts, () => page([]));            // 200 with this body
 *   api.on(crmContract.updateContact, () => conflict(3));         // 409 version_conflict
 *   api.on(crmContract.listTags, () => pending());                // never answers: loading
 *   renderScreen(<ContactsPanel />);
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, vi } from "vitest";
import { isRawAnswer, type Endpoint } from "#shared/contract/endpoint.ts";
import { dismissToast, getToasts } from "../toast/toast-store.ts";

/**
 * happy-dom has neither HTMLSelectElement.size nor HTMLOptionElement.defaultSelected. react-hook-form
 * reads both to tell whether a person changed a select before the form was ready; without them it
 * takes every registered select for changed and reads it as empty, so a form's default choice would
 * be lost in a component test (never in a browser). They are added here with the standard meaning.
 */
function completeSelectElements() {
  if (typeof HTMLSelectElement === "undefined") return;
  if (!("size" in HTMLSelectElement.prototype)) {
    Object.defineProperty(HTMLSelectElement.prototype, "size", {
      configurable: true,
      get(this: HTMLSelectElement) {
        return Number(this.getAttribute("size")) || 0;
      },
    });
  }
  if (!("defaultSelected" in HTMLOptionElement.prototype)) {
    Object.defineProperty(HTMLOptionElement.prototype, "defaultSelected", {
      configurable: true,
      get(this: HTMLOptionElement) {
        return this.hasAttribute("selected");
      },
    });
  }
}
completeSelectElements();

export interface MockAnswer {
  status: number;
  body?: unknown;
}

/** 200 with a body (checked against the endpoint's answer schema). */
export const ok = (body: unknown): MockAnswer => ({ status: 200, body });
export const created = (body: unknown): MockAnswer => ({ status: 201, body });
export const noContent = (): MockAnswer => ({ status: 204 });
/** An error answer in the shape every endpoint uses. */
export const failure = (status: number, error: string, message: string, details?: string[]): MockAnswer => ({
  status,
  body: { success: false, error, message, ...(details ? { details } : {}) },
});
/** 409 as versionConflict() answers it (src/platform/http/errors.ts). */
export const conflict = (currentVersion: number): MockAnswer =>
  failure(
    409,
    "version_conflict",
    "Der Datensatz wurde inzwischen von einer anderen Person geändert. Bitte laden Sie ihn neu und übernehmen Sie Ihre Änderungen erneut.",
    [`Aktuelle Version: ${currentVersion}`],
  );
/** An answer that never comes (the loading state). */
export const pending = (): Promise<MockAnswer> => new Promise(() => {});

type Handler = (request: { url: URL; body: unknown }) => MockAnswer | Promise<MockAnswer>;

export interface MockApi {
  on(endpoint: Endpoint, handler: Handler): MockApi;
  /** The requests made to an endpoint so far (parsed JSON bodies). */
  calls(endpoint: Endpoint): { url: URL; body: unknown }[];
}

function matches(endpoint: Endpoint, method: string, pathname: string): boolean {
  if (endpoint.method !== method) return false;
  return new RegExp(`^${endpoint.path.replace(/:\w+/g, "[^/]+")}$`).test(pathname);
}

/** Replaces fetch for this test: requests to an endpoint without a handler fail the test. */
export function mockApi(): MockApi {
  const handlers: { endpoint: Endpoint; handler: Handler }[] = [];
  const seen = new Map<Endpoint, { url: URL; body: unknown }[]>();
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, "http://localhost");
    const method = init.method ?? "GET";
    // Like the router: of the paths that match, the one with fewer parameters wins (/api/m/figures before /api/m/:id).
    const params = (e: Endpoint) => (e.path.match(/:\w+/g) ?? []).length;
    const hit = handlers.filter((h) => matches(h.endpoint, method, url.pathname)).sort((a, b) => params(a.endpoint) - params(b.endpoint))[0];
    if (!hit) throw new Error(`mockApi: no handler for ${method} ${url.pathname}`);
    const request = { url, body: typeof init.body === "string" ? JSON.parse(init.body) : undefined };
    seen.set(hit.endpoint, [...(seen.get(hit.endpoint) ?? []), request]);
    const answer = await hit.handler(request);
    if (answer.status < 300 && answer.body !== undefined && !isRawAnswer(hit.endpoint.response)) {
      const parsed = hit.endpoint.response.safeParse(answer.body);
      if (!parsed.success) throw new Error(`mockApi: fixture for ${hit.endpoint.module}.${hit.endpoint.name} breaks its contract: ${parsed.error.message}`);
    }
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: answer.body === undefined ? {} : { "content-type": "application/json" },
    });
  });
  const api: MockApi = {
    on(endpoint, handler) {
      handlers.unshift({ endpoint, handler });
      return api;
    },
    calls: (endpoint) => seen.get(endpoint) ?? [],
  };
  return api;
}

export function renderScreen(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 }, mutations: { retry: false } } });
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

/** The toasts shown so far (title and description), newest last. */
export const shownToasts = () => getToasts().map((t) => ({ title: t.title, description: t.description, variant: t.variant }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  dismissToast();
});
