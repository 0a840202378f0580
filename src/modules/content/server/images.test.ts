/** Uploaded pictures are decided by their bytes, scaled down, stripped of metadata and named by their content. */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageBaseName, prepareImage } from "./images.ts";

const photo = (width: number, height: number, format: "jpeg" | "png" | "webp" = "jpeg", alpha = false) =>
  sharp({ create: { width, height, channels: alpha ? 4 : 3, background: alpha ? { r: 10, g: 80, b: 160, alpha: 0.5 } : { r: 10, g: 80, b: 160 } } })
    .withMetadata({ exif: { IFD0: { Copyright: "Kamera", ImageDescription: "GPS Halle" } } })
    [format]()
    .toBuffer();

describe("content images", () => {
  it("scales a large photo down to 1600 px and drops its metadata", async () => {
    const image = await prepareImage(new Uint8Array(await photo(4000, 3000)), "Porträt Müller.JPG");
    expect(image).toMatchObject({ mediaType: "image/jpeg", width: 1600, height: 1200 });
    expect(image.name).toMatch(/^portraet-mueller-[0-9a-f]{8}\.jpg$/);
    expect((await sharp(image.bytes).metadata()).exif).toBeUndefined();
  });

  it("keeps transparency as PNG and converts WebP", async () => {
    expect((await prepareImage(new Uint8Array(await photo(400, 300, "png", true)), "logo.png")).mediaType).toBe("image/png");
    expect((await prepareImage(new Uint8Array(await photo(400, 300, "webp")), "foto.webp")).mediaType).toBe("image/jpeg");
  });

  it("refuses what is not a picture, whatever its name says", async () => {
    await expect(prepareImage(new TextEncoder().encode("%PDF-1.7 fake"), "foto.jpg")).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(/kein solches Bild/),
    });
    await expect(prepareImage(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"), "x.svg")).rejects.toMatchObject({ status: 422 });
  });

  it("refuses a cut-off file and a tiny picture", async () => {
    const full = await photo(800, 600);
    await expect(prepareImage(new Uint8Array(full.subarray(0, 400)), "halb.jpg")).rejects.toMatchObject({ status: 422 });
    await expect(prepareImage(new Uint8Array(await photo(120, 90)), "klein.jpg")).rejects.toMatchObject({
      message: expect.stringMatching(/zu klein \(120 × 90/),
    });
  });

  it("makes safe names", () => {
    expect(imageBaseName("../../etc/passwd")).toBe("passwd");
    expect(imageBaseName(".jpg")).toBe("bild");
  });
});
