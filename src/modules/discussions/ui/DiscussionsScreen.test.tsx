// @vitest-environment happy-dom
/**
 * The discussion screens' states with the API mocked by contract: loading, no threads yet, the
 * server's German error with a retry, and a post edit refused with 409 because someone else
 * changed it first (the German message stays beside the editor, nothing typed is lost).
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "#shared/routes.ts";
import { AuthContext, type AuthContextValue } from "#ui/session/auth-context.ts";
import { conflict, failure, mockApi, ok, pending, renderScreen } from "#ui/testing/screen-test.tsx";
import { discussionsContract as contract } from "../contract.ts";
import type { CategorySummary, Post, ThreadDetail } from "../schema.ts";
import DiscussionsScreen from "./DiscussionsScreen.tsx";
import ThreadScreen from "./ThreadScreen.tsx";

const member = { user: { id: "user_member", email: "member@example.org" }, roles: ["mitglied"] } as unknown as AuthContextValue;
const category: CategorySummary = {
  id: "5b0e3c52-2f0c-4f4e-9a59-3c0d3d0c0a01",
  slug: "allgemein",
  name: "Allgemeines",
  description: null,
  readRoles: ["mitglied"],
  writeRoles: ["mitglied"],
  restricted: false,
  threadCount: 0,
  lastPostAt: null,
  unreadThreads: 0,
  newThreads: 0,
  watchLevel: "normal",
  canWrite: true,
  version: 1,
};
const me = { id: "user_member", name: "Mia Mitglied" };
const post: Post = {
  id: "0f8fad5b-d9cb-469f-a165-70867728950e",
  postNumber: 1,
  author: me,
  body: "Wer kennt die neue **Förderrichtlinie**?",
  quotedPost: null,
  createdAt: "2026-11-01T09:00:00.000Z",
  editedAt: null,
  editCount: 0,
  deleted: false,
  version: 2,
  canEdit: true,
  canDelete: true,
};
const thread: ThreadDetail = {
  thread: {
    id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
    categoryId: category.id,
    categoryName: category.name,
    title: "Förderrichtlinie 2027",
    author: me,
    createdAt: post.createdAt,
    postCount: 1,
    lastPostAt: post.createdAt,
    lastPoster: me,
    pinned: false,
    closed: false,
    isNew: false,
    unreadPosts: 0,
    firstUnreadPostNumber: null,
    watchLevel: "normal",
    version: 1,
    lastReadPostNumber: 1,
    highestPostNumber: 1,
  },
  category: { id: category.id, name: category.name },
  permissions: { canReply: true, canModerate: false },
  people: {},
  posts: [post],
  hasEarlier: false,
  hasLater: false,
};

const render = (ui: React.ReactNode, path = "/backend/discussions") =>
  renderScreen(
    <MemoryRouter initialEntries={[path]}>
      <AuthContext.Provider value={member}>
        <Routes>
          <Route path="/backend/discussions" element={ui} />
          <Route path="/backend/discussions/:id" element={ui} />
        </Routes>
      </AuthContext.Provider>
    </MemoryRouter>,
  );

describe("DiscussionsScreen", () => {
  it("shows a spinner while the categories load", async () => {
    mockApi().on(contract.listCategories, pending);
    render(<DiscussionsScreen route={routes.discussions} />);
    expect((await screen.findAllByRole("status")).length).toBeGreaterThan(0);
    expect(screen.queryByText("Allgemeines")).toBeNull();
  });

  it("invites to the first thread when there is none", async () => {
    mockApi()
      .on(contract.listCategories, () => ok({ items: [category] }))
      .on(contract.listThreads, () => ok({ pinned: [], items: [], nextCursor: null }));
    render(<DiscussionsScreen route={routes.discussions} />);
    expect(await screen.findByText("Noch keine Themen")).toBeTruthy();
  });

  it("shows the server's German error and loads again on request", async () => {
    let fail = true;
    mockApi()
      .on(contract.listCategories, () =>
        fail ? failure(503, "database_unavailable", "Die Datenbank ist vorübergehend nicht erreichbar.") : ok({ items: [category] }),
      )
      .on(contract.listThreads, () => ok({ pinned: [], items: [], nextCursor: null }));
    render(<DiscussionsScreen route={routes.discussions} />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Die Datenbank ist vorübergehend nicht erreichbar.");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Erneut versuchen" }));
    expect(await screen.findAllByText("Allgemeines")).not.toHaveLength(0);
  });
});

describe("ThreadScreen", () => {
  it("keeps the edit open with a German message when someone else changed the post first (409)", async () => {
    const mock = mockApi()
      .on(contract.getThread, () => ok(thread))
      .on(contract.markThreadRead, () => ok({ lastReadPostNumber: 1 }))
      .on(contract.editPost, () => conflict(3));
    render(<ThreadScreen route={routes.discussion} />, `/backend/discussions/${thread.thread.id}`);
    await userEvent.click(await screen.findByRole("button", { name: "Beitrag 1 bearbeiten" }));
    const editor = screen.getByLabelText("Beitrag bearbeiten");
    await userEvent.type(editor, " Ergänzt.");
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(screen.getByText(/von einer anderen Person geändert/)).toBeTruthy());
    expect(mock.calls(contract.editPost)[0]?.body).toMatchObject({ version: 2 });
    expect((screen.getByLabelText("Beitrag bearbeiten") as HTMLTextAreaElement).value).toContain("Ergänzt.");
  });
});
