import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { defaultSettings } from "~/tools/pomodoro/pomodoro";
import { toPost } from "./content";
import { parseNdjson } from "~/store/perspective";
import { plainText } from "./text";

const documents = parseNdjson(readFileSync("content/dataset.ndjson", "utf8")) as Array<Record<string, unknown>>;

describe("the bundled posts agree with the site", () => {
  it("the pomodoro post gives our timer's own default round", () => {
    const doc = documents.find((item) => item._type === "post" && /pomodoro/i.test(String(item.title)));
    const text = plainText(toPost({ ...doc, slug: doc?.slug }).body).join(" ");
    expect(text).toContain(`${defaultSettings.pomodoro} minutes`);
    // The classic 25 may be named as the classic, never as the length to set.
    expect(text).not.toMatch(/(work for|timer for|two) 25[ -]minutes?/);
  });
});
