// @vitest-environment happy-dom
/** The notification list's states with the API mocked by contract: loading, empty, error, paging by cursor and a failed "mark read". */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { failure, mockApi, ok, pending, renderScreen, shownToasts } from "#ui/testing/screen-test.tsx";
import { notificationsContract as contract } from "../contract.ts";
import type { NotificationItem } from "../schema.ts";
import { NotificationList } from "./NotificationList.tsx";

const item = (n: number): NotificationItem => ({
  id: `0f8fad5b-d9cb-469f-a165-7086772895${String(n).padStart(2, "0")}`,
  kind: "discussions.reply",
  title: `Antwort ${n}`,
  body: null,
  link: "/backend/discussions",
  createdAt: "2026-11-27T09:00:00.000Z",
  readAt: null,
  actorName: "Vera Echt",
});

const renderList = () =>
  renderScreen(
    <MemoryRouter>
      <NotificationList status="unread" heading="Ungelesen" />
    </MemoryRouter>,
  );

describe("NotificationList", () => {
  it("shows a spinner while loading", async () => {
    mockApi().on(contract.list, pending);
    renderList();
    expect(await screen.findByRole("status")).toBeTruthy();
  });

  it("says everything is read when nothing is unread", async () => {
    mockApi().on(contract.list, () => ok({ items: [], nextCursor: null }));
    renderList();
    expect(await screen.findByText("Alles gelesen")).toBeTruthy();
  });

  it("shows the server's German error", async () => {
    mockApi().on(contract.list, () => failure(500, "internal_error", "Es ist ein interner Fehler aufgetreten. Bitte versuchen Sie es später erneut."));
    renderList();
    expect((await screen.findByRole("alert")).textContent).toContain("Es ist ein interner Fehler aufgetreten.");
  });

  it("pages by cursor and toasts a refused 'mark read'", async () => {
    const mock = mockApi()
      .on(contract.list, ({ url }) =>
        url.searchParams.get("cursor") ? ok({ items: [item(2)], nextCursor: null }) : ok({ items: [item(1)], nextCursor: "abc" }),
      )
      .on(contract.markRead, () => failure(404, "not_found", "Die Benachrichtigung wurde nicht gefunden."));
    renderList();
    await userEvent.click(await screen.findByRole("button", { name: "Ältere anzeigen" }));
    expect(await screen.findByText("Antwort 2")).toBeTruthy();
    expect(mock.calls(contract.list).map((c) => c.url.searchParams.get("cursor"))).toEqual([null, "abc"]);
    await userEvent.click(screen.getByRole("button", { name: "Als gelesen markieren: Antwort 1" }));
    await waitFor(() =>
      expect(shownToasts().at(-1)).toMatchObject({ title: "Nicht als gelesen markiert", description: "Die Benachrichtigung wurde nicht gefunden." }),
    );
  });
});
