/**
 * The site's sections by name, where a page names one outside its own words: breadcrumbs,
 * the heading a list shows until its page document gives one, a feed's title.
 */
export const news = "News";
export const allNews = "All news";
export const newsFeed = "Brightlane news";
export const videos = "Videos";
export const caseStudies = "Case studies";
export const solutions = "Solutions";
export const helpCentre = "Help centre";
/** The product, pricing, service and about pages together, as the site search names them. */
export const productsAndCompany = "Products and company";
export const services = "Services";
export const partners = "Partners";
export const pricing = "Pricing";
export const promotions = "Promotions";
export const partnerApplication = "Partner application";
export const thankYou = "Thank you";
export const thanksForRequest = "Thank you for your request";
export const thanksForApplication = "Thank you for your application";
