/**
 * Staff meet one name for the product, Brightlane: in the authenticator app the
 * two-step enrolment sets up, in the sender of every mail, and in the invitation and
 * password-reset mails.
 */
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRAND } from "../../app/kernel/brand.ts";
import {
  accountsOf,
  adminRequest,
  CookieJar,
  FAST_SCRYPT,
  GOOD_PASSWORD,
  makeStaff,
} from "../../tests/support/accounts.ts";
import { createTestServices, type TestServices } from "../../tests/support/databases.ts";
import type { StaffUser } from "../../app/kernel/services/accounts.ts";

const CLIENT = { ip: "203.0.113.9", userAgent: "vitest" };

describe("the product's name for staff", () => {
  let s: TestServices;
  let admin: StaffUser;
  const accounts = () => accountsOf(s);
  /** Every mail in the outbox to `email`, with quoted-printable line breaks undone. */
  const mailTo = (email: string) =>
    readdirSync(`${s.dataDir}/outbox`)
      .map((f) => readFileSync(`${s.dataDir}/outbox/${f}`, "utf8").replace(/=\r?\n/g, ""))
      .filter((text) => text.includes(`To: ${email}`));

  beforeAll(async () => {
    s = await createTestServices("sqlite", "brand", { seed: false, scrypt: FAST_SCRYPT });
    const made = await makeStaff(s, "brand-admin@example.com", "admin");
    admin = (await accounts().currentUser(adminRequest(made.jar)))!;
  });
  afterAll(() => s?.dispose());

  it("is Brightlane", () => {
    expect(BRAND).toBe("Brightlane");
  });

  it("names the authenticator entry Brightlane", async () => {
    const invitation = await accounts().createUserWithSetupLink("totp@example.com", "editor");
    const token = invitation.url.split("/").pop()!;
    const done = await accounts().acceptInvitation(adminRequest(null), { token, name: "Tom", password: GOOD_PASSWORD });
    const jar = new CookieJar(done.setCookies);
    const { otpauthUri } = await accounts().startTotpEnrolment(adminRequest(jar), { password: GOOD_PASSWORD });
    const uri = new URL(otpauthUri);
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe("/Brightlane:totp@example.com");
    expect(uri.searchParams.get("issuer")).toBe("Brightlane");
  });

  it("signs and words the invitation and password-reset mails as Brightlane", async () => {
    await accounts().invite(admin, { email: "invited@example.com", role: "author" }, CLIENT);
    await makeStaff(s, "forgetful@example.com", "author");
    await accounts().requestPasswordReset(adminRequest(null, { ip: "198.51.100.77" }), {
      email: "forgetful@example.com",
    });
    await accounts().settled();
    const mails = [...mailTo("invited@example.com"), ...mailTo("forgetful@example.com")];
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail).toMatch(/^From: Brightlane <no-reply@localhost>/m);
      expect(mail).toMatch(/^Subject: .*Brightlane/m);
      expect(mail).not.toMatch(/Vitrine/i);
    }
  });
});
