/** The blocks area (../../blocks.ts) in Simplified Chinese. */
import type { Translation } from "../../catalog.ts";

export default {
  breadcrumb: "面包屑导航",
  home: "首页",
  keyFigures: "关键数据",
  inFigures: "数据一览",
  allCaseStudies: "全部客户案例",
  pictures: "图片",
  milestones: "发展历程",
  company: "公司",
  industry: "行业",
  location: "地区",
  size: "规模",
  products: "产品",
  quote: "客户评价",
} satisfies Translation["blocks"];
