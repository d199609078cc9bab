import { describe, expect, it } from "vitest";
import { frameSourcesOf } from "./frameSources";
import { DEFAULT_SECTION_STYLE } from "./sections/sectionModel";
import type { Layout } from "./types";

const place = (row: number) => ({ column: 1, row, width: 24, height: 1 });
const id = (n: number) => n.toString(16).padStart(24, "0");

function layoutOf(...blocks: { type: string; settings: Record<string, unknown> }[]): Layout {
  return {
    sections: [
      { id: id(99), style: DEFAULT_SECTION_STYLE, blocks: blocks.map((block, index) => ({ id: id(index + 1), ...block, desktop: place(index + 1) })) },
    ],
  };
}

describe("a page's frame origins", () => {
  it("are the origins its embeds and videos play from, once each, and none for other blocks", () => {
    const layout = layoutOf(
      { type: "embed", settings: { source: "address", url: "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC", html: "", title: "", caption: "" } },
      { type: "embed", settings: { source: "address", url: "https://open.spotify.com/album/1DFixLWuPkv3KT3TnV35m3", html: "", title: "", caption: "" } },
      { type: "video", settings: { source: "embed", url: "http://vimeo.com/76979871", fileSrc: "", title: "", caption: "", displayMode: "fit" } },
      { type: "shape", settings: { shape: "star", size: "square", colour: "accent", text: "" } },
    );
    expect(frameSourcesOf(layout)).toEqual(["http://player.vimeo.com", "https://open.spotify.com", "https://player.vimeo.com"]);
    expect(frameSourcesOf(layoutOf({ type: "shape", settings: { shape: "star", size: "square", colour: "accent", text: "" } }))).toEqual([]);
  });

  it("are any origin when a block carries the owner's code", () => {
    expect(frameSourcesOf(layoutOf({ type: "code", settings: { html: "<iframe src='https://anything.example'></iframe>" } }))).toBe("any");
  });

  it("are the booking providers' origins as the server configures them, and X's only when its own follow button is chosen", () => {
    const origins = { opentable: "http://127.0.0.1:9001", tock: "http://127.0.0.1:9002", acuity: "http://127.0.0.1:9003", x: "http://127.0.0.1:9004" };
    const layout = layoutOf(
      { type: "acuity", settings: { owner: "12", appointmentType: "", heading: "", description: "" } },
      { type: "tock", settings: { business: "cafe", variant: "reservations", heading: "", description: "" } },
      { type: "follow-button", settings: { network: "instagram", username: "cafe", label: "", networkWidget: false } },
    );
    expect(frameSourcesOf(layout, origins)).toEqual(["http://127.0.0.1:9002", "http://127.0.0.1:9003"]);
    expect(frameSourcesOf(layoutOf({ type: "acuity", settings: { owner: "12", appointmentType: "", heading: "", description: "" } }))).toEqual([
      "https://app.acuityscheduling.com",
    ]);
    expect(frameSourcesOf(layoutOf({ type: "follow-button", settings: { network: "x", username: "cafe", label: "", networkWidget: true } }), origins)).toEqual([
      "http://127.0.0.1:9004",
    ]);
  });
});
