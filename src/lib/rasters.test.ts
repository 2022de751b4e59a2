import { describe, expect, it } from "vitest";
import { phoneMedia, phoneName, phoneWidths, rasterName, rasterSources, rasterWidths } from "./rasters";

describe("rasterWidths", () => {
  it("gives a phone size, the drawing's own width and a sharp-screen size", () => {
    expect(rasterWidths(1200)).toEqual([720, 1200, 1600]);
    expect(rasterWidths(640)).toEqual([720, 1280]);
  });

  it("of two widths within 15%, keeps the larger", () => {
    expect(rasterWidths(760)).toEqual([760, 1520]);
  });
});

describe("rasterSources", () => {
  it("names each twin after the drawing and lists them all", () => {
    expect(rasterName("/mockups/kanban.svg", 760)).toBe("/mockups/kanban-760.webp");
    expect(rasterName("/mockups/kanban.svg", 760, "avif")).toBe("/mockups/kanban-760.avif");
    expect(rasterSources("/mockups/kanban.svg", 760)).toEqual({
      src: "/mockups/kanban-760.webp",
      srcSet: "/mockups/kanban-760.webp 760w, /mockups/kanban-1520.webp 1520w",
      avifSrcSet: "/mockups/kanban-760.avif 760w, /mockups/kanban-1520.avif 1520w",
    });
  });
});

describe("phone views", () => {
  it("are named after their drawing and come at phone widths only", () => {
    expect(phoneName("/mockups/kanban.svg")).toBe("/mockups/kanban-phone.svg");
    expect(rasterSources(phoneName("/mockups/kanban.svg"), 384, phoneWidths)).toMatchObject({
      srcSet: "/mockups/kanban-phone-720.webp 720w, /mockups/kanban-phone-1080.webp 1080w",
      avifSrcSet: "/mockups/kanban-phone-720.avif 720w, /mockups/kanban-phone-1080.avif 1080w",
    });
  });

  it("show below Tailwind's sm breakpoint, where a picture fills the column", () => {
    expect(phoneMedia).toBe("(max-width: 639px)");
  });
});
