/**
 * The skins' layouts' loader: what their chrome shows that staff edit in the site settings
 * (the contact details). Published settings only; the content service caches them and
 * tags the page "site", so publishing the settings purges every page that shows them.
 */
import type { ChromeData } from "~/components/content/contact-details";
import { servicesContext } from "./context.server";
import type { RouterContextProvider } from "react-router";

export async function loadChrome(context: Readonly<RouterContextProvider>): Promise<ChromeData> {
  const settings = await context.get(servicesContext).content.getSiteSettings();
  return { contact: { ...settings.contact, companyName: settings.companyName } };
}
