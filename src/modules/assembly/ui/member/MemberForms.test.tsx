// @vitest-environment happy-dom
/**
 * The members' forms: demanding an extraordinary assembly and filing a motion. Each shows the
 * server schema's German messages next to its fields, sends the body the server expects, and
 * shows the server's German refusal (409, 422) in a toast with what was typed kept.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "#shared/routes.ts";
import { created, failure, mockApi, ok, renderScreen, shownToasts } from "#ui/testing/screen-test.tsx";
import { assemblyContract } from "../../contract.ts";
import { fieldError } from "../testing/form-queries.ts";
import { ASSEMBLY_ID, ORGANIZATION_ID, memberView } from "../testing/view-fixtures.ts";
import AssembliesScreen from "./AssembliesScreen.tsx";
import MemberAssemblyScreen from "./MemberAssemblyScreen.tsx";

const NEW_ID = "7d6c5b4a-3928-4716-a5b4-c3d2e1f0a9b8";
const overview = ok({ organization: { id: ORGANIZATION_ID, name: "Havelbahn GmbH" }, assemblies: [], requests: [] });

describe("Demanding an extraordinary assembly", () => {
  const open = async () => {
    renderScreen(
      <MemoryRouter initialEntries={["/backend/assembly"]}>
        <AssembliesScreen route={routes.assembly} />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Neues Verlangen stellen" }));
    return screen.getByRole("dialog", { name: "Außerordentliche Versammlung verlangen" });
  };

  it("asks for purpose and reasons in German and sends nothing", async () => {
    const api = mockApi().on(assemblyContract.memberOverview, () => overview);
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole("button", { name: "Verlangen stellen" }));
    await waitFor(() => expect(fieldError("request-purpose")).toBe("Zweck ist erforderlich"));
    expect(fieldError("request-reasons")).toBe("Gründe ist erforderlich");
    expect(api.calls(assemblyContract.openRequest)).toHaveLength(0);
  });

  it("sends the trimmed purpose and reasons and closes", async () => {
    const api = mockApi()
      .on(assemblyContract.memberOverview, () => overview)
      .on(assemblyContract.openRequest, () => created({ id: NEW_ID, reached: false }));
    const dialog = await open();
    await userEvent.type(within(dialog).getByLabelText("Zweck", { exact: false }), " Neuwahl des Präsidiums ");
    await userEvent.type(within(dialog).getByLabelText("Gründe", { exact: false }), "Der Präsident ist zurückgetreten.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Verlangen stellen" }));
    await waitFor(() => expect(shownToasts().at(-1)?.title).toBe("Verlangen gestellt"));
    expect(api.calls(assemblyContract.openRequest)[0]?.body).toEqual({ purpose: "Neuwahl des Präsidiums", reasons: "Der Präsident ist zurückgetreten." });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Außerordentliche Versammlung verlangen" })).toBeNull());
  });

  it("says in German why the server refused (409) and keeps what was typed", async () => {
    mockApi()
      .on(assemblyContract.memberOverview, () => overview)
      .on(assemblyContract.openRequest, () => failure(409, "request_open", "Ihr Unternehmen hat bereits ein offenes Verlangen gestellt."));
    const dialog = await open();
    await userEvent.type(within(dialog).getByLabelText("Zweck", { exact: false }), "Neuwahl");
    await userEvent.type(within(dialog).getByLabelText("Gründe", { exact: false }), "Rücktritt");
    await userEvent.click(within(dialog).getByRole("button", { name: "Verlangen stellen" }));
    await waitFor(() => expect(shownToasts().at(-1)?.description).toBe("Ihr Unternehmen hat bereits ein offenes Verlangen gestellt."));
    expect(shownToasts().at(-1)?.title).toBe("Nicht möglich");
    expect(within(dialog).getByLabelText<HTMLInputElement>("Zweck", { exact: false }).value).toBe("Neuwahl");
  });
});

describe("Filing a motion", () => {
  const open = async () => {
    renderScreen(
      <MemoryRouter initialEntries={[`/backend/assembly/${ASSEMBLY_ID}`]}>
        <Routes>
          <Route path="/backend/assembly/:id" element={<MemberAssemblyScreen route={routes.assemblyDetail} />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Antrag stellen" }));
    return screen.getByRole("dialog", { name: "Antrag stellen" });
  };
  const api = () =>
    mockApi()
      .on(assemblyContract.memberAssembly, () => ok(memberView))
      .on(assemblyContract.memberOverview, () => overview);

  it("asks for title and wording in German and sends nothing", async () => {
    const mock = api();
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole("button", { name: "Antrag einreichen" }));
    await waitFor(() => expect(fieldError("motion-title")).toBe("Titel des Antrags ist erforderlich"));
    expect(fieldError("motion-body")).toBe("Wortlaut des Antrags ist erforderlich");
    expect(fieldError("motion-category")).toBe("");
    expect(mock.calls(assemblyContract.fileMotion)).toHaveLength(0);
  });

  it("sends the motion with its category and closes", async () => {
    const mock = api().on(assemblyContract.fileMotion, () => created({ id: NEW_ID, late: false }));
    const dialog = await open();
    await userEvent.selectOptions(within(dialog).getByLabelText("Art des Antrags", { exact: false }), "statute_change");
    await userEvent.type(within(dialog).getByLabelText("Titel", { exact: false }), "§ 4 ändern");
    await userEvent.type(within(dialog).getByLabelText("Wortlaut", { exact: false }), "§ 4 Abs. 3 erhält folgende Fassung.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Antrag einreichen" }));
    await waitFor(() => expect(shownToasts().at(-1)?.title).toBe("Antrag eingegangen"));
    expect(mock.calls(assemblyContract.fileMotion)[0]?.body).toEqual({
      category: "statute_change",
      title: "§ 4 ändern",
      body: "§ 4 Abs. 3 erhält folgende Fassung.",
      reasons: null,
    });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Antrag stellen" })).toBeNull());
  });

  it("says in German why the server refused (422) and keeps the motion", async () => {
    api().on(assemblyContract.fileMotion, () => failure(422, "invalid_input", "Anträge nimmt nur eine eingeladene Versammlung an."));
    const dialog = await open();
    await userEvent.type(within(dialog).getByLabelText("Titel", { exact: false }), "Beiträge");
    await userEvent.type(within(dialog).getByLabelText("Wortlaut", { exact: false }), "Die Beiträge sinken.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Antrag einreichen" }));
    await waitFor(() => expect(shownToasts().at(-1)?.description).toBe("Anträge nimmt nur eine eingeladene Versammlung an."));
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>("Wortlaut", { exact: false }).value).toBe("Die Beiträge sinken.");
  });
});
