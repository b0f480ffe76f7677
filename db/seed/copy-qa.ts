/** Questions and short answers of the demo Q&A (copy/qa.json), by category. */
import type { QaType } from "../../app/kernel/content-constants.ts";
import copy from "./copy/qa.json" with { type: "json" };

export const QA_COPY = copy.QA_COPY as Record<QaType, Array<[question: string, answer: string]>>;
export const QA_FOLLOW_UP: Record<QaType, string> = copy.QA_FOLLOW_UP;
