/** The pager area (../../pager.ts) in Simplified Chinese. */
import type { Translation } from "../../catalog.ts";

export default {
  PAGER: {
    nextPage: "下一页",
    previousPage: "上一页",
  },
} satisfies Translation["pager"];
