/** The search area (../../search.ts) in Simplified Chinese. */
import type { Translation } from "../../catalog.ts";

export default {
  search: "搜索",
  resultsTitle: "搜索：{query}",
  pageSuffix: "，第 {page} 页",
  description: "搜索 Brightlane 的新闻、客户案例、解决方案、常见问题、帮助文章和视频。",
  placeholder: "搜索…",
  searchSite: "搜索全站",
  formPlaceholder: "搜索新闻、客户案例、解决方案、帮助…",
  emptyTitle: "您想找什么？",
  emptyText: "输入关键词，即可搜索新闻、客户案例、解决方案、常见问题、帮助文章和视频。",
  nothingTitle: "没有可搜索的内容",
  nothingText: "您的搜索词中没有可供查找的文字或数字。请尝试标题中的词语、产品名称或客户名称。",
  noResults: "没有找到与“{query}”相关的结果",
  inSection: "（{section}）",
  noResultsHint: "请检查拼写，或换用更少、更宽泛的关键词，也可以直接浏览：",
  searchAllSections: "搜索全部栏目",
  latestNews: "最新动态",
  solutions: "解决方案",
  helpCentre: "帮助中心",
  results: "找到 {count} 条与“{query}”相关的结果",
  nothingMatched: "（没有与“{query}”匹配的结果）",
  sections: "搜索栏目",
  all: "全部",
  allResultsIn: "查看{section}中的全部 {count} 条结果",
} satisfies Translation["search"];
