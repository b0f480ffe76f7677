/** The frame of every page of both skins: header, menus, footer, skip link. */
export const skipToContent = "Skip to content";
export const home = "Brightlane home";
export const mainNav = "Main";
export const searchSite = "Search the site";
export const menu = "Menu";
export const closeMenu = "Close menu";
export const mainMenu = "Main menu";
export const allSections = "All sections";
export const sections = "Sections";
export const siteMap = "Site map";
export const mobileVersion = "Mobile version";
export const desktopVersion = "Desktop version";
export const privacyNotice = "Privacy notice";
export const homeTab = "Home";
