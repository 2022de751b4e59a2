import { describe, expect, it } from "vitest";
import { accessLine, loggedStatus, logTime, quoted } from "./access-log";

describe("accessLine", () => {
  const record = {
    remoteAddress: "127.0.0.1",
    time: new Date(Date.UTC(2026, 10, 5, 9, 4, 3)),
    request: "GET /pricing?plan=growth HTTP/1.1",
    status: 200,
    bytes: 5120,
    referer: "https://tallyday.app/",
    userAgent: "curl/8.5.0",
    durationMs: 2.6,
  };

  it("writes the Combined Log Format with the time taken in ms", () => {
    expect(accessLine(record)).toBe(
      '127.0.0.1 - - [05/Nov/2026:09:04:03 +0000] "GET /pricing?plan=growth HTTP/1.1" 200 5120 "https://tallyday.app/" "curl/8.5.0" 3',
    );
  });

  it("writes - for what a request did not have", () => {
    expect(accessLine({ ...record, bytes: undefined, referer: undefined, userAgent: "", status: 304 })).toBe(
      '127.0.0.1 - - [05/Nov/2026:09:04:03 +0000] "GET /pricing?plan=growth HTTP/1.1" 304 - "-" "-" 3',
    );
  });

  it("writes - for a request line that could not be read", () => {
    expect(accessLine({ ...record, request: undefined, status: 408, bytes: undefined })).toBe(
      '127.0.0.1 - - [05/Nov/2026:09:04:03 +0000] "-" 408 - "https://tallyday.app/" "curl/8.5.0" 3',
    );
  });

  it("logs a response the client left before it began as 499, not as the status it was never sent", () => {
    expect(loggedStatus({ headersSent: false, statusCode: 200 })).toBe(499);
    expect(loggedStatus({ headersSent: true, statusCode: 404 })).toBe(404);
  });

  it("escapes quotes and control characters, so a header cannot forge a field or a line", () => {
    expect(quoted('evil" 200 "x\n')).toBe('"evil\\" 200 \\"x\\x0a"');
    expect(accessLine({ ...record, userAgent: "a\r\nb" }).split("\n")).toHaveLength(1);
  });

  it("writes the time in UTC, two digits a field", () => {
    expect(logTime(new Date(Date.UTC(2027, 0, 1, 0, 0, 0)))).toBe("[01/Jan/2027:00:00:00 +0000]");
  });
});
