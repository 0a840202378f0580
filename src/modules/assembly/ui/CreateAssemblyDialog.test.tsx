// @vitest-environment happy-dom
/**
 * Preparing an assembly: the German messages of the server's schema next to their fields, the
 * body the server receives, its refusal shown in the dialog with what was typed kept, and the
 * members' request the assembly is convened on.
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { created, failure, mockApi, renderScreen } from "#ui/testing/screen-test.tsx";
import { assemblyContract } from "../contract.ts";
import { CreateAssemblyDialog } from "./CreateAssemblyDialog.tsx";
import { fieldError } from "./testing/form-queries.ts";
import { ASSEMBLY_ID, assemblyHeader } from "./testing/view-fixtures.ts";

const REQUEST_ID = "3e4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7";

/** As on the office's screen: the dialog is there from the start, closed, and opened for a request later. */
function OfficeScreen({ onCreated }: { onCreated: (id: string) => void }) {
  const [requestId, setRequestId] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setRequestId(REQUEST_ID)}>
        Einberufen
      </button>
      <CreateAssemblyDialog open={requestId !== null} requestId={requestId} onClose={() => {}} onCreated={onCreated} />
    </>
  );
}

function open(requestId: string | null = null) {
  const onCreated = vi.fn();
  const view = renderScreen(<CreateAssemblyDialog open requestId={requestId} onClose={() => {}} onCreated={onCreated} />);
  const dialog = screen.getByRole("dialog", { name: "Versammlung anlegen" });
  return { dialog, onCreated, view };
}

async function fillValid(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText("Bezeichnung", { exact: false }), "Ordentliche Mitgliederversammlung 2027");
  fireEvent.change(within(dialog).getByLabelText("Datum", { exact: false }), { target: { value: "2027-03-12" } });
  await userEvent.type(within(dialog).getByLabelText("Ort"), "Berlin, Reinhardtstraße 27");
}

describe("CreateAssemblyDialog", () => {
  it("shows the schema's German messages next to their fields and sends nothing", async () => {
    const api = mockApi().on(assemblyContract.createAssembly, () => created(assemblyHeader));
    const { dialog } = open();
    await userEvent.click(within(dialog).getByRole("button", { name: "Anlegen" }));
    await waitFor(() => expect(fieldError("assembly-title")).toBe("Bezeichnung ist erforderlich"));
    expect(fieldError("assembly-date")).toBe("Datum der Versammlung ist erforderlich (JJJJ-MM-TT)");
    expect(fieldError("assembly-time")).toBe("");
    expect(api.calls(assemblyContract.createAssembly)).toHaveLength(0);
  });

  it("sends the parsed fields and hands over the new assembly", async () => {
    const api = mockApi().on(assemblyContract.createAssembly, () => created(assemblyHeader));
    const { dialog, onCreated } = open();
    await fillValid(dialog);
    await userEvent.click(within(dialog).getByRole("button", { name: "Anlegen" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(ASSEMBLY_ID));
    expect(api.calls(assemblyContract.createAssembly)[0]?.body).toEqual({
      title: "Ordentliche Mitgliederversammlung 2027",
      kind: "ordinary",
      assemblyDate: "2027-03-12",
      startTime: "10:00",
      place: "Berlin, Reinhardtstraße 27",
      onlineParticipation: true,
      description: null,
      requestId: null,
    });
  });

  it("shows the server's refusal in the dialog and keeps what was typed (422)", async () => {
    mockApi().on(assemblyContract.createAssembly, () =>
      failure(422, "invalid_input", "Die Einladung muss mindestens vier Wochen vor dem Tag der Versammlung versandt werden (§ 4 Abs. 3 Satzung)."),
    );
    const { dialog, onCreated } = open();
    await fillValid(dialog);
    await userEvent.click(within(dialog).getByRole("button", { name: "Anlegen" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain("§ 4 Abs. 3 Satzung");
    expect(within(dialog).getByLabelText<HTMLInputElement>("Bezeichnung", { exact: false }).value).toBe("Ordentliche Mitgliederversammlung 2027");
    expect(onCreated).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText("Datum", { exact: false }), { target: { value: "2027-04-16" } });
    await waitFor(() => expect(within(dialog).queryByRole("alert")).toBeNull());
  });

  it("convenes an extraordinary assembly on the members' request", async () => {
    const api = mockApi().on(assemblyContract.createAssembly, () => created(assemblyHeader));
    const { dialog, onCreated } = open(REQUEST_ID);
    expect(within(dialog).getByLabelText<HTMLSelectElement>("Art", { exact: false }).value).toBe("extraordinary");
    await fillValid(dialog);
    await userEvent.click(within(dialog).getByRole("button", { name: "Anlegen" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(api.calls(assemblyContract.createAssembly)[0]?.body).toMatchObject({ kind: "extraordinary", requestId: REQUEST_ID });
  });

  it("takes the request the office convenes on even when the dialog was first shown without one", async () => {
    const api = mockApi().on(assemblyContract.createAssembly, () => created(assemblyHeader));
    const onCreated = vi.fn();
    renderScreen(<OfficeScreen onCreated={onCreated} />);
    await userEvent.click(screen.getByRole("button", { name: "Einberufen" }));
    const dialog = screen.getByRole("dialog", { name: "Versammlung anlegen" });
    await waitFor(() => expect(within(dialog).getByLabelText<HTMLSelectElement>("Art", { exact: false }).value).toBe("extraordinary"));
    await fillValid(dialog);
    await userEvent.click(within(dialog).getByRole("button", { name: "Anlegen" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(api.calls(assemblyContract.createAssembly)[0]?.body).toMatchObject({ kind: "extraordinary", requestId: REQUEST_ID });
  });
});
