/** The parts of "Your account": two-step sign-in, sessions, personal API tokens. */
import { AdminForm, ErrorSummary, Field, StatusMessage, SubmitButton, type FormFailure } from "./form";
import { formatTime } from "./format";
import { BackupCodes, TotpEnrolment, type Enrolment } from "./two-factor";

export function TwoFactorSection({
  enabled,
  required,
  enrolment,
  backupCodes,
  failure,
  intent,
}: {
  enabled: boolean;
  required: boolean;
  enrolment: Enrolment | undefined;
  backupCodes: string[] | undefined;
  failure: FormFailure | undefined;
  intent: string | undefined;
}) {
  if (enrolment) return <TotpEnrolment enrolment={enrolment} failure={failure} />;
  return (
    <section className="admin-panel" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">Two-step sign-in</h2>
      {backupCodes ? <BackupCodes codes={backupCodes} /> : null}
      {enabled ? (
        <>
          <p>
            <span className="admin-badge">On</span> Signing in asks for a code from your authenticator app.
          </p>
          <h3>New backup codes</h3>
          <p>New codes replace the old ones, which stop working.</p>
          {intent === "regenerate-codes" ? <ErrorSummary failure={failure} /> : null}
          <AdminForm>
            <Field
              name="password"
              type="password"
              label="Your password"
              autoComplete="current-password"
              required
              failure={intent === "regenerate-codes" ? failure : undefined}
            />
            <SubmitButton intent="regenerate-codes" variant="quiet">
              Make new backup codes
            </SubmitButton>
          </AdminForm>
        </>
      ) : (
        <>
          {required ? (
            <div className="admin-alert admin-alert-error" role="alert">
              Your role requires two-step sign-in. Turn it on to use the admin.
            </div>
          ) : (
            <p>
              <span className="admin-badge">Off</span> A code from your phone makes a stolen password useless.
            </p>
          )}
          {intent === "start-totp" ? <ErrorSummary failure={failure} /> : null}
          <AdminForm>
            <Field
              name="password"
              type="password"
              label="Confirm your password"
              autoComplete="current-password"
              required
              failure={intent === "start-totp" ? failure : undefined}
            />
            <SubmitButton intent="start-totp">Set up two-step sign-in</SubmitButton>
          </AdminForm>
        </>
      )}
    </section>
  );
}

export interface SessionRow {
  id: string;
  createdAt: string;
  updatedAt: string;
  ip: string | null;
  userAgent: string | null;
  current: boolean;
}

/** A short, readable name of a browser from its user agent. */
function browserOf(userAgent: string | null): string {
  if (!userAgent) return "Unknown browser";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrom(e|ium)\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "Browser";
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad/.test(userAgent)
      ? "iOS"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : "";
  return system ? `${browser} on ${system}` : browser;
}

export function SessionList({ sessions, failure }: { sessions: readonly SessionRow[]; failure?: FormFailure }) {
  return (
    <section className="admin-panel" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Where you are signed in</h2>
      <ErrorSummary failure={failure} />
      <ul className="admin-card-list" data-testid="sessions">
        {sessions.map((s) => (
          <li key={s.id}>
            <div>
              <strong>{browserOf(s.userAgent)}</strong>{" "}
              {s.current ? <span className="admin-badge">This device</span> : null}
              <br />
              <span className="admin-hint">
                {s.ip ? `${s.ip} · ` : ""}signed in {formatTime(s.createdAt)}, last active {formatTime(s.updatedAt)}
              </span>
            </div>
            <AdminForm className="admin-form-inline">
              <input type="hidden" name="sessionId" value={s.id} />
              <SubmitButton intent="revoke-session" variant="danger">
                {s.current ? "Sign out here" : "Sign out this session"}
              </SubmitButton>
            </AdminForm>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface TokenRow {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export function TokenSection({
  tokens,
  created,
  failure,
}: {
  tokens: readonly TokenRow[];
  created: { name: string; token: string } | undefined;
  failure: FormFailure | undefined;
}) {
  return (
    <section className="admin-panel" aria-labelledby="tokens-title">
      <h2 id="tokens-title">Personal API tokens</h2>
      <p>
        A token lets a script call the admin API as you, with your role. Send it as{" "}
        <code>Authorization: Bearer &lt;token&gt;</code>.
      </p>
      {created ? (
        <StatusMessage>
          Token “{created.name}” created. Copy it now; it is not shown again:{" "}
          <code className="admin-token" data-testid="new-token">
            {created.token}
          </code>
        </StatusMessage>
      ) : null}
      <ErrorSummary failure={failure} />
      <AdminForm className="admin-form-inline" aria-label="New token">
        <Field name="name" label="Token name" hint="What it is for, e.g. “Nightly export”." failure={failure} />
        <SubmitButton intent="create-token">Create token</SubmitButton>
      </AdminForm>
      {tokens.length ? (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption>Your tokens</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Starts with</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((t) => (
                <tr key={t.id}>
                  <td data-label="Name">{t.name}</td>
                  <td data-label="Starts with">
                    <code>{t.prefix}…</code>
                  </td>
                  <td data-label="Created">{formatTime(t.createdAt)}</td>
                  <td data-label="Last used">{t.lastUsedAt ? formatTime(t.lastUsedAt) : "Never"}</td>
                  <td>
                    <AdminForm className="admin-form-inline">
                      <input type="hidden" name="tokenId" value={t.id} />
                      <SubmitButton intent="revoke-token" variant="danger" aria-label={`Revoke token ${t.name}`}>
                        Revoke
                      </SubmitButton>
                    </AdminForm>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>You have no tokens.</p>
      )}
    </section>
  );
}
