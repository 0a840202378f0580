// @vitest-environment happy-dom
/**
 * The documents screen's states with the API mocked by contract: loading, an empty folder, the
 * server's German error with a retry, and a document someone else changed first (409: the move to
 * the trash is refused with a German toast).
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "#shared/routes.ts";
import { AuthContext, type AuthContextValue } from "#ui/session/auth-context.ts";
import { conflict, failure, mockApi, ok, pending, renderScreen, shownToasts } from "#ui/testing/screen-test.tsx";
import { documentsContract as contract } from "../contract.ts";
import type { DocumentDetail } from "../schema/document.ts";
import type { DocumentFolder } from "../schema/folder.ts";
import DocumentsScreen from "./DocumentsScreen.tsx";

const member = { user: { id: "user_member", email: "member@example.org" }, roles: ["mitglied"] } as unknown as AuthContextValue;
const folder: DocumentFolder = {
  id: "5b0e3c52-2f0c-4f4e-9a59-3c0d3d0c0a01",
  name: "Protokolle",
  description: null,
  readRole: "mitglied",
  writeRole: "mitglied",
  systemKey: null,
  documentCount: 0,
  canWrite: true,
  watching: false,
  version: 1,
};
const document: DocumentDetail = {
  id: "0f8fad5b-d9cb-469f-a165-70867728950e",
  folderId: folder.id,
  folderName: folder.name,
  name: "Protokoll Vorstandssitzung.pdf",
  typeId: "pdf",
  size: 2048,
  currentVersion: 1,
  tags: [],
  description: null,
  updatedAt: "2026-11-01T09:00:00.000Z",
  updatedByName: "Mia Mitglied",
  version: 4,
  createdAt: "2026-11-01T09:00:00.000Z",
  createdByName: "Mia Mitglied",
  canWrite: true,
  preview: null,
  textStatus: "done",
  versions: [],
};
const empty = () => ok({ items: [], nextCursor: null });

const renderDocuments = (search = "") =>
  renderScreen(
    <MemoryRouter initialEntries={[`/backend/documents${search}`]}>
      <AuthContext.Provider value={member}>
        <DocumentsScreen route={routes.documents} />
      </AuthContext.Provider>
    </MemoryRouter>,
  );

describe("DocumentsScreen", () => {
  it("shows a spinner while the folders load", async () => {
    mockApi().on(contract.listFolders, pending);
    renderDocuments();
    expect((await screen.findAllByRole("status")).some((s) => s.textContent?.includes("Ordner werden geladen"))).toBe(true);
  });

  it("says when a folder is empty", async () => {
    mockApi()
      .on(contract.listFolders, () => ok({ items: [folder] }))
      .on(contract.listDocuments, empty);
    renderDocuments();
    expect(await screen.findByText("Dieser Ordner ist leer")).toBeTruthy();
  });

  it("shows the server's German error and loads again on request", async () => {
    let fail = true;
    mockApi()
      .on(contract.listFolders, () =>
        fail ? failure(503, "database_unavailable", "Die Datenbank ist vorübergehend nicht erreichbar.") : ok({ items: [folder] }),
      )
      .on(contract.listDocuments, empty);
    renderDocuments();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Die Datenbank ist vorübergehend nicht erreichbar.");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Erneut versuchen" }));
    expect(await screen.findByText("Dieser Ordner ist leer")).toBeTruthy();
  });

  it("refuses the move to the trash in German when someone else changed the document first (409)", async () => {
    const mock = mockApi()
      .on(contract.listFolders, () => ok({ items: [folder] }))
      .on(contract.listDocuments, empty)
      .on(contract.getDocument, () => ok(document))
      .on(contract.trashDocument, () => conflict(5));
    renderDocuments(`?dokument=${document.id}`);
    await userEvent.click(await screen.findByRole("button", { name: "In den Papierkorb" }));
    const confirm = await screen.findAllByRole("button", { name: "In den Papierkorb" });
    await userEvent.click(confirm.at(-1)!);
    await waitFor(() => expect(shownToasts().at(-1)?.title).toBe("Nicht gelöscht"));
    expect(shownToasts().at(-1)?.description).toContain("von einer anderen Person geändert");
    expect(mock.calls(contract.trashDocument)[0]?.url.searchParams.get("version")).toBe("4");
  });
});
