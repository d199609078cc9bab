import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { ImageEncoderPool, machineEncoderCount } from "./imageEncoderPool";
import { testJpeg } from "./testing";

describe("the image encoder pool", () => {
  const pool = new ImageEncoderPool(2);
  afterAll(() => pool.release());

  it("is sized to the machine: every core but one, at least one", () => {
    expect(machineEncoderCount()).toBeGreaterThanOrEqual(1);
    expect(new ImageEncoderPool().size).toBe(machineEncoderCount());
  });

  it("makes widths on its threads, several at once, never wider than the original", async () => {
    const original = await testJpeg(800, 600);
    const made = await Promise.all([100, 300, 500, 1000].map((width) => pool.encode({ original, format: "jpeg", width, extension: "webp" })));
    const widths = await Promise.all(made.map(async (bytes) => (await sharp(bytes).metadata()).width));
    expect(widths).toEqual([100, 300, 500, 800]);
    expect((await sharp(made[0]).metadata()).format).toBe("webp");
  });

  it("refuses bytes it cannot decode and goes on making the next width", async () => {
    await expect(pool.encode({ original: Buffer.from("not a picture"), format: "jpeg", width: 100, extension: "jpg" })).rejects.toThrow();
    const again = await pool.encode({ original: await testJpeg(200, 100), format: "jpeg", width: 100, extension: "jpg" });
    expect((await sharp(again).metadata()).format).toBe("jpeg");
  });

  it("starts new threads for work after being released", async () => {
    await pool.release();
    const bytes = await pool.encode({ original: await testJpeg(200, 100), format: "jpeg", width: 100, extension: "png" });
    expect((await sharp(bytes).metadata()).format).toBe("png");
  });
});
