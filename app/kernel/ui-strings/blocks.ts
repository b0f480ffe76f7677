/** The words a page of blocks adds around what its editor wrote (used when a block leaves a heading empty). */
export const breadcrumb = "Breadcrumb";
export const home = "Home";
export const keyFigures = "Key figures";
export const inFigures = "In figures";
export const allCaseStudies = "All case studies";
export const pictures = "Pictures";
export const milestones = "Milestones";
export const company = "Company";
export const industry = "Industry";
export const location = "Location";
export const size = "Size";
export const products = "Products";
export const quote = "Quote";
