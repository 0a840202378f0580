/** Binary answers of the finance endpoints: PDFs, CSV and the SEPA XML, never cached. */
export function download(body: Uint8Array | string, contentType: string, fileName: string): Response {
  const safeName = fileName.replace(/[^A-Za-z0-9._-]/g, "_");
  return new Response(typeof body === "string" ? body : Buffer.from(body), {
    status: 200,
    headers: {
      "content-type": contentType,
      "content-disposition": `attachment; filename="${safeName}"`,
      "cache-control": "no-store",
      // A download is a document the browser may render (PDF viewer), but nothing in it may run.
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
}
