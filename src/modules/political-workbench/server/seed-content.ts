/**
 * The public site's texts the demo data starts from (issue 17): the ten core demands of
 * content/forderungen and the § 23 AEG statement of content/dokumente. Read from the repository
 * when seeding (never on a deploy: seeding refuses to run there).
 */
import { readdir, readFile } from "node:fs/promises";
import { parse } from "yaml";

const CONTENT = new URL("../../../../content/", import.meta.url);

export interface Demand {
  number: number;
  title: string;
  description: string;
}

export async function readDemands(): Promise<Demand[]> {
  const folder = new URL("forderungen/", CONTENT);
  const names = (await readdir(folder)).filter((n) => n.endsWith(".yaml")).sort();
  const demands = await Promise.all(names.map(async (name) => parse(await readFile(new URL(name, folder), "utf8")) as Demand));
  return demands.sort((a, b) => a.number - b.number);
}

/** The statement's Markdown body without the front matter, and its date. */
export async function readAegStatement(): Promise<{ title: string; body: string; updated: string }> {
  const text = await readFile(new URL("dokumente/stellungnahme-aeg.mdx", CONTENT), "utf8");
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error("content/dokumente/stellungnahme-aeg.mdx has no front matter");
  const front = parse(match[1]!) as { title: string; updated: string | Date };
  const updated = front.updated instanceof Date ? front.updated.toISOString().slice(0, 10) : String(front.updated);
  return { title: front.title, body: match[2]!.trim(), updated };
}
