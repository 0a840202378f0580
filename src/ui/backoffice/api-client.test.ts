import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch, NETWORK_ERROR_MESSAGE, setTokenSource, setUnauthorizedHandler } from "./api-client.ts";

function answer(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

describe("apiFetch", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setTokenSource(async () => null);
    setUnauthorizedHandler(() => {});
  });

  it("sends JSON with the bearer token and returns the parsed answer", async () => {
    const fetchMock = vi.fn(async () => answer(200, { hasPermission: true }));
    vi.stubGlobal("fetch", fetchMock);
    setTokenSource(async () => "abc");
    await expect(apiFetch("/api/check-user-permission", { body: { userId: "u1" } })).resolves.toEqual({ hasPermission: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/check-user-permission");
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({ authorization: "Bearer abc", "content-type": "application/json" });
    expect(init.body).toBe('{"userId":"u1"}');
  });

  it("throws the server's German message and code", async () => {
    vi.stubGlobal("fetch", async () => answer(400, { success: false, error: "invalid_input", message: "Ungültige Eingaben", details: ["userId: fehlt"] }));
    const error = (await apiFetch("/api/x").catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.code, error.message, error.details]).toEqual([400, "invalid_input", "Ungültige Eingaben", ["userId: fehlt"]]);
  });

  it("falls back to German messages when the server sends none", async () => {
    vi.stubGlobal("fetch", async () => new Response("oops", { status: 403 }));
    await expect(apiFetch("/api/x")).rejects.toThrow("Keine Berechtigung");
    vi.stubGlobal("fetch", async () => new Response("oops", { status: 502 }));
    await expect(apiFetch("/api/x")).rejects.toThrow("Ein unerwarteter Fehler ist aufgetreten.");
  });

  it("reports a network failure in German", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(apiFetch("/api/x")).rejects.toThrow(NETWORK_ERROR_MESSAGE);
  });

  it("hands a 401 to the unauthorised handler (the sign-in redirect)", async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal("fetch", async () => answer(401, { success: false, error: "unauthenticated", message: "Nicht angemeldet" }));
    await expect(apiFetch("/api/x")).rejects.toThrow("Nicht angemeldet");
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
