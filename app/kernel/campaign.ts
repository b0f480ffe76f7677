/**
 * The UTM parameters of a visit (utm_source, utm_medium, utm_campaign, utm_term,
 * utm_content): every page is answered with them as without them (server/canonical-url.ts),
 * the beacon counts them, and a lead keeps those of the visit that brought it, as the
 * fields utmSource ... utmContent of the register form and the leads API.
 */

/** Each query parameter with the lead field and the leads column that carry it. */
export const CAMPAIGN_PARAMS = [
  ["utm_source", "utmSource"],
  ["utm_medium", "utmMedium"],
  ["utm_campaign", "utmCampaign"],
  ["utm_term", "utmTerm"],
  ["utm_content", "utmContent"],
] as const;

export type CampaignParam = (typeof CAMPAIGN_PARAMS)[number][0];
export type CampaignField = (typeof CAMPAIGN_PARAMS)[number][1];
export type Campaign = Partial<Record<CampaignField, string>>;

export const CAMPAIGN_QUERY: readonly string[] = CAMPAIGN_PARAMS.map(([param]) => param);
export const CAMPAIGN_FIELDS: readonly CampaignField[] = CAMPAIGN_PARAMS.map(([, field]) => field);

/** Longest value kept; campaign tags are short words, a longer one is dropped rather than cut. */
export const CAMPAIGN_VALUE_MAX = 100;

/** `value` trimmed when it is a short printable tag, else undefined. */
export function campaignValueOf(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > CAMPAIGN_VALUE_MAX || /\p{Cc}/u.test(trimmed)) return undefined;
  return trimmed;
}

/** The campaign a query string (or URL's search params) names; empty when it names none. */
export function campaignOf(params: URLSearchParams): Campaign {
  const out: Campaign = {};
  for (const [param, field] of CAMPAIGN_PARAMS) {
    const value = campaignValueOf(params.get(param));
    if (value !== undefined) out[field] = value;
  }
  return out;
}
