// One thread of the image encoder pool (imageEncoderPool.ts): it makes one width of an image per
// message, so decoding and encoding pictures never hold up the server's own thread. Plain
// JavaScript, as a worker thread runs a file as it is, from the sources and from the build alike.
import { parentPort } from "node:worker_threads";
import sharp from "sharp";

// Each thread encodes one picture at a time; the pool, not libvips, uses the machine's cores.
sharp.concurrency(1);
sharp.cache(false);

/** The encoder of each served extension. */
function encode(pipeline, extension) {
  if (extension === "jpg") return pipeline.jpeg({ quality: 80, mozjpeg: true, progressive: true });
  if (extension === "png") return pipeline.png({ compressionLevel: 9, effort: 7 });
  if (extension === "gif") return pipeline.gif();
  return pipeline.webp({ quality: 78, effort: 4 });
}

/** One width in one format: upright, without metadata, never enlarged. */
async function renderVariant({ original, format, width, extension, maxPixels }) {
  const animated = format === "gif" || format === "webp";
  const pipeline = sharp(original, { failOn: "truncated", limitInputPixels: maxPixels, animated }).rotate().resize({ width, withoutEnlargement: true });
  return encode(pipeline, extension).toBuffer();
}

parentPort.on("message", (task) => {
  renderVariant(task).then(
    (bytes) => parentPort.postMessage({ bytes }),
    (error) => parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
});
