import { data, redirect } from "react-router";
import { failureOf, StatusMessage } from "~/components/admin/form";
import { SessionList, TokenSection, TwoFactorSection } from "~/components/admin/account-sections";
import { adminMeta } from "~/components/admin/meta";
import type { Enrolment } from "~/components/admin/two-factor";
import type { Action } from "~/kernel/admin-policy";
import { admin } from "~/kernel/admin-links";
import type { Route } from "./+types/account";
import { accountsOf, clientOf, cookieHeaders, formOf, refused, refusal, requireStaff, text } from "./guard.server";
import { confirmEnrolment, enrolmentView } from "./two-factor.server";

export const meta: Route.MetaFunction = () => adminMeta("Your account");

export async function loader(args: Route.LoaderArgs) {
  // The one page open to someone whose role requires two-step sign-in before it is on.
  const user = await requireStaff(args, "sessions.own", { enrolling: true });
  const accounts = accountsOf(args);
  const [sessions, tokens] = await Promise.all([accounts.listSessions(user), accounts.listTokens(user)]);
  return {
    email: user.email,
    twoFactorEnabled: user.twoFactorEnabled,
    enrolmentRequired: user.twoFactorEnrolmentRequired,
    sessions,
    tokens: tokens.filter((t) => !t.revokedAt),
  };
}

const NEEDS: Record<string, Action> = {
  "revoke-session": "sessions.own",
  "create-token": "tokens.own",
  "revoke-token": "tokens.own",
};

/** What a session may do before the two-step sign-in its role requires is on: enrol, nothing else. */
const ENROLMENT_INTENTS = new Set(["start-totp", "confirm-totp"]);

export async function action(args: Route.ActionArgs) {
  const form = await formOf(args);
  const intent = text(form, "intent");
  const user = await requireStaff(args, NEEDS[intent] ?? "two-factor.own", { enrolling: true });
  if (user.twoFactorEnrolmentRequired && !ENROLMENT_INTENTS.has(intent))
    throw await refused(args, "two-factor", "Set up two-step sign-in first; your role requires it.");
  const accounts = accountsOf(args);
  const client = clientOf(args.request);
  try {
    switch (intent) {
      case "revoke-session": {
        const id = text(form, "sessionId");
        if (id === user.sessionId) {
          // Ending the session in use is signing out.
          const { setCookies } = await accounts.signOut(args.request);
          return redirect(admin.signIn(), { headers: cookieHeaders(setCookies) });
        }
        await accounts.revokeSession(user, id, client);
        return { intent, done: "The session was ended; that device is signed out." };
      }
      case "start-totp": {
        const password = String(form.get("password") ?? "");
        if (!password) return data({ intent, fieldErrors: { password: "Enter your password." } }, { status: 400 });
        const enrolment = await accounts.startTotpEnrolment(args.request, { password });
        return { intent, enrolment: await enrolmentView(enrolment) };
      }
      case "confirm-totp":
        return await confirmEnrolment(accounts, args.request, form);
      case "regenerate-codes": {
        const password = String(form.get("password") ?? "");
        if (!password) return data({ intent, fieldErrors: { password: "Enter your password." } }, { status: 400 });
        return { intent, ...(await accounts.regenerateBackupCodes(args.request, { password })) };
      }
      case "create-token": {
        const name = text(form, "name");
        if (!name) return data({ intent, fieldErrors: { name: "Give the token a name." } }, { status: 400 });
        const created = await accounts.createToken(user, { name }, client);
        return { intent, created: { name: created.name, token: created.token } };
      }
      case "revoke-token":
        await accounts.revokeToken(user, text(form, "tokenId"), client);
        return { intent, done: "The token was revoked; it no longer works." };
      default:
        return data({ intent, formError: "Unknown request." }, { status: 400 });
    }
  } catch (error) {
    return refusal(error, intent, intent === "create-token" ? { name: text(form, "name") } : {});
  }
}

interface Answer {
  intent?: string;
  done?: string;
  enrolment?: Enrolment | null;
  backupCodes?: string[];
  created?: { name: string; token: string };
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as Answer | undefined;
  const { email, twoFactorEnabled, enrolmentRequired, sessions, tokens } = loaderData;
  return (
    <>
      <h1>Your account</h1>
      <p className="admin-lead">Signed in as {email}.</p>
      {answer?.done ? <StatusMessage>{answer.done}</StatusMessage> : null}
      <TwoFactorSection
        enabled={twoFactorEnabled}
        required={enrolmentRequired}
        enrolment={answer?.enrolment ?? undefined}
        backupCodes={answer?.backupCodes}
        failure={failureOf(actionData, answer?.intent)}
        intent={answer?.intent}
      />
      {enrolmentRequired ? null : (
        <>
          <SessionList sessions={sessions} failure={failureOf(actionData, "revoke-session")} />
          <TokenSection
            tokens={tokens}
            created={answer?.created}
            failure={failureOf(actionData, "create-token") ?? failureOf(actionData, "revoke-token")}
          />
        </>
      )}
    </>
  );
}
