/** Questions, short answers and the detail each answer page adds (copy/qa.json), by category. */
import type { QaType } from "../../app/kernel/content-constants.ts";
import copy from "./copy/qa.json" with { type: "json" };

export const QA_COPY = copy.QA_COPY as Record<QaType, Array<[question: string, answer: string, detail: string]>>;
