import { connect } from "node:net";

/** The suite's server. */
const suitePort = Number(process.env.E2E_PORT ?? 4173);

export interface RawResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: Buffer;
}

/** Sends bytes as they are (no client tidies the target) and reads the whole answer. */
export function raw(requestText: string, port = suitePort): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf("\r\n\r\n");
      if (split < 0) return reject(new Error(`No response to ${JSON.stringify(requestText.split("\r\n")[0])}`));
      const [statusLine = "", ...lines] = all.subarray(0, split).toString("latin1").split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: all.subarray(split + 4) });
    });
    socket.write(requestText);
  });
}

/** A GET of `target` exactly as written: `//pricing` and `/./pricing` reach the server as they are. */
export function get(target: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const lines = Object.entries({ Host: "localhost", Connection: "close", ...headers }).map(([k, v]) => `${k}: ${v}`);
  return raw(`GET ${target} HTTP/1.1\r\n${lines.join("\r\n")}\r\n\r\n`);
}
