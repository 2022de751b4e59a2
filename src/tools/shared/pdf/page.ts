/**
 * What every part of a PDF report writes with: the colours, the margin, the text the built-in
 * font can print, and the page being written (report-pdf.ts puts the parts together).
 */
import type { jsPDF } from "jspdf";

export type Rgb = [number, number, number];
export const ink: Rgb = [11, 27, 43];
export const muted: Rgb = [71, 85, 105];
export const brandColour: Rgb = [13, 104, 97];
export const accent: Rgb = [255, 184, 74];
export const rule: Rgb = [203, 213, 225];
export const totalsFill: Rgb = [239, 252, 249];
export const headFill: Rgb = [241, 245, 249];

const mm = 72 / 25.4;
/** The print frame's margin, 12 mm. */
export const margin = 12 * mm;
export const lineGap = 1.3;

/**
 * The built-in fonts speak Windows-1252 only: anything else (a name in
 * another script, an emoji) would print as junk, so it becomes "?".
 */
const extras = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
export function printable(text: string): string {
  return Array.from(text.normalize("NFC"), (char) => {
    const code = char.codePointAt(0)!;
    if (char === "\t") return " ";
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || char === "\n") return char;
    return extras.includes(char) ? char : "?";
  }).join("");
}

/**
 * A page being written: the PDF, the place the next part goes (`y`, moving
 * down and onto new pages as parts need room), and the few ways every part
 * writes (a font, a wrapped paragraph, a rule).
 */
export class Page {
  readonly width: number;
  readonly height: number;
  readonly inner: number;
  readonly bottom: number;
  y = margin;

  constructor(readonly pdf: jsPDF) {
    this.width = pdf.internal.pageSize.getWidth();
    this.height = pdf.internal.pageSize.getHeight();
    this.inner = this.width - 2 * margin;
    this.bottom = this.height - margin;
  }

  font(size: number, style: "normal" | "bold" = "normal", color: Rgb = ink): void {
    this.pdf.setFont("helvetica", style);
    this.pdf.setFontSize(size);
    this.pdf.setTextColor(...color);
  }

  lineHeight(): number {
    return this.pdf.getFontSize() * lineGap;
  }

  /** Moves to a new page unless `needed` points fit on this one. */
  room(needed: number): void {
    if (this.y + needed <= this.bottom) return;
    this.newPage();
  }

  newPage(): void {
    this.pdf.addPage();
    this.y = margin;
  }

  /** Text wrapped to `maxWidth`, moving down the page (and onto a new one) as it goes. */
  paragraph(text: string, maxWidth = this.inner, x = margin): void {
    const lines = this.pdf.splitTextToSize(printable(text), maxWidth) as string[];
    for (const line of lines) {
      this.room(this.lineHeight());
      this.pdf.text(line, x, this.y, { baseline: "top" });
      this.y += this.lineHeight();
    }
  }

  rule(x1: number, x2: number, at: number, color: Rgb = ink, thickness = 0.75): void {
    this.pdf.setDrawColor(...color);
    this.pdf.setLineWidth(thickness);
    this.pdf.line(x1, at, x2, at);
  }
}
