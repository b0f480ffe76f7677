/** What the lead forms and the lead API say about a value they refuse ({field} is the field's label). */
export const required = "{field} is required.";
export const notText = "{field} must be text.";
export const tooShort = "{field} must be at least {min} characters.";
export const tooLong = "{field} must be at most {max} characters.";
export const controlCharacters = "{field} must not contain control characters.";
export const chooseOption = "{field} is required: choose one of the options.";
export const notAnOption = "{field} must be one of the listed options.";
export const emailShape = "{field} must look like name@company.com.";
export const phoneShape =
  "{field} must be an international number: + and country code, then 6 to 14 digits (spaces and dashes allowed), e.g. +44 20 7946 0958.";
export const consentRequired = "{field} is required: tick the box to agree to be contacted.";
export const unknownField = "Unknown field: {fields}.";
export const unknownFields = "Unknown fields: {fields}.";
export const formTokenMissing = "Form token is missing: reload the page and try again.";
export const formTokenInvalid = "Form token is not valid.";
export const sourcePageNotText = "Source page must be text.";
export const requestNotIntent = "Request must be one of: {intents}.";
export const crossSite = "Submissions from other sites are not accepted.";
export const notAWebForm = "The form must be sent as a normal web form.";
export const tooLarge = "The form is too large to send (limit {limit} KB). Please shorten your message.";
export const notConfirmed =
  "This form could not be confirmed as sent from this site, so nothing was saved. Please check your details and send it again.";
