import { describe, expect, it } from "vitest";
import { shortcutKeys } from "./static-parts";
import { shortcutFor } from "./page-hooks";

describe("the listed keys", () => {
  it("are exactly the keys the timer answers, each doing what the list says", () => {
    expect(Object.fromEntries(shortcutKeys.map(({ key, does }) => [key, does]))).toEqual(shortcutFor);
  });
});
