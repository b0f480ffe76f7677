/** The errors area (../../errors.ts) in Simplified Chinese. */
import type { Translation } from "../../catalog.ts";

export default {
  notFoundTitle: "页面不存在",
  notFoundDescription: "该 Brightlane 页面不存在或已下线。您可以从首页、解决方案、价格或最新优惠继续浏览。",
  notFoundText: "您访问的页面不存在或已下线。请检查网址，或从以下页面继续浏览。",
  unavailableTitle: "服务暂时不可用",
  failedTitle: "出错了",
  failedDescription: "Brightlane 暂时无法显示此页面。请稍后再试，或返回首页继续浏览。",
  failedText: "暂时无法显示此页面。请稍后再试；如果问题持续出现，请发送邮件至 hello@brightlane.example。",
  searchForPage: "搜索页面",
  goHome: "返回首页",
  returnHome: "返回首页",
  suggestedPages: "推荐页面",
  solutions: "解决方案",
  pricing: "价格",
  currentPromotions: "最新优惠",
  loadingPage: "页面加载中…",
  needsJavaScript: "在当前配置下，此页面需要启用 JavaScript。",
  homePage: "首页",
} satisfies Translation["errors"];
