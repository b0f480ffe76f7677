/** The dates area (../../dates.ts) in Simplified Chinese. */
import type { Translation } from "../../catalog.ts";

const months = ["1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"];

export default {
  monthsLong: months,
  monthsShort: months,
  date: "{year}年{month}{day}日",
} satisfies Translation["dates"];
