/** What every scene body is made of: its two drawings, and the table cells the scenes repeat. */
import type { Block, Cell } from "../scene-kit.ts";

export interface SceneBody {
  wide: Block[];
  phone: Block[];
}

export const person = (name: string, role: string): Cell => ({ text: name, sub: role, bold: true });
export const status = (label: string, tone: Cell["chip"]): Cell => ({ text: label, chip: tone });
export const end = (text: string, extra: Partial<Cell> = {}): Cell => ({ text, ...extra });
