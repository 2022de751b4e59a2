import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root";

async function render(routes: RouteObject[], url: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
  );
}

describe("the route error boundary", () => {
  it("shows the generic message and a way home when a route fails", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const html = await render(
      [
        {
          path: "/",
          ErrorBoundary,
          loader: () => {
            throw new Error("the content store is down");
          },
          Component: () => null,
        },
      ],
      "/",
    );
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toMatch(/<a[^>]+href="\/"[^>]*>Go to the home page<\/a>/);
    // The visitor sees no internals (the router's hydration data after the markup is not shown).
    expect(html.split("<script")[0]).not.toContain("the content store is down");
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
