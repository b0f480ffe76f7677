import { caseFai } from "./case-fai";
import { caseFoxwell } from "./case-foxwell";
import { caseGeely } from "./case-geely";
import { caseJlb } from "./case-jlb";
import type { CaseStory } from "./types";

/** The four static customer stories, in the order the site lists them. */
export const CASE_STORIES: CaseStory[] = [caseFai, caseFoxwell, caseGeely, caseJlb];
