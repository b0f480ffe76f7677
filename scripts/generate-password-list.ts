/**
 * Writes server/accounts/common-passwords.txt, the list of common and breached
 * passwords that staff passwords are checked against (server/accounts/passwords.ts).
 * Made from the "passwords-common" dictionary of @zxcvbn-ts/language-common (MIT;
 * a dev dependency): the list ships in the repository, nothing is downloaded at run time.
 *
 *   npm run passwords:list
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { dictionary } from "@zxcvbn-ts/language-common";

const words = (dictionary as Record<string, string[]>)["passwords-common"] ?? [];
const unique = [...new Set(words.map((word) => word.trim().toLowerCase()).filter((word) => word.length >= 4))];
const file = path.join(import.meta.dirname, "..", "server", "accounts", "common-passwords.txt");
writeFileSync(file, `${unique.join("\n")}\n`);
console.log(`${unique.length} passwords written to ${path.relative(process.cwd(), file)}`);
