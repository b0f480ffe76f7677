/** The sections area (../../sections.ts) in Simplified Chinese. */
import type { Translation } from "../../catalog.ts";

export default {
  news: "新闻",
  allNews: "全部新闻",
  newsFeed: "Brightlane 新闻",
  videos: "视频",
  caseStudies: "客户案例",
  solutions: "解决方案",
  helpCentre: "帮助中心",
  productsAndCompany: "产品与公司",
  services: "专业服务",
  partners: "合作伙伴",
  pricing: "价格",
  promotions: "优惠活动",
  partnerApplication: "合作伙伴申请",
  thankYou: "感谢您",
  thanksForRequest: "感谢您的咨询",
  thanksForApplication: "感谢您的申请",
} satisfies Translation["sections"];
