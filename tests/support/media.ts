/** Test images made with sharp, and a multipart body of them, for the media library's tests. */
import sharp from "sharp";

/** A picture whose left half is red and right half blue (for focal-point crops). */
export async function twoHalves(width = 1600, height = 400, format: "png" | "jpeg" = "png"): Promise<Buffer> {
  const half = Math.round(width / 2);
  const image = sharp({ create: { width, height, channels: 3, background: "#ff0000" } }).composite([
    { input: { create: { width: width - half, height, channels: 3, background: "#0000ff" } }, left: half, top: 0 },
  ]);
  return format === "png" ? image.png().toBuffer() : image.jpeg().toBuffer();
}

/** A JPEG carrying EXIF with a camera model and a GPS position. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: "#44aa66" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "TestCam", Model: "Secret Model 9" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 2400/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 21/1 300/100",
      },
    })
    .toBuffer();
}

export function solid(format: "png" | "jpeg" | "webp" | "avif" | "gif", color = "#336699", width = 1000, height = 600) {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();
}

/** A multipart/form-data body with each file in the field "file". */
export function multipart(files: Array<{ name: string; data: Uint8Array; type?: string }>): FormData {
  const form = new FormData();
  for (const f of files)
    form.append("file", new Blob([new Uint8Array(f.data)], { type: f.type ?? "application/octet-stream" }), f.name);
  return form;
}
