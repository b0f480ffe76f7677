/** The short documents the server writes outside the pages: a page taken down, a refused form, a failed request. */
export const removedTitle = "Page removed";
export const removedHeading = "This page has been removed";
export const removedText = "What it showed is no longer published.";
export const goHome = "Go to the home page";
export const refusedTitle = "Form not accepted";
export const refusedText = "This form was sent from another web site. Please fill it in on";
export const registrationPage = "our registration page";
export const errorTitle = "Error";
export const failed = "Something went wrong";
export const badRequest = "Bad request";
export const returnHome = "Return to the home page";
export const busy = "The site is busy. Please try again in a moment.";
export const newsFeedTitle = "Brightlane news";
export const newsFeedTypeTitle = "Brightlane news: {category}";
export const newsFeedDescription = "News, product updates, industry insights and events from Brightlane Software.";
export const newsFeedTypeDescription =
  "{category} from Brightlane Software, the maker of Brightlane OA, PM, Trade, Live and Education.";
/** The owner line of every feed's channel. */
export const feedCopyright = "© {year} Brightlane Software (a fictional company)";
