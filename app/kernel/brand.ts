/**
 * The product's one name where staff meet it: the back office, its mails and the
 * authenticator app's entry. A module of its own: the admin's chunk takes in what its
 * components import, and a public page must not load that chunk for a fact of the site.
 */
export const BRAND = "Brightlane";
