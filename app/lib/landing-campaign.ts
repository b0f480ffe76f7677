/**
 * The campaign of the visit: the UTM parameters of the address it landed on, kept in
 * memory across navigations inside the site (as app/lib/came-from.ts keeps the address
 * before), so the register form can give them to the lead. No cookie and no storage:
 * a new full load is a new visit, with the campaign of its own address.
 */
import { campaignOf, type Campaign } from "~/kernel/campaign";

let landing: Campaign | undefined;

/** Called with the full address after every navigation (app/root.tsx); only the first one counts. */
export function noteLanding(href: string): void {
  landing ??= campaignOf(new URL(href).searchParams);
}

/** The landing address's UTM parameters, as lead fields; empty when it had none. */
export function landingCampaign(): Campaign {
  return landing ?? {};
}
