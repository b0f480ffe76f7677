import { useRouteLoaderData } from "react-router";
import type { SiteSettings } from "~/kernel/page-schemas";

/** What the skins' layouts load for their chrome: the published site settings' contact details. */
export type SiteContact = SiteSettings["contact"] & { companyName: string };

/** The loader data of either skin's layout, as far as the chrome needs it. */
export interface ChromeData {
  contact: SiteContact;
}

/**
 * The layout's loader data, or none: a layout's own error boundary renders without it, and the
 * chrome then leaves the contact details out rather than fail the error page.
 */
export function useChrome(layoutId: "routes/desktop/layout" | "routes/mobile/layout"): ChromeData | undefined {
  return useRouteLoaderData(layoutId) as ChromeData | undefined;
}

/** "+44 20 7946 0321" as a tel: address. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** The company's address, mail and phone from the site settings, the same facts on both skins. */
export function ContactDetails({ contact, className }: { contact: SiteContact; className?: string }) {
  return (
    <address className={className}>
      {contact.companyName}
      <br />
      {contact.address}
      <br />
      <a href={`mailto:${contact.email}`}>{contact.email}</a>
      <br />
      {/* A first install's placeholder ("Your phone number") is no number to call. */}
      {/\d/.test(contact.phone) ? <a href={telHref(contact.phone)}>{contact.phone}</a> : contact.phone}
    </address>
  );
}
