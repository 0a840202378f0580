// @vitest-environment happy-dom
/**
 * The notes list's states with the API mocked by contract: loading, no documents yet, the
 * server's German error with a retry, and an archive refused with 409 because someone else changed
 * the document first (German toast).
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "#shared/routes.ts";
import { AuthContext, type AuthContextValue } from "#ui/session/auth-context.ts";
import { conflict, failure, mockApi, ok, pending, renderScreen, shownToasts } from "#ui/testing/screen-test.tsx";
import { collabContract as contract } from "../contract.ts";
import type { DocumentSummary } from "../schema/documents.ts";
import DocumentsScreen from "./DocumentsScreen.tsx";

const member = { user: { id: "user_member", email: "member@example.org" }, roles: ["mitglied"] } as unknown as AuthContextValue;
const doc: DocumentSummary = {
  id: "0f8fad5b-d9cb-469f-a165-70867728950e",
  key: "vorstandssitzung",
  title: "Vorstandssitzung",
  readRoles: [],
  isShared: false,
  archived: false,
  createdAt: "2026-11-01T09:00:00.000Z",
  lastEditedAt: null,
  lastEditedBy: null,
  present: [],
  preview: "",
  version: 2,
  canManage: true,
};
const page = (items: DocumentSummary[]) => ok({ items, total: items.length, page: 1, pageSize: 25 });

const renderNotes = () =>
  renderScreen(
    <MemoryRouter initialEntries={["/backend/collab-docs"]}>
      <AuthContext.Provider value={member}>
        <DocumentsScreen route={routes.collabDocs} />
      </AuthContext.Provider>
    </MemoryRouter>,
  );

describe("collab DocumentsScreen", () => {
  it("shows a spinner while the documents load", async () => {
    mockApi().on(contract.listDocuments, pending);
    renderNotes();
    expect((await screen.findAllByRole("status")).some((s) => s.textContent === "Dokumente werden geladen …")).toBe(true);
  });

  it("invites to the first document when there is none", async () => {
    mockApi().on(contract.listDocuments, () => page([]));
    renderNotes();
    expect(await screen.findByText("Noch keine Notizdokumente")).toBeTruthy();
  });

  it("shows the server's German error and loads again on request", async () => {
    let fail = true;
    mockApi().on(contract.listDocuments, () =>
      fail ? failure(503, "database_unavailable", "Die Datenbank ist vorübergehend nicht erreichbar.") : page([doc]),
    );
    renderNotes();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Die Datenbank ist vorübergehend nicht erreichbar.");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Erneut versuchen" }));
    expect(await screen.findAllByText("Vorstandssitzung")).not.toHaveLength(0);
  });

  it("refuses the archive in German when someone else changed the document first (409)", async () => {
    const mock = mockApi()
      .on(contract.listDocuments, () => page([doc]))
      .on(contract.updateDocument, () => conflict(3));
    renderNotes();
    await userEvent.click(await screen.findByRole("button", { name: "Archivieren" }));
    await waitFor(() => expect(shownToasts().at(-1)?.title).toBe("Nicht gespeichert"));
    expect(shownToasts().at(-1)?.description).toContain("von einer anderen Person geändert");
    expect(mock.calls(contract.updateDocument)[0]?.body).toEqual({ version: 2, archived: true });
  });
});
