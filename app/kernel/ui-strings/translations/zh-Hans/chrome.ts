/** The chrome area (../../chrome.ts) in Simplified Chinese. */
import type { Translation } from "../../catalog.ts";

export default {
  skipToContent: "跳到正文",
  home: "Brightlane 首页",
  mainNav: "主导航",
  searchSite: "搜索全站",
  menu: "菜单",
  closeMenu: "关闭菜单",
  mainMenu: "主菜单",
  allSections: "全部栏目",
  sections: "栏目",
  siteMap: "网站地图",
  mobileVersion: "手机版",
  desktopVersion: "电脑版",
  privacyNotice: "隐私政策",
  homeTab: "首页",
} satisfies Translation["chrome"];
