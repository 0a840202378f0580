// @vitest-environment happy-dom
/**
 * The office's forms on an assembly: opening it, adding an agenda item, preparing a ballot and
 * recording an office holder. Each shows the server schema's German messages next to its fields,
 * sends the body the server expects, and shows the server's refusal (409 with its German message,
 * 422) as before: a toast for the assembly's commands, a notice in the office holder dialog.
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { conflict, created, failure, mockApi, noContent, ok, renderScreen, shownToasts } from "#ui/testing/screen-test.tsx";
import { assemblyContract } from "../../contract.ts";
import { fieldError } from "../testing/form-queries.ts";
import { AGENDA_ITEM_ID, ASSEMBLY_ID, MOTION_ID, assemblyDetail } from "../testing/view-fixtures.ts";
import { AgendaPanel } from "./AgendaPanel.tsx";
import { CreateBallotDialog } from "./CreateBallotDialog.tsx";
import { OpenAssemblyDialog } from "./OpenAssemblyDialog.tsx";
import { RecordOfficeHolderDialog } from "./RecordOfficeHolderDialog.tsx";

const NEW_ID = "7d6c5b4a-3928-4716-a5b4-c3d2e1f0a9b8";
const VERSION_CONFLICT = "Der Datensatz wurde inzwischen von einer anderen Person geändert.";

describe("OpenAssemblyDialog", () => {
  const render = () => {
    const onClose = vi.fn();
    renderScreen(<OpenAssemblyDialog open assemblyId={ASSEMBLY_ID} version={4} onClose={onClose} />);
    return { dialog: screen.getByRole("dialog", { name: "Versammlung eröffnen" }), onClose };
  };

  it("asks for chair and minute taker in German and sends nothing", async () => {
    const api = mockApi().on(assemblyContract.openAssembly, noContent);
    const { dialog } = render();
    await userEvent.click(within(dialog).getByRole("button", { name: "Eröffnen" }));
    await waitFor(() => expect(fieldError("open-chair")).toBe("Versammlungsleitung ist erforderlich"));
    expect(fieldError("open-minutes")).toBe("Protokollführung ist erforderlich");
    expect(api.calls(assemblyContract.openAssembly)).toHaveLength(0);
  });

  it("sends the names with the version the office read", async () => {
    const api = mockApi()
      .on(assemblyContract.openAssembly, noContent)
      .on(assemblyContract.getAssembly, () => ok(assemblyDetail))
      .on(assemblyContract.listAssemblies, () => ok({ items: [], nextCursor: null }))
      .on(assemblyContract.officeOverview, () => ok({ annual: null, offices: [], requests: [] }));
    const { dialog, onClose } = render();
    await userEvent.type(within(dialog).getByLabelText("Versammlungsleitung", { exact: false }), "  Erika Havelbahn ");
    await userEvent.type(within(dialog).getByLabelText("Protokollführung", { exact: false }), "Lena Hartmann");
    await userEvent.click(within(dialog).getByRole("button", { name: "Eröffnen" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls(assemblyContract.openAssembly)[0]?.body).toEqual({ chairName: "Erika Havelbahn", minuteTakerName: "Lena Hartmann", version: 4 });
    expect(shownToasts().at(-1)?.title).toBe("Versammlung eröffnet");
  });

  it("says in German that someone else changed the assembly (409) and stays open", async () => {
    mockApi().on(assemblyContract.openAssembly, () => conflict(5));
    const { dialog, onClose } = render();
    await userEvent.type(within(dialog).getByLabelText("Versammlungsleitung", { exact: false }), "Erika Havelbahn");
    await userEvent.type(within(dialog).getByLabelText("Protokollführung", { exact: false }), "Lena Hartmann");
    await userEvent.click(within(dialog).getByRole("button", { name: "Eröffnen" }));
    await waitFor(() => expect(shownToasts().at(-1)?.title).toBe("Nicht möglich"));
    expect(shownToasts().at(-1)?.description).toContain(VERSION_CONFLICT);
    expect(shownToasts().at(-1)?.description).toContain("Aktuelle Version: 5");
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText<HTMLInputElement>("Versammlungsleitung", { exact: false }).value).toBe("Erika Havelbahn");
  });
});

describe("AgendaPanel", () => {
  const render = () => {
    renderScreen(<AgendaPanel detail={assemblyDetail} />);
    fireEvent.click(screen.getByRole("button", { name: "Punkt ergänzen" }));
    return screen.getByRole("form", { name: "Tagesordnungspunkt ergänzen" });
  };

  it("asks for the title in German and sends nothing", async () => {
    const api = mockApi().on(assemblyContract.addAgendaItem, () => created({}));
    const form = render();
    await userEvent.click(within(form).getByRole("button", { name: "Punkt speichern" }));
    await waitFor(() => expect(fieldError("agenda-title")).toBe("Titel des Tagesordnungspunkts ist erforderlich"));
    expect(api.calls(assemblyContract.addAgendaItem)).toHaveLength(0);
  });

  it("sends the item and closes the form", async () => {
    const api = mockApi()
      .on(assemblyContract.addAgendaItem, () =>
        created({
          id: NEW_ID,
          assemblyId: ASSEMBLY_ID,
          position: 2,
          title: "Wahl des Präsidiums",
          description: null,
          announcedAt: null,
          createdAt: "2026-11-28T09:00:00.000Z",
          version: 1,
        }),
      )
      .on(assemblyContract.getAssembly, () => ok(assemblyDetail))
      .on(assemblyContract.listAssemblies, () => ok({ items: [], nextCursor: null }))
      .on(assemblyContract.officeOverview, () => ok({ annual: null, offices: [], requests: [] }));
    const form = render();
    await userEvent.type(within(form).getByLabelText("Titel", { exact: false }), "Wahl des Präsidiums");
    await userEvent.click(within(form).getByRole("button", { name: "Punkt speichern" }));
    await waitFor(() => expect(screen.queryByRole("form", { name: "Tagesordnungspunkt ergänzen" })).toBeNull());
    expect(api.calls(assemblyContract.addAgendaItem)[0]?.body).toEqual({ title: "Wahl des Präsidiums", description: null });
  });

  it("says in German why the server refused the item (422) and keeps the form", async () => {
    mockApi().on(assemblyContract.addAgendaItem, () => failure(422, "invalid_input", "Die Tagesordnung kann nach der Eröffnung nicht mehr ergänzt werden."));
    const form = render();
    await userEvent.type(within(form).getByLabelText("Titel", { exact: false }), "Verschiedenes");
    await userEvent.click(within(form).getByRole("button", { name: "Punkt speichern" }));
    await waitFor(() => expect(shownToasts().at(-1)?.description).toBe("Die Tagesordnung kann nach der Eröffnung nicht mehr ergänzt werden."));
    expect(within(form).getByLabelText<HTMLInputElement>("Titel", { exact: false }).value).toBe("Verschiedenes");
  });
});

describe("CreateBallotDialog", () => {
  const render = () => {
    const onClose = vi.fn();
    renderScreen(<CreateBallotDialog open detail={assemblyDetail} onClose={onClose} />);
    return { dialog: screen.getByRole("dialog", { name: "Abstimmung vorbereiten" }), onClose };
  };
  const answered = () =>
    mockApi()
      .on(assemblyContract.createMotionBallot, () => created({ id: NEW_ID }))
      .on(assemblyContract.getAssembly, () => ok(assemblyDetail))
      .on(assemblyContract.listAssemblies, () => ok({ items: [], nextCursor: null }))
      .on(assemblyContract.officeOverview, () => ok({ annual: null, offices: [], requests: [] }));

  it("asks for the question in German and sends nothing", async () => {
    const api = answered();
    const { dialog } = render();
    await userEvent.click(within(dialog).getByRole("button", { name: "Vorbereiten" }));
    await waitFor(() => expect(fieldError("ballot-title")).toBe("Titel der Abstimmung ist erforderlich"));
    expect(api.calls(assemblyContract.createMotionBallot)).toHaveLength(0);
  });

  it("sends no motion and no agenda item when none is chosen", async () => {
    const api = answered();
    const { dialog, onClose } = render();
    await userEvent.type(within(dialog).getByLabelText("Frage", { exact: false }), "Entlastung des Vorstands für 2026");
    await userEvent.click(within(dialog).getByRole("button", { name: "Vorbereiten" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls(assemblyContract.createMotionBallot)[0]?.body).toEqual({
      title: "Entlastung des Vorstands für 2026",
      subject: "general",
      mode: "open",
      motionId: null,
      agendaItemId: null,
    });
  });

  it("sends the chosen subject, form, motion and agenda item", async () => {
    const api = answered();
    const { dialog } = render();
    await userEvent.type(within(dialog).getByLabelText("Frage", { exact: false }), "Beitragsordnung anpassen");
    await userEvent.selectOptions(within(dialog).getByLabelText("Gegenstand", { exact: false }), "statute_change");
    await userEvent.selectOptions(within(dialog).getByLabelText("Form", { exact: false }), "secret");
    await userEvent.selectOptions(within(dialog).getByLabelText("Antrag (optional)"), MOTION_ID);
    await userEvent.selectOptions(within(dialog).getByLabelText("Tagesordnungspunkt"), AGENDA_ITEM_ID);
    await userEvent.click(within(dialog).getByRole("button", { name: "Vorbereiten" }));
    await waitFor(() => expect(api.calls(assemblyContract.createMotionBallot)).toHaveLength(1));
    expect(api.calls(assemblyContract.createMotionBallot)[0]?.body).toEqual({
      title: "Beitragsordnung anpassen",
      subject: "statute_change",
      mode: "secret",
      motionId: MOTION_ID,
      agendaItemId: AGENDA_ITEM_ID,
    });
  });

  it("says in German why the server refused the ballot (422) and stays open", async () => {
    mockApi().on(assemblyContract.createMotionBallot, () =>
      failure(422, "invalid_input", "Abstimmungen gibt es nur in einer eingeladenen oder laufenden Versammlung."),
    );
    const { dialog, onClose } = render();
    await userEvent.type(within(dialog).getByLabelText("Frage", { exact: false }), "Entlastung");
    await userEvent.click(within(dialog).getByRole("button", { name: "Vorbereiten" }));
    await waitFor(() => expect(shownToasts().at(-1)?.title).toBe("Nicht möglich"));
    expect(shownToasts().at(-1)?.description).toBe("Abstimmungen gibt es nur in einer eingeladenen oder laufenden Versammlung.");
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe("RecordOfficeHolderDialog", () => {
  const person = {
    userId: "user_havelbahn",
    name: "Erika Havelbahn",
    email: "erika@havelbahn.example",
    organizationId: "0c2f3b6d-7e8a-4b9c-8d1e-5f6a7b8c9d0e",
    organizationName: "Havelbahn GmbH",
    authority: null,
  };
  const render = () => {
    const onClose = vi.fn();
    renderScreen(<RecordOfficeHolderDialog open onClose={onClose} />);
    return { dialog: screen.getByRole("dialog", { name: "Amtsinhaber erfassen" }), onClose };
  };
  const answered = () =>
    mockApi()
      .on(assemblyContract.searchPeople, () => ok({ items: [person] }))
      .on(assemblyContract.recordOfficeHolder, () => created({ id: NEW_ID }))
      .on(assemblyContract.officeOverview, () => ok({ annual: null, offices: [], requests: [] }));

  it("asks for name and election date in German and sends nothing", async () => {
    const api = answered();
    const { dialog } = render();
    await userEvent.click(within(dialog).getByRole("button", { name: "Erfassen" }));
    await waitFor(() => expect(fieldError("holder-name")).toBe("Name der Person ist erforderlich"));
    expect(fieldError("holder-elected")).toBe("Wahldatum ist erforderlich (TT.MM.JJJJ)");
    expect(api.calls(assemblyContract.recordOfficeHolder)).toHaveLength(0);
  });

  it("takes the name from the chosen account and sends the holder", async () => {
    const api = answered();
    const { dialog, onClose } = render();
    await userEvent.type(within(dialog).getByLabelText("Konto suchen (Name, E-Mail oder Unternehmen)"), "erika");
    await within(dialog).findByRole("option", { name: "Erika Havelbahn (Havelbahn GmbH)" });
    await userEvent.selectOptions(within(dialog).getByLabelText("Konto"), "user_havelbahn");
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Name/).value).toBe("Erika Havelbahn");
    fireEvent.change(within(dialog).getByLabelText("Gewählt am", { exact: false }), { target: { value: "2026-02-01" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Erfassen" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls(assemblyContract.recordOfficeHolder)[0]?.body).toEqual({
      office: "president",
      seat: 1,
      personName: "Erika Havelbahn",
      userId: "user_havelbahn",
      electedOn: "2026-02-01",
    });
  });

  it("offers a second seat for offices that have two and sends it as a number", async () => {
    const api = answered();
    const { dialog } = render();
    expect(within(dialog).queryByLabelText("Sitz", { exact: false })).toBeNull();
    await userEvent.selectOptions(within(dialog).getByLabelText("Amt", { exact: false }), "cash_auditor");
    await userEvent.selectOptions(within(dialog).getByLabelText("Sitz", { exact: false }), "2");
    await userEvent.type(within(dialog).getByLabelText(/^Name/), "Jonas Weber");
    fireEvent.change(within(dialog).getByLabelText("Gewählt am", { exact: false }), { target: { value: "2026-02-01" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Erfassen" }));
    await waitFor(() => expect(api.calls(assemblyContract.recordOfficeHolder)).toHaveLength(1));
    expect(api.calls(assemblyContract.recordOfficeHolder)[0]?.body).toEqual({
      office: "cash_auditor",
      seat: 2,
      personName: "Jonas Weber",
      userId: null,
      electedOn: "2026-02-01",
    });
  });

  it("shows the server's German refusal in the dialog (409: the seat is held) and keeps the entries", async () => {
    mockApi().on(assemblyContract.recordOfficeHolder, () => failure(409, "seat_held", "Das Amt ist besetzt; es wird nur durch eine Wahl neu besetzt."));
    const { dialog, onClose } = render();
    await userEvent.type(within(dialog).getByLabelText(/^Name/), "Jonas Weber");
    fireEvent.change(within(dialog).getByLabelText("Gewählt am", { exact: false }), { target: { value: "2026-02-01" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Erfassen" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Das Amt ist besetzt; es wird nur durch eine Wahl neu besetzt.");
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Name/).value).toBe("Jonas Weber");
  });
});
