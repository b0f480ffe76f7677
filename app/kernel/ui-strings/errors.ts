/** The 404 and 500 pages of both skins, and the bare page drawn when a layout itself fails. */
export const notFoundTitle = "Page not found";
export const notFoundDescription =
  "This Brightlane page does not exist or is no longer published. Carry on from the home page, our solutions, pricing or current promotions.";
export const notFoundText =
  "The page you asked for does not exist or is no longer published. Check the address, or carry on from one of these pages.";
export const unavailableTitle = "Temporarily unavailable";
export const failedTitle = "Something went wrong";
export const failedDescription =
  "Brightlane could not show this page just now. Please try again in a moment, or carry on from the home page.";
export const failedText =
  "We could not show this page just now. Please try again in a moment; if it keeps happening, write to hello@brightlane.example.";
export const searchForPage = "Search for a page";
export const goHome = "Go to the home page";
export const returnHome = "Return to the home page";
export const suggestedPages = "Suggested pages";
export const solutions = "Solutions";
export const pricing = "Pricing";
export const currentPromotions = "Current promotions";
export const loadingPage = "Loading the page…";
export const needsJavaScript = "This page needs JavaScript in this configuration.";
export const homePage = "Home page";
