import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { evaluate, parse } from "groq-js";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadBlogIndex, loadCategoryScreen, loadPostScreen, loadTagScreen } from "../content-store";
import { parseNdjson } from "~/store/perspective";
import { bundledPostCount, bundledStore } from "../test-store";
import { createHostedStore } from "./hosted";

/**
 * A stand-in for Sanity's query API on localhost: it answers GET queries by
 * running them with groq-js over the bundled dataset, the way the hosted
 * store would over an imported copy of it.
 */
interface SeenRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  headers: IncomingHttpHeaders;
}

let server: Server;
let apiHost = "";
let failWith: number | null = null;
const seen: SeenRequest[] = [];
/** The results the stand-in sent, as JSON. */
const answers: string[] = [];

beforeAll(async () => {
  const dataset = parseNdjson(await readFile(join(process.cwd(), "content/dataset.ndjson"), "utf8"));
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    seen.push({ method: req.method ?? "", path: url.pathname, params: url.searchParams, headers: req.headers });
    if (failWith) {
      res.writeHead(failWith, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: "Internal", message: "The stand-in was told to fail" }));
      return;
    }
    const params: Record<string, unknown> = {};
    for (const [key, value] of url.searchParams) if (key.startsWith("$")) params[key.slice(1)] = JSON.parse(value);
    const query = url.searchParams.get("query") ?? "";
    const result = await (await evaluate(parse(query, { params }), { dataset, params })).get();
    answers.push(JSON.stringify(result));
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ query, result, ms: 1 }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen.length = 0;
  answers.length = 0;
  failWith = null;
});

const hosted = () =>
  Promise.resolve(
    createHostedStore({ projectId: "standin", dataset: "production", apiVersion: "2024-01-01", apiHost }),
  );

describe("the hosted content store", () => {
  it("queries the dataset's API path with $-prefixed parameters and no token", async () => {
    const screen = await loadPostScreen("how-to-calculate-overtime", hosted());
    expect(screen.status).toBe("loaded");
    expect(screen.status === "loaded" && screen.data.post?.title).toMatch(/overtime/i);
    // The post, then what to read after it.
    expect(seen).toHaveLength(2);
    const [request, related] = seen;
    expect(request!.method).toBe("GET");
    expect(request!.path).toBe("/v2024-01-01/data/query/production");
    expect(request!.params.get("$slug")).toBe('"how-to-calculate-overtime"');
    expect(request!.headers.authorization).toBeUndefined();
    expect(JSON.parse(related!.params.get("$tags")!)).toEqual(["overtime", "payroll", "small-business"]);
    expect(related!.params.get("$id")).toBe('"post-how-to-calculate-overtime"');
  });

  it("returns the same screens as the bundled dataset", async () => {
    const list = await loadBlogIndex(1, hosted());
    expect(list).toEqual(await loadBlogIndex(1, Promise.resolve(bundledStore())));
    expect(list.status === "loaded" && list.data.posts).toHaveLength(Math.min(12, bundledPostCount()));
    const category = await loadCategoryScreen("remote-work", 1, hosted());
    expect(category.status === "loaded" && category.data.category?.title).toBe("Remote work");
    expect(category).toEqual(await loadCategoryScreen("remote-work", 1, Promise.resolve(bundledStore())));
    const post = await loadPostScreen("how-to-calculate-overtime", hosted());
    expect(post.status === "loaded" && post.data.related).toHaveLength(3);
    expect(post).toEqual(await loadPostScreen("how-to-calculate-overtime", Promise.resolve(bundledStore())));
    const tag = await loadTagScreen("payroll", 1, hosted());
    expect(tag.status === "loaded" && tag.data.posts.length).toBeGreaterThan(0);
    expect(tag).toEqual(await loadTagScreen("payroll", 1, Promise.resolve(bundledStore())));
  });

  it("sends list queries whose answers carry no post body", async () => {
    await loadBlogIndex(1, hosted());
    await loadTagScreen("payroll", 1, hosted());
    const lists = seen.filter((request) => request.params.has("$start"));
    expect(lists).toHaveLength(2);
    for (const request of lists) {
      expect(request.params.get("$start")).toBe("0");
      expect(request.params.get("$end")).toBe("12");
    }
    expect(answers.length).toBeGreaterThan(0);
    const listAnswers = answers.filter((text) => text.includes('"total"'));
    expect(listAnswers).toHaveLength(2);
    for (const answer of listAnswers) expect(answer).not.toMatch(/"body"|"_type":"block"/);
  });

  it("turns a 500 into each screen's failure message, logged", async () => {
    failWith = 500;
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await loadBlogIndex(1, hosted())).toEqual({
        status: "error",
        message: "Failed to load blog posts or categories.",
      });
      expect(await loadCategoryScreen("remote-work", 1, hosted())).toEqual({
        status: "error",
        message: "Failed to load posts for this category.",
      });
      expect(await loadTagScreen("payroll", 1, hosted())).toEqual({
        status: "error",
        message: "Failed to load posts for this tag.",
      });
      expect(await loadPostScreen("x", hosted())).toEqual({ status: "error", message: "Failed to load post." });
      expect(log).toHaveBeenCalledTimes(4);
    } finally {
      log.mockRestore();
    }
  });
});
