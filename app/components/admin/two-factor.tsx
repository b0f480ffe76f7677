/**
 * Two-factor pieces shared by the set-up page and the account page: the enrolment
 * step (QR code, the key to type by hand, the confirmation form) and the backup
 * codes, which are shown once.
 */
import { AdminForm, ErrorSummary, Field, SubmitButton, type FormFailure } from "./form";

export interface Enrolment {
  secret: string;
  otpauthUri: string;
  qr: string;
}

/** Groups of four characters are easier to type from the screen. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

export function TotpEnrolment({
  enrolment,
  failure,
  action,
}: {
  enrolment: Enrolment;
  failure: FormFailure | undefined;
  action?: string;
}) {
  return (
    <section className="admin-panel" aria-labelledby="totp-title">
      <h2 id="totp-title">Set up two-step sign-in</h2>
      <ol>
        <li>Open an authenticator app on your phone (for example 1Password, Google Authenticator or Aegis).</li>
        <li>Scan this QR code, or type the key below into the app.</li>
        <li>Enter the 6-digit code the app shows to confirm.</li>
      </ol>
      <img
        className="admin-qr"
        src={enrolment.qr}
        width={192}
        height={192}
        alt="QR code for your authenticator app; the same key is written out below."
      />
      <p>
        Key to type by hand:{" "}
        <code className="admin-secret" data-testid="totp-secret" data-secret={enrolment.secret}>
          {grouped(enrolment.secret)}
        </code>
      </p>
      <ErrorSummary failure={failure} />
      <AdminForm action={action}>
        <input type="hidden" name="otpauthUri" value={enrolment.otpauthUri} />
        <input type="hidden" name="secret" value={enrolment.secret} />
        <Field
          name="code"
          label="Code from your app"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={6}
          required
          failure={failure}
        />
        <SubmitButton intent="confirm-totp">Turn on two-step sign-in</SubmitButton>
      </AdminForm>
    </section>
  );
}

export function BackupCodes({ codes }: { codes: readonly string[] }) {
  return (
    <section className="admin-panel" aria-labelledby="codes-title">
      <h2 id="codes-title">Your backup codes</h2>
      <p>
        <strong>Save these codes now; they are shown only once.</strong> Each one signs you in once if you lose your
        phone. Keep them somewhere safe, such as a password manager.
      </p>
      <ul className="admin-codes" data-testid="backup-codes">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </section>
  );
}
