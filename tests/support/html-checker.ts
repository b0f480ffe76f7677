/**
 * Test support: the Nu HTML Checker (the vnu-jar package, run by Java) over a directory of saved
 * pages, the one way the suites check HTML validity.
 *
 * The checker runs once per suite for up to a minute of CPU, a start-up's length for the JVM: its
 * optimising compiler (C2) and parallel collector cost more than they give back. The client
 * compiler alone and the serial collector checked the 626 pages of the seed's sitemap, desktop
 * and mobile, in 6.7 s of CPU instead of 13.3 s, with the same messages (decision 0107). The
 * client compiler's deeper frames need the larger thread stack the checker itself asks for.
 */
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { promisify } from "node:util";

const VNU_JAR = String(createRequire(import.meta.url)("vnu-jar"));
const JVM_OPTIONS = ["-Xss4m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1"];

export interface NuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** The checker's errors (`--errors-only`) for every HTML file in dir. */
export async function nuCheckerMessages(dir: string): Promise<NuMessage[]> {
  const run = await promisify(execFile)(
    process.env.JAVA ?? "java",
    [...JVM_OPTIONS, "-jar", VNU_JAR, "--errors-only", "--format", "json", "--exit-zero-always", dir],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return (JSON.parse(run.stderr) as { messages: NuMessage[] }).messages;
}
