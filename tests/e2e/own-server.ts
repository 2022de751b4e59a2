import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync } from "node:fs";

/**
 * Ports for servers a spec starts beside the suite's: E2E_PORT + 50 and up, one per use,
 * so specs that start their own never meet the suite's server or each other. E2E_PORT + 60
 * (`ownPort(10)`) is blog-pages.spec.ts's own.
 */
export function ownPort(offset: number): number {
  return Number(process.env.E2E_PORT ?? 4173) + 50 + offset;
}

export interface OwnServer {
  child: ChildProcess;
  port: number;
  /** Lines the server wrote to stdout and stderr so far. */
  stdout: string[];
  stderr: string[];
  /** Files and sockets the server process holds open now. */
  openFiles(): number;
  stop(): Promise<void>;
}

/** The production server (`server/start.ts`, what `npm start` execs) over `buildDir`, started and ready. */
export function startOwnServer(port: number, buildDir: string, env: Record<string, string> = {}): Promise<OwnServer> {
  const child = spawn(process.execPath, ["server/start.ts"], {
    env: { ...process.env, PORT: String(port), BUILD_DIR: buildDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const stdout: string[] = [];
  const stderr: string[] = [];
  // Whole lines only: a chunk may end inside a line, whose rest comes with the next one.
  const collect = (into: string[]) => {
    let partial = "";
    return (chunk: string) => {
      const lines = (partial + chunk).split("\n");
      partial = lines.pop()!;
      into.push(...lines.filter(Boolean));
    };
  };
  child.stdout!.setEncoding("utf8").on("data", collect(stdout));
  child.stderr!.setEncoding("utf8").on("data", collect(stderr));
  const server: OwnServer = {
    child,
    port,
    stdout,
    stderr,
    openFiles: () => readdirSync(`/proc/${child.pid}/fd`).length,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", () => {
      if (stdout.some((line) => line.includes(`localhost:${port}`))) resolve(server);
    });
    child.once("exit", (code) => reject(new Error(`the server exited with ${code}: ${stderr.join("\n")}`)));
  });
}

/** Runs a command to its end and gives its exit code and output lines. */
export function runToExit(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string[]; stderr: string[] }> {
  const child = spawn(process.execPath, ["server/start.ts"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const stdout: string[] = [];
  const stderr: string[] = [];
  child.stdout.on("data", (chunk: Buffer) => stdout.push(...chunk.toString().split("\n").filter(Boolean)));
  child.stderr.on("data", (chunk: Buffer) => stderr.push(...chunk.toString().split("\n").filter(Boolean)));
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, stdout, stderr })));
}
