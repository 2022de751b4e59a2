/**
 * Renders each page at build time (the site is prerendered; there is no server
 * rendering at request time). React Router's default entry, with two changes:
 *
 * - It always waits for the whole page: these files are served to everyone, so
 *   nothing may be left for a later chunk of the stream.
 * - `progressiveChunkSize` is unbounded. By default React moves a finished
 *   Suspense boundary of more than 12.8 KB out of place: to a hidden `<div>` at
 *   the end of the body, put back by an inline script. The desktop menus and the
 *   FAQ are such boundaries, so every page paid for a second layout of the whole
 *   document after first paint, and without JavaScript the menus never showed.
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
      },
      onShellError(error: unknown) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
  });
}
