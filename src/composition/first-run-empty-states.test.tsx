// @vitest-environment happy-dom
/**
 * A new association's empty screens (issue 25): discussions, tasks and documents say who can create
 * what, and show the button to those who can (an administrator creates areas and folders, every
 * member creates projects); before, they only said "Noch keine …".
 */
import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import type { Endpoint } from "#shared/contract/endpoint.ts";
import { routes } from "#shared/routes.ts";
import type { Role } from "#shared/roles.ts";
import { AuthContext, type AuthContextValue } from "#ui/session/auth-context.ts";
import { mockApi, ok, renderScreen } from "#ui/testing/screen-test.tsx";
import DiscussionsScreen from "#modules/discussions/ui/DiscussionsScreen.tsx";
import DocumentsScreen from "#modules/documents/ui/DocumentsScreen.tsx";
import { ProjectsPanel } from "#modules/tasks/ui/ProjectsPanel.tsx";

// These modules have no contract yet (issue 24 converts them): the endpoints as the screens call them.
const get = (path: string): Endpoint =>
  ({ module: "test", name: path, method: "GET", path, access: "documents", response: z.unknown() }) as unknown as Endpoint;

const as = (roles: Role[]) => ({ user: { id: "user_neu", email: "neu@example.org" }, roles, loading: false }) as unknown as AuthContextValue;

function render(ui: React.ReactNode, roles: Role[]) {
  return renderScreen(
    <MemoryRouter>
      <AuthContext.Provider value={as(roles)}>{ui}</AuthContext.Provider>
    </MemoryRouter>,
  );
}

describe("discussions without any area", () => {
  it("tells the administrator to create the first area and offers the button", async () => {
    mockApi().on(get("/api/discussions/categories"), () => ok({ items: [] }));
    render(<DiscussionsScreen route={routes.discussions} />, ["admin"]);
    expect(await screen.findByText("Noch keine Bereiche")).toBeTruthy();
    expect(screen.getByText(/Legen Sie den ersten Bereich an/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Bereich anlegen" })).toBeTruthy();
  });

  it("tells a member who creates areas, without a button", async () => {
    mockApi().on(get("/api/discussions/categories"), () => ok({ items: [] }));
    render(<DiscussionsScreen route={routes.discussions} />, ["mitglied"]);
    expect(await screen.findByText(/Bereiche legt die Administration an/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Bereich anlegen" })).toBeNull();
  });
});

describe("tasks without any project", () => {
  it("tells every member that they can create a project, with the button", async () => {
    mockApi().on(get("/api/tasks/projects"), () => ok({ items: [] }));
    render(<ProjectsPanel onOpen={() => {}} />, ["mitglied"]);
    expect(await screen.findByText("Noch keine Projekte")).toBeTruthy();
    expect(screen.getByText(/Jedes Mitglied kann ein Projekt anlegen/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Erstes Projekt anlegen" })).toBeTruthy();
  });
});

describe("documents without any folder", () => {
  it("tells the administrator to create the first folder and offers the button", async () => {
    mockApi().on(get("/api/documents/folders"), () => ok({ items: [] }));
    render(<DocumentsScreen route={routes.documents} />, ["admin"]);
    expect(await screen.findByText("Noch keine Ordner")).toBeTruthy();
    expect(screen.getByText(/Legen Sie den ersten Ordner an/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ersten Ordner anlegen" })).toBeTruthy();
  });

  it("tells a member who creates folders, without a button", async () => {
    mockApi().on(get("/api/documents/folders"), () => ok({ items: [] }));
    render(<DocumentsScreen route={routes.documents} />, ["mitglied"]);
    expect(await screen.findByText(/Ordner legt die Administration an/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Ersten Ordner anlegen" })).toBeNull();
  });
});
