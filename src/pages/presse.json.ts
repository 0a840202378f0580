/**
 * The press releases as JSON (slug, title, date), built with the site from content/presse: the
 * political workbench lists them to link a procedure or campaign to one (ADR 171), and the list can
 * never drift from the published pages.
 */
import type { APIRoute } from "astro";
import { getCollection } from "astro:content";

export const GET: APIRoute = async () => {
  const releases = (await getCollection("press"))
    .sort((a, b) => b.data.date.getTime() - a.data.date.getTime())
    .map((entry) => ({ slug: entry.id, title: entry.data.title, date: entry.data.date.toISOString().slice(0, 10) }));
  return new Response(JSON.stringify({ items: releases }), { headers: { "content-type": "application/json; charset=utf-8" } });
};
