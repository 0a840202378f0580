/**
 * Content collections of the public site. Editors change a page by editing one file under content/;
 * a wrong or missing field fails `astro build` with the file and the field named.
 * Every field carries a .describe() so the schema doubles as the editors' reference.
 */
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { z } from "astro/zod";

const isoDate = z.coerce.date();

/** Press releases: content/presse/<slug>.mdx, published at /presse/<slug>. */
const press = defineCollection({
  loader: glob({ pattern: "*.mdx", base: "./content/presse" }),
  schema: z.object({
    title: z.string().min(10).describe("Headline of the press release"),
    date: isoDate.describe("Publication date, YYYY-MM-DD"),
    category: z.literal("Pressemitteilung").describe("Always 'Pressemitteilung'"),
    preview: z.string().min(40).max(400).describe("Teaser shown on /presse (one or two sentences)"),
    description: z.string().min(50).max(170).describe("Meta description for search engines"),
  }),
});

/** Long legal and policy documents with one MDX body each (statutes, privacy, legal notice, ...). */
const documentBase = z.object({
  title: z.string().describe("Page heading and <title>"),
  description: z.string().min(50).max(170).describe("Meta description for search engines"),
  updated: isoDate.describe("Date of the current version, YYYY-MM-DD"),
});

const statutes = defineCollection({
  loader: glob({ pattern: "satzung.mdx", base: "./content/dokumente" }),
  schema: documentBase.extend({
    adoptedPlace: z.string().describe("Place where the statutes were adopted, e.g. 'Halle (Saale)'"),
    adoptedDate: isoDate.describe("Date the statutes were adopted, YYYY-MM-DD"),
  }),
});

const documents = defineCollection({
  loader: glob({ pattern: ["*.mdx", "!satzung.mdx"], base: "./content/dokumente" }),
  schema: documentBase.extend({
    backLink: z
      .object({ href: z.string().startsWith("/"), label: z.string() })
      .optional()
      .describe("Optional link shown at the end of the document, e.g. back to /themen"),
  }),
});

/** The ten core demands on /themen: content/forderungen/NN.yaml. */
const demands = defineCollection({
  loader: glob({ pattern: "*.yaml", base: "./content/forderungen" }),
  schema: z.object({
    number: z.number().int().min(1).max(10).describe("Position 1-10 in the list"),
    title: z.string().min(5).describe("Short demand, one line"),
    description: z.string().min(40).describe("Two to four sentences explaining the demand"),
  }),
});

/** Presidium and managing director on /vorstand: content/vorstand/NN-name.yaml. */
const board = defineCollection({
  loader: glob({ pattern: "*.yaml", base: "./content/vorstand" }),
  schema: ({ image }) =>
    z.object({
      name: z.string().describe("Full name incl. academic title"),
      position: z
        .enum(["Präsident", "Präsidentin", "Vizepräsident", "Vizepräsidentin", "Schatzmeister", "Schatzmeisterin", "Geschäftsführer", "Geschäftsführerin"])
        .describe("Office held"),
      group: z.enum(["praesidium", "geschaeftsfuehrung"]).describe("Presidium member or managing director"),
      order: z.number().int().describe("Sort order on the page"),
      description: z.string().min(40).describe("Short professional biography"),
      email: z.string().email().describe("Official e-mail address"),
      phone: z.string().optional().describe("Phone number; shown for the managing director only"),
      photo: image().describe("Portrait, relative path to an image in content/vorstand/fotos/"),
      photoAlt: z.string().describe("Alternative text of the portrait"),
    }),
});

/** Contact persons on /kontakt: content/ansprechpartner/NN-name.yaml. */
const contacts = defineCollection({
  loader: glob({ pattern: "*.yaml", base: "./content/ansprechpartner" }),
  schema: z.object({
    name: z.string(),
    role: z.enum(["Präsident", "Präsidentin", "Geschäftsführer", "Geschäftsführerin", "Vizepräsident", "Vizepräsidentin", "Schatzmeister", "Schatzmeisterin"]).describe("Role shown under the name"),
    order: z.number().int().describe("Sort order"),
    email: z.string().email(),
    phone: z.string().optional(),
    topics: z.string().optional().describe("What to contact this person about"),
  }),
});

/** Editorial copy of the home, topics and membership pages: content/seiten/<page>.mdx. */
const pages = defineCollection({
  loader: glob({ pattern: "*.mdx", base: "./content/seiten" }),
  schema: z.object({
    title: z.string().describe("Short page title used in <title> (the home page uses 'VNSI')"),
    description: z.string().min(50).max(170).describe("Meta description for search engines"),
    eyebrow: z.string().optional().describe("Small label above the page heading"),
    heading: z.string().min(5).describe("The page's h1"),
    lead: z.string().min(40).describe("Introductory paragraph below the heading"),
    highlights: z
      .array(z.object({ title: z.string().min(3), text: z.string().min(20) }))
      .optional()
      .describe("Cards: focus areas on the home page, the six member benefits on /mitgliedschaft"),
    models: z
      .array(
        z.object({
          name: z.string().describe("Name of the membership model"),
          audience: z.string().describe("Who it is for"),
          text: z.string().min(20).describe("What the model means"),
          points: z.array(z.string()).min(1).describe("Rights and duties as bullet points"),
        }),
      )
      .optional()
      .describe("Membership models on /mitgliedschaft (ordinary and supporting)"),
  }),
});

export const collections = { press, statutes, documents, demands, board, contacts, pages };
