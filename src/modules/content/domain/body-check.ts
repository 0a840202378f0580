/**
 * What an editor may write into an MDX body: Markdown (CommonMark + GFM) and the line break
 * `<br />`, nothing that MDX would run or compile as code: no import/export, no {expressions}, no
 * JSX or HTML elements, no HTML comments. Images only as uploaded files in ./bilder/ with an
 * alternative text (no requests to other servers from public pages). Checked before anything is
 * written, so a published body can never break the build or run code in it. Isomorphic: the editor
 * shows these problems as you type, the server decides with the same function.
 */
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";
import type { Nodes } from "mdast";

export const BODY_IMAGE = /^\.\/bilder\/([a-z0-9][a-z0-9._-]*\.(?:jpe?g|png|webp|svg))$/;
const LINE_BREAK = /^<br\s*\/>/;

export interface BodyCheck {
  problems: string[];
  /** File names in ./bilder/ the body shows. */
  images: string[];
}

export function checkBody(body: string): BodyCheck {
  const problems = new Set<string>();
  const images: string[] = [];
  const tree = fromMarkdown(body, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const code: [number, number][] = [];

  const visit = (node: Nodes) => {
    if ((node.type === "code" || node.type === "inlineCode") && node.position) code.push([node.position.start.offset!, node.position.end.offset!]);
    if (node.type === "image") {
      if (!node.alt?.trim()) problems.add(`Bild ohne Alternativtext: ![Beschreibung](${node.url}). Beschreiben Sie, was das Bild zeigt.`);
      const file = BODY_IMAGE.exec(node.url)?.[1];
      if (file) images.push(file);
      else problems.add(`Bilder werden über „Bild einfügen“ hochgeladen (./bilder/…); ${node.url} ist nicht erlaubt.`);
    }
    if (node.type === "imageReference") problems.add("Bilder bitte über „Bild einfügen“ einbinden, nicht als Verweis ![…][…].");
    if ("children" in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(tree);

  const inCode = (offset: number) => code.some(([start, end]) => offset >= start && offset < end);
  let lineStart = true;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (inCode(i)) {
      lineStart = c === "\n";
      continue;
    }
    if (lineStart && /^(import|export)\s/.test(body.slice(i, i + 8))) problems.add("Zeilen mit „import“ oder „export“ sind Programmcode und nicht erlaubt.");
    const escaped = body[i - 1] === "\\";
    if ((c === "{" || c === "}") && !escaped)
      problems.add("Geschweifte Klammern { } sind in MDX Programmcode; bitte entfernen oder als \\{ und \\} schreiben.");
    if (c === "<" && !escaped && /[A-Za-z/!]/.test(body[i + 1] ?? "") && !LINE_BREAK.test(body.slice(i))) {
      const tag = /^<[^>\s]{0,30}/.exec(body.slice(i))?.[0] ?? "<";
      problems.add(`HTML und Komponenten (${tag}…) sind nicht erlaubt; für einen Zeilenumbruch schreiben Sie <br />.`);
    }
    if (c !== " " && c !== "\t") lineStart = c === "\n";
  }
  return { problems: [...problems], images: [...new Set(images)] };
}
