import { describe, expect, it } from "vitest";
import { detectFileType, isCompleteImage } from "./fileType";

const ELF = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0]);
const PE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(100)]);

describe("detectFileType", () => {
  it("reads the format from the bytes, not the name", () => {
    expect(detectFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))?.format).toBe("jpeg");
    expect(detectFileType(Buffer.from("\x89PNG\r\n\x1a\n0000", "latin1"))?.contentType).toBe("image/png");
    expect(detectFileType(Buffer.from("GIF89a....", "latin1"))?.kind).toBe("image");
    expect(detectFileType(Buffer.from("RIFF\x10\x00\x00\x00WEBPVP8 ", "latin1"))?.format).toBe("webp");
    expect(detectFileType(Buffer.from("%PDF-1.7\n"))).toMatchObject({ kind: "file", format: "pdf" });
    expect(detectFileType(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'))?.format).toBe("svg");
  });

  it("refuses programs, scripts and HTML whatever they are called", () => {
    expect(detectFileType(ELF)).toBeNull();
    expect(detectFileType(PE)).toBeNull();
    expect(detectFileType(Buffer.from("#!/bin/sh\nrm -rf /\n"))).toBeNull();
    expect(detectFileType(Buffer.from("<html><script>alert(1)</script></html>"))).toBeNull();
    expect(detectFileType(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("<svg><script>alert(1)</script></svg>", "utf16le")]))).toBeNull();
  });

  it("takes MPEG audio only from a frame header that is not reserved", () => {
    expect(detectFileType(Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0]))?.format).toBe("mp3");
    expect(detectFileType(Buffer.from([0xff, 0xfe, 0x3c, 0x00, 0x73, 0x00]))).toBeNull();
  });

  it("takes AAC, Ogg and M4A audio from their headers, and an MP4 of another brand as video", () => {
    expect(detectFileType(Buffer.from([0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc]))).toMatchObject({ format: "aac", contentType: "audio/aac" });
    expect(detectFileType(Buffer.from([0xff, 0xf1, 0x7c, 0x80, 0x02, 0x1f, 0xfc]))).toBeNull();
    expect(detectFileType(Buffer.from("OggS\x00\x02\x00\x00", "latin1"))).toMatchObject({ format: "ogg", contentType: "audio/ogg", kind: "file" });
    expect(detectFileType(Buffer.from("OggS<html>", "latin1"))).toBeNull();
    expect(detectFileType(Buffer.from("\x00\x00\x00\x20ftypM4A \x00\x00\x00\x00", "latin1"))).toMatchObject({ format: "m4a", contentType: "audio/mp4" });
    expect(detectFileType(Buffer.from("\x00\x00\x00\x20ftypisom\x00\x00\x00\x00", "latin1"))).toMatchObject({ format: "mp4", contentType: "video/mp4" });
  });
});

describe("isCompleteImage", () => {
  it("needs a JPEG's end marker", () => {
    expect(isCompleteImage("jpeg", Buffer.from([0xff, 0xd8, 0xff, 1, 2, 0xff, 0xd9]))).toBe(true);
    expect(isCompleteImage("jpeg", Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]))).toBe(false);
  });

  it("needs a PNG's IEND chunk and a WebP's declared length", () => {
    expect(isCompleteImage("png", Buffer.from("\x89PNG\r\n\x1a\n....IEND\xaeB`\x82", "latin1"))).toBe(true);
    expect(isCompleteImage("png", Buffer.from("\x89PNG\r\n\x1a\n....IDAT", "latin1"))).toBe(false);
    expect(isCompleteImage("webp", Buffer.from("RIFF\x20\x00\x00\x00WEBP", "latin1"))).toBe(false);
  });
});
