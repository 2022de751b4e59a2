import { describe, expect, it } from "vitest";
import { shortcutKeys } from "./keys-list";
import { shortcutFor } from "./keyboard-shortcuts";

describe("the listed keys", () => {
  it("are exactly the keys the timer answers, each doing what the list says", () => {
    expect(Object.fromEntries(shortcutKeys.map(({ key, does }) => [key, does]))).toEqual(shortcutFor);
  });
});
