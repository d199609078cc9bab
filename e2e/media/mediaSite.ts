import { createHash } from "node:crypto";
import sharp from "sharp";

/** The identifier of the site the media journeys import. */
export const MEDIA_SITE = "mediatest";

/** A small labelled test picture: a coloured field with its number, so screenshots tell slides apart. */
async function picture(index: number, width: number, height: number): Promise<Buffer> {
  const hue = (index * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(${hue},45%,45%)"/><text x="50%" y="55%" font-size="${height / 3}" text-anchor="middle" fill="#fff" font-family="sans-serif">${index + 1}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

function hexId(prefix: string, n: number): string {
  return `${prefix}${n.toString(16).padStart(24 - prefix.length, "0")}`;
}

/** One slide per picture, each with an id, a url, a title and a caption. */
function slides(ids: string[], count: number, offset = 0) {
  return Array.from({ length: count }, (_, i) => {
    const n = (i + offset) % ids.length;
    return {
      id: `slide-${n + 1}`,
      src: `/s/${ids[n]}/picture-${n + 1}.jpg`,
      alt: `Picture ${n + 1}`,
      width: 1200,
      height: 800,
      title: `Title ${n + 1}`,
      caption: `Caption ${n + 1}`,
      url: `picture-${n + 1}`,
    };
  });
}

function page(n: number, slug: string, blocks: unknown[]) {
  const layout = { blocks: blocks.map((settings, i) => ({ id: hexId("e2e0", n * 16 + i), ...(settings as object) })) };
  return {
    id: hexId("c011", n),
    type: 10,
    title: slug,
    urlSlug: slug,
    navigation: n === 0 ? "main" : null,
    position: n,
    layout: { id: hexId("1a70", n), draft: layout, published: layout },
  };
}

const gallery = (settings: Record<string, unknown>) => ({ type: "gallery", settings });

/** The address every slide of the linked galleries leads to. */
export const SLIDE_LINK = "/list";

/** Slides that each lead to SLIDE_LINK when clicked. */
function linkedSlides(ids: string[], count: number) {
  return slides(ids, count).map((slide) => ({ ...slide, clickThroughUrl: SLIDE_LINK }));
}

/** The focal point of the slider page's second slide (page "slider", a strip with a 3:2 ratio and no vSize). */
export const SLIDER_FOCAL_POINT = { x: 0.25, y: 0.75 };

/** How many pictures the "many-pictures" grid shows: more than the 16 a desktop loads at once. */
export const MANY_PICTURES = 20;

/** The large picture's size: wide enough that a 3x screen's lightbox asks for the largest width made (2500). */
const LARGE = { width: 3000, height: 2000 };

/** A local stand-in for the YouTube and Vimeo players: records every message it receives. */
export const FAKE_PLAYER_HTML = `<!doctype html><title>player</title><body style="margin:0;background:#222;color:#fff">player
<script>window.received=[];window.addEventListener("message",function(e){window.received.push(String(e.data));});</script></body>`;

/**
 * The media journeys' site file: eight pictures and a large one carried in the file's assets
 * section, and one page per gallery design and behaviour under test (the slide designs
 * together, plain, with click-through links and with the lightbox), a page of videos, one with broken gallery
 * markup, one with a large picture that opens in the lightbox, a strip slider with a set ratio
 * and a focal point, and a grid of more pictures than a desktop loads at once.
 */
export async function mediaSiteFile(): Promise<string> {
  const ids = Array.from({ length: 8 }, (_, i) => hexId("a55e", i));
  const largeId = hexId("a55e", 8);
  const assets = [];
  for (const [i, id] of [...ids, largeId].entries()) {
    const bytes = id === largeId ? await picture(i, LARGE.width, LARGE.height) : await picture(i, 1200, 800);
    assets.push({
      id,
      fileName: id === largeId ? "large.jpg" : `picture-${i + 1}.jpg`,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      createdAt: `2026-01-01T00:00:0${i}.000Z`,
      data: bytes.toString("base64"),
    });
  }
  const pages = [
    page(0, "grid", [gallery({ design: "grid", slides: slides(ids, 4), lightboxHash: true })]),
    page(1, "autogrid", [gallery({ design: "autogrid", slides: slides(ids, 5), columnWidth: 200, gutter: 10 })]),
    page(2, "autocolumns", [gallery({ design: "autocolumns", slides: slides(ids, 5), columnWidth: "220" })]),
    page(3, "autorows", [gallery({ design: "autorows", slides: slides(ids, 5), rowHeight: 200 })]),
    page(4, "carousel", [gallery({ design: "carousel", slides: slides(ids, 7) })]),
    page(5, "list", [gallery({ design: "list", slides: slides(ids, 3), lightbox: true })]),
    page(6, "slideshow", [gallery({ design: "stacked", slides: slides(ids, 4), loop: false, history: true })]),
    page(7, "slideshow-loop", [gallery({ design: "stacked", slides: slides(ids, 4), loop: true, autoplay: true, autoplayDuration: 1, randomize: false })]),
    page(8, "slideshow-scroll", [gallery({ design: "stacked", slides: slides(ids, 4), transition: "scroll", loop: false })]),
    page(9, "slideshow-new-swipe", [gallery({ design: "stacked", slides: slides(ids, 4), transition: "new-swipe", loop: true })]),
    page(10, "slideshow-thumbnails", [
      gallery({ design: "stacked", slides: slides(ids, 6), transition: "ken-burns", thumbnails: true, clickBehavior: "half" }),
    ]),
    page(11, "strip", [gallery({ design: "strip", slides: slides(ids, 8), loop: false, stripAlignment: "start" })]),
    page(12, "base", [gallery({ design: "base", slides: slides(ids, 3), loop: true })]),
    page(13, "videos", [
      { type: "video", settings: { url: "https://www.youtube.com/watch?v=abcdefghijk", title: "Roasting day" } },
      { type: "video", settings: { url: "http://vimeo.com/123456789", title: "Cupping", width: 640, height: 360 } },
      gallery({
        design: "stacked",
        loop: true,
        autoplay: true,
        autoplayDuration: 1,
        randomize: false,
        slides: [{ ...slides(ids, 1)[0], id: "video-slide", type: "video", videoUrl: "https://vimeo.com/987654321", url: "" }, ...slides(ids, 2, 1)],
      }),
    ]),
    page(14, "broken", [
      gallery({ design: "grid", slides: slides(ids, 2) }),
      { type: "image", settings: { src: `/s/${ids[0]}/picture-1.jpg`, alt: "Picture 1", width: 1200, height: 800 } },
      {
        type: "code",
        settings: {
          html:
            '<div class="tsr-gallery" data-island="gallery" data-block-json="{not json"><ul class="tsr-gallery__slides"></ul></div>' +
            '<div data-island="gallery" data-block-json=\'{"design":"mosaic"}\'></div>' +
            '<div data-island="gallery" data-block-json=\'{"design":"grid"}\'></div>' +
            '<div data-island="image"><div class="tsr-img" data-src="/s/none/x.jpg"></div><img class="tsr-img" alt="" data-load="false"></div>',
        },
      },
      { type: "accordion", settings: { items: [{ title: "Still works", html: "<p>Yes.</p>" }] } },
    ]),
    page(15, "slide-designs", [
      gallery({ design: "stacked", slides: slides(ids, 3) }),
      gallery({ design: "stacked", transition: "scroll", slides: slides(ids, 3) }),
      gallery({ design: "base", slides: slides(ids, 3) }),
      gallery({ design: "strip", slides: slides(ids, 8) }),
      gallery({ design: "carousel", slides: slides(ids, 4) }),
    ]),
    page(16, "linked", [
      gallery({ design: "stacked", slides: linkedSlides(ids, 3), lightbox: false }),
      gallery({ design: "base", slides: linkedSlides(ids, 3), lightbox: false }),
      gallery({ design: "strip", slides: linkedSlides(ids, 8), lightbox: false }),
      gallery({ design: "carousel", slides: linkedSlides(ids, 4), lightbox: false }),
    ]),
    page(17, "lightbox-slides", [
      gallery({ design: "stacked", slides: slides(ids, 3), lightbox: true }),
      gallery({ design: "base", slides: slides(ids, 3), lightbox: true }),
      gallery({ design: "strip", slides: slides(ids, 8), lightbox: true }),
      gallery({ design: "carousel", slides: slides(ids, 4), lightbox: true }),
    ]),
    page(18, "large", [
      { type: "image", settings: { src: `/s/${largeId}/large.jpg`, alt: "Large picture", ...LARGE, lightbox: true } },
      gallery({
        design: "grid",
        slides: [...slides(ids, 2), { ...slides(ids, 1)[0], id: "large", src: `/s/${largeId}/large.jpg`, alt: "Large slide", ...LARGE }],
        lightbox: true,
      }),
    ]),
    page(19, "slider", [
      gallery({
        design: "strip",
        imageAspectRatio: "3:2",
        loop: false,
        stripAlignment: "start",
        slides: slides(ids, 8).map((slide, i) => (i === 1 ? { ...slide, focalPoint: SLIDER_FOCAL_POINT } : slide)),
      }),
    ]),
    page(20, "many-pictures", [
      gallery({ design: "grid", slides: slides(ids, MANY_PICTURES).map((slide, i) => ({ ...slide, id: `many-${i + 1}`, url: `many-${i + 1}` })) }),
    ]),
    page(21, "force-update", [
      { type: "image", settings: { src: `/s/${ids[0]}/picture-1.jpg`, alt: "The lead picture", width: 1200, height: 800 } },
      {
        type: "image",
        settings: { src: `/s/${ids[1]}/picture-2.jpg`, alt: "Loaded again at every size", width: 1200, height: 800, lazy: false, forceUpdate: true },
      },
      { type: "image", settings: { src: `/s/${ids[2]}/picture-3.jpg`, alt: "Keeps its larger picture", width: 1200, height: 800, lazy: false } },
    ]),
  ];
  return JSON.stringify({ format: "tessera-site", version: 1, website: { identifier: MEDIA_SITE, title: "Media test" }, collections: pages, assets });
}
