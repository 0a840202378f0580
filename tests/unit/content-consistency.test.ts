/**
 * Facts that appear in several content files must agree: the board in content/vorstand, the contact
 * persons, the legal notice and the association's master data (src/shared/association.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { association } from "#shared/association.ts";

const contentDir = path.resolve(import.meta.dirname, "../../content");
const read = (...parts: string[]) => readFileSync(path.join(contentDir, ...parts), "utf8");
const field = (source: string, name: string) => new RegExp(`^${name}: (.+)$`, "m").exec(source)?.[1].trim().replace(/^"|"$/g, "");
const yamlFiles = (folder: string) =>
  readdirSync(path.join(contentDir, folder))
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => read(folder, file));

const board = yamlFiles("vorstand").map((source) => ({ name: field(source, "name"), position: field(source, "position"), group: field(source, "group") }));
const presidium = board.filter((person) => person.group === "praesidium");

describe("content consistency", () => {
  it("has a presidium of three (President, Vice President, Treasurer) and one managing director", () => {
    expect(presidium.map((person) => person.position?.replace(/in$/, "")).sort()).toEqual(["Präsident", "Schatzmeister", "Vizepräsident"]);
    expect(board.filter((person) => person.group === "geschaeftsfuehrung")).toHaveLength(1);
  });

  it("names the same people as contact persons, with the four required roles", () => {
    const contacts = yamlFiles("ansprechpartner").map((source) => ({ name: field(source, "name"), role: field(source, "role") }));
    expect(contacts.map((contact) => contact.role?.replace(/in$/, "")).sort()).toEqual(["Geschäftsführer", "Präsident", "Schatzmeister", "Vizepräsident"]);
    for (const contact of contacts) expect(board.map((person) => person.name)).toContain(contact.name);
  });

  it("numbers the ten demands 1 to 10 exactly once", () => {
    const numbers = yamlFiles("forderungen").map((source) => Number(field(source, "number")));
    expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("the legal notice lists the presidium, the register entry and the office address", () => {
    const notice = read("dokumente", "impressum.mdx");
    for (const person of presidium) expect(notice).toContain(person.name);
    expect(notice).toContain(association.register.court);
    expect(notice).toContain(association.register.number);
    expect(notice).toContain(association.address.street);
    expect(notice).toContain("§ 18 Abs. 2 MStV");
  });

  it("the statutes close in Halle (Saale) on 3 March 2025", () => {
    const statutes = read("dokumente", "satzung.mdx");
    expect(field(statutes, "adoptedPlace")).toBe("Halle (Saale)");
    expect(field(statutes, "adoptedDate")).toBe("2025-03-03");
  });
});
