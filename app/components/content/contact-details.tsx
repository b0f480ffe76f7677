import type { SiteContact } from "./chrome";

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
