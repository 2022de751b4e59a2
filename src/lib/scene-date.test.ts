import { describe, expect, it } from "vitest";
import { buildMoment, datedWords } from "./scene-date";

describe("datedWords", () => {
  it("fills the month, its short name, the year and the quarter in UTC", () => {
    const date = new Date(Date.UTC(2026, 10, 25, 16));
    expect(datedWords("{month} {year}", date)).toBe("November 2026");
    expect(datedWords("{quarter} {year} close · {monthShort}", date)).toBe("Q4 2026 close · Nov");
  });

  it("reads the calendar in UTC at the edges of a month and a year", () => {
    expect(datedWords("{month} {year} {quarter}", new Date(Date.UTC(2027, 0, 1, 0, 0)))).toBe("January 2027 Q1");
    expect(datedWords("{month} {year} {quarter}", new Date(Date.UTC(2026, 11, 31, 23, 59)))).toBe("December 2026 Q4");
    expect(datedWords("{quarter}", new Date(Date.UTC(2026, 3, 1)))).toBe("Q2");
  });

  it("leaves unknown tokens and plain words alone", () => {
    expect(datedWords("Week {day} of {month}", new Date(Date.UTC(2026, 4, 3)))).toBe("Week {day} of May");
  });
});

describe("buildMoment", () => {
  it("takes SOURCE_DATE_EPOCH for a reproducible build, else now", () => {
    const now = new Date(Date.UTC(2026, 10, 25));
    expect(buildMoment({ SOURCE_DATE_EPOCH: "1767225600" }, now).toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(buildMoment({}, now)).toBe(now);
    expect(buildMoment({ SOURCE_DATE_EPOCH: "soon" }, now)).toBe(now);
  });
});
