// The visual check's own rules (harness/visualCheck.ts), each shown firing on a small page made for
// it and naming the element, and a clean page passing: no server, pages set in one browser page.
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import { launchBrowser, newPage, type TrackedPage } from "./harness/browser";
import { checkWhatIsSeen } from "./harness/visualCheck";

const DESKTOP = { width: 1280, height: 800 };

let browser: Browser;
let tracked: TrackedPage;
let page: Page;
/** A grey PNG 20 px wide and a near-white one, as data addresses. */
let smallPicture = "";
let lightPicture = "";

async function png(width: number, height: number, background: string): Promise<string> {
  const data = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${data.toString("base64")}`;
}

beforeAll(async () => {
  [smallPicture, lightPicture] = await Promise.all([png(20, 10, "#888888"), png(40, 40, "#f4f4f4")]);
  browser = await launchBrowser();
  tracked = await newPage(browser, { viewport: DESKTOP });
  page = tracked.page;
});

afterAll(async () => {
  await tracked?.close();
  await browser?.close();
});

/** The findings of the check on a page made of `body`, at 1280 px and a pixel ratio of 1. */
async function findingsOf(body: string): Promise<string[]> {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Rule</title></head><body style="margin:0;font:16px sans-serif">${body}</body></html>`);
  return checkWhatIsSeen(page, { where: "rule", width: DESKTOP.width, pixelRatio: 1, axe: false });
}

test("a clean page passes every rule", async () => {
  const found = await findingsOf(
    `<main><h1>Opening hours</h1><p>Open daily, 7 to 4.</p><button style="padding:12px 16px">Book a table</button><img alt="A cup" src="${smallPicture}" style="width:18px"></main>`,
  );
  expect(found).toEqual([]);
});

test("the picture rules name a picture drawn from too few pixels and a picture with no size", async () => {
  const found = await findingsOf(
    `<img id="blurry" alt="Blurry" src="${smallPicture}" style="width:300px"><img id="flat" alt="Flat" src="${smallPicture}" style="width:200px;height:0">`,
  );
  expect(found).toContainEqual(expect.stringMatching(/^rule at 1280 px: picture: img#blurry "Blurry" is drawn 300 px wide at 1x from 20 px \(needs 270/));
  expect(found).toContainEqual('rule at 1280 px: picture: img#flat "Flat" has no size: it is drawn 200x0 px');
});

test("the contrast rule measures text against the picture behind it", async () => {
  const found = await findingsOf(
    `<section style="background:#222 url(${lightPicture}) 0 0/100% 100%;padding:40px"><p id="over" style="color:#fff;margin:0">Words over a light picture</p></section>`,
  );
  expect(found).toContainEqual(expect.stringMatching(/^rule at 1280 px: contrast: p#over "Words over a light picture" has contrast 1\.\d+:1 \(needs 4\.5:1\)/));
});

test("the tiny text rule names text under 12 px", async () => {
  const found = await findingsOf(`<p id="small" style="font-size:11px">Small print</p>`);
  expect(found).toContain('rule at 1280 px: tiny text: p#small "Small print" has 11 px text');
});

test("the target rules name a button under 24 x 24 px and two buttons overlapping", async () => {
  const found = await findingsOf(
    `<button id="tiny" style="width:20px;height:20px;padding:0;border:0">x</button>
     <div style="position:relative;height:60px"><button id="under" style="position:absolute;left:0;top:0;width:80px;height:40px">Under</button><button id="over" style="position:absolute;left:40px;top:10px;width:80px;height:40px">Over</button></div>`,
  );
  expect(found).toContain('rule at 1280 px: target: button#tiny "x" is 20x20 px, under 24x24');
  expect(found).toContain('rule at 1280 px: target: button#under "Under" and button#over "Over" overlap by 40x30 px');
});

test("the frame rule names a frame narrower than its content", async () => {
  const found = await findingsOf(
    `<iframe id="booking" title="Booking" style="width:300px;height:100px;border:0" srcdoc="<div style='width:600px'>Wide</div>"></iframe>`,
  );
  expect(found).toContainEqual(expect.stringMatching(/^rule at 1280 px: frame: iframe#booking "Booking" is 300 px wide, its content needs 6\d\d px$/));
});

test("the sideways scrolling rule names the page wider than the window and its widest element", async () => {
  const found = await findingsOf(`<div id="wide" style="width:2000px">A row too wide</div>`);
  expect(found).toContainEqual(expect.stringMatching(/^rule at 1280 px: sideways scrolling: the page is 2000 px wide in a 1280 px window; widest: div#wide/));
});

test("the broken word rule names a word drawn on two lines without a hyphen, and passes words wrapped whole or cut with an ellipsis, and addresses", async () => {
  const cell = "width:50px;font:16px/1.4 sans-serif;margin:0 0 20px";
  const found = await findingsOf(
    `<p id="anywhere" style="${cell};overflow-wrap:anywhere">Public cupping</p>
     <p id="whole" style="${cell}">Public cupping</p>
     <p id="cut" style="${cell};overflow:hidden;text-overflow:ellipsis">Extraordinary</p>
     <p id="address" style="${cell};overflow-wrap:anywhere">/commerce/checkout smtps://mail.example.com:465 owner@example.com</p>`,
  );
  expect(found).toEqual(['rule at 1280 px: broken word: p#anywhere "Public cupping": “cuppin/g” is broken across lines inside the word']);
});
