// @vitest-environment happy-dom
/**
 * The contact form's states with the endpoint mocked by contract: sending (button disabled), the
 * success answer (toast, fields cleared), the rate limit (429) and a refusal with field details,
 * each told in German.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { failure, mockApi, ok, pending, renderScreen, shownToasts } from "#ui/testing/screen-test.tsx";
import { contactContract as contract } from "../contract.ts";
import { ContactFormApp } from "./ContactFormApp.tsx";

async function fillAndSend() {
  renderScreen(<ContactFormApp />);
  await userEvent.type(screen.getByLabelText(/^Name/), "Erika Muster");
  await userEvent.type(screen.getByLabelText(/^E-Mail/), "erika@example.org");
  await userEvent.selectOptions(screen.getByLabelText(/^Thema/), "presse");
  await userEvent.type(screen.getByLabelText(/^Nachricht/), "Bitte senden Sie uns Ihre Pressemappe.");
  await userEvent.click(screen.getByRole("button", { name: "Nachricht senden" }));
}

describe("ContactFormApp", () => {
  it("keeps the button disabled while the message is sent", async () => {
    mockApi().on(contract.sendMessage, pending);
    await fillAndSend();
    await waitFor(() => expect(screen.getByRole("button", { name: /Wird gesendet/ }).hasAttribute("disabled")).toBe(true));
  });

  it("thanks the sender and clears the form", async () => {
    const mock = mockApi().on(contract.sendMessage, () => ok({ success: true, message: "Nachricht gesendet" }));
    await fillAndSend();
    await waitFor(() => expect(shownToasts().at(-1)?.title).toBe("Nachricht gesendet"));
    expect(mock.calls(contract.sendMessage)[0]?.body).toMatchObject({ name: "Erika Muster", subject: "presse", organization: "", hp: "" });
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe("");
  });

  it("asks to wait after too many messages (429)", async () => {
    mockApi().on(contract.sendMessage, () => failure(429, "rate_limited", "Zu viele Anfragen."));
    await fillAndSend();
    await waitFor(() => expect(shownToasts().at(-1)?.description).toBe("Zu viele Anfragen. Bitte warten Sie 15 Minuten bevor Sie erneut senden."));
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe("Erika Muster");
  });

  it("names the fields the server refused", async () => {
    mockApi().on(contract.sendMessage, () => failure(400, "invalid_input", "Ungültige Eingaben", ["email: Bitte geben Sie eine gültige E-Mail-Adresse an."]));
    await fillAndSend();
    await waitFor(() => expect(shownToasts().at(-1)?.title).toBe("Ungültige Eingaben"));
    expect(shownToasts().at(-1)?.description).toContain("email: Bitte geben Sie eine gültige E-Mail-Adresse an.");
  });
});
