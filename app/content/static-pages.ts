import { about } from "./about";
import { education } from "./education";
import { live } from "./live";
import { oa } from "./oa";
import { trade } from "./trade";
import type { StaticCopy } from "./types";

/** The copy of the pages routes/<variant>/static-page.tsx renders, by the page registry's `copy` key. */
export const STATIC_COPY: Readonly<Record<string, StaticCopy>> = { about, education, live, oa, trade };
