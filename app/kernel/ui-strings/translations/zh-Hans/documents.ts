/** The documents area (../../documents.ts) in Simplified Chinese. */
import type { Translation } from "../../catalog.ts";

export default {
  removedTitle: "页面已删除",
  removedHeading: "该页面已被删除",
  removedText: "页面内容已不再发布。",
  goHome: "返回首页",
  refusedTitle: "表单未被接受",
  refusedText: "该表单来自其他网站。请前往",
  registrationPage: "我们的注册页面填写",
  errorTitle: "出错了",
  failed: "出错了",
  badRequest: "请求无效",
  returnHome: "返回首页",
  busy: "网站繁忙，请稍后再试。",
  newsFeedTitle: "Brightlane 新闻",
  newsFeedTypeTitle: "Brightlane 新闻：{category}",
  newsFeedDescription: "Brightlane Software 的新闻、产品动态、行业洞察与活动。",
  newsFeedTypeDescription:
    "Brightlane Software 的{category}。Brightlane 出品 OA、PM、Trade、Live 和 Education 系列产品。",
  feedCopyright: "© {year} Brightlane Software（虚构公司）",
} satisfies Translation["documents"];
