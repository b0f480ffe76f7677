/** The lead forms' own words (labels of fields are in ../lead-fields.ts, re-exported by ./labels.ts). */
export const requiredNote = "All fields are required unless marked optional.";
export const optional = " (optional)";
export const honeypot = "Leave this field empty";
export const aboutYou = "About you";
export const yourCompany = "Your company";
export const yourInterest = "Your interest";
export const emailHint = "Use your company address, for example name@company.com.";
export const phoneHint = "With + and the country code, for example +44 20 7946 0958. Spaces and dashes are fine.";
export const chooseCompanySize = "Choose the number of employees";
export const chooseRegion = "Choose a region";
export const chooseProduct = "Choose a product";
export const notDecided = "Not decided yet";
export const chooseOne = "Choose one";
export const messageHint = "{hint} Up to {max} characters.";
export const consentHint = "We use your details only to answer this request, and you can withdraw consent at any time.";
export const consent = "I agree that Brightlane may contact me about my request, as described in the";
export const privacyNotice = "privacy notice";
export const sending = "Sending…";
export const problem = "There is a problem";
export const errorPrefix = "Error: ";
export const notSentStatus = "The form could not be sent (status {status}). Please try again.";
export const notSentNetwork = "The form could not be sent ({reason}). Your details are still here; please try again.";
export const networkError = "Network Error";
export const whatHappensNext = "What happens next";
export const readFirst = "Prefer to read first? See our";
export const plansAndPrices = "plans and prices";
export const or = "or";
export const customerStories = "customer stories";
export const meanwhile = "In the meantime, you can";
export const browseHelp = "browse the help centre";
export const read = ", read";
export const latestNews = "our latest news";
export const goBackTo = "or go back to the";
export const homePage = "home page";
/** What ends that sentence, after the last link. */
export const sentenceEnd = ".";
/** Each request's button, and its page's heading, while its page's document holds no words for it. */
export const requestButtons = {
  demo: "Book a demo",
  trial: "Start a free trial",
  sales: "Talk to sales",
  partner: "Apply to become a partner",
} as const;
/** The thank-you state's heading while the page's document holds none. */
export const requestReceived = "Thank you, your request has been received";
