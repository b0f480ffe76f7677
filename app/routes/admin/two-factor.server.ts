/**
 * Two-factor enrolment as the set-up page and the account page both run it: the
 * QR code of the otpauth URI, drawn here as SVG (no script, allowed by the CSP's
 * img-src data:), and the confirmation step.
 */
import { data } from "react-router";
import { toString as qrSvg } from "qrcode";
import type { AccountsService, TotpEnrolment } from "~/kernel/services/accounts";
import { cookieHeaders, refusal, text } from "./guard.server";

export interface EnrolmentView {
  secret: string;
  otpauthUri: string;
  /** The QR code as an SVG data URI. */
  qr: string;
}

const OTPAUTH = /^otpauth:\/\/totp\/[^\s]{1,400}$/;

export async function enrolmentView({ secret, otpauthUri }: TotpEnrolment): Promise<EnrolmentView> {
  const svg = await qrSvg(otpauthUri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return { secret, otpauthUri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/**
 * Confirms enrolment with a code from the app. The page showed the QR code; if the
 * code is refused it must show it again, from the URI the form carried back (it is
 * the person's own secret, already on their screen; the server checks the code
 * against the secret it stored, never this copy).
 */
export async function confirmEnrolment(accounts: AccountsService, request: Request, form: FormData) {
  const code = text(form, "code").replace(/\s+/g, "");
  const otpauthUri = text(form, "otpauthUri");
  const shown = OTPAUTH.test(otpauthUri) ? await enrolmentView({ secret: text(form, "secret"), otpauthUri }) : null;
  if (!/^\d{6}$/.test(code)) {
    return data(
      { intent: "confirm-totp", enrolment: shown, fieldErrors: { code: "Enter the 6-digit code your app shows." } },
      { status: 400 },
    );
  }
  try {
    // Turning two-step sign-in on renews the session: the browser gets the new cookie.
    const { backupCodes, setCookies } = await accounts.confirmTotpEnrolment(request, { code });
    return data({ intent: "confirm-totp", backupCodes }, { headers: cookieHeaders(setCookies) });
  } catch (error) {
    const refused = refusal(error, "confirm-totp");
    return data({ ...refused.data, enrolment: shown }, refused.init ?? undefined);
  }
}
