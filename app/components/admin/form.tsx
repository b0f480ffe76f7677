/**
 * The pieces every admin form is made of. Forms post to their route's action with or
 * without JavaScript; the action answers with the errors and the values typed (never
 * secrets), and these pieces show both: each field's error is tied to its input by
 * aria-describedby, and the summary above the form is a live region that takes the
 * focus, so a screen reader hears what went wrong either way.
 */
import { useEffect, useId, useRef } from "react";
import { Form, useNavigation, useRouteLoaderData, type FormProps } from "react-router";

/** What an action answers when a form is refused: a message, field errors, the values to put back. */
export interface FormFailure {
  formError?: string;
  fieldErrors?: Record<string, string | undefined>;
  values?: Record<string, string | undefined>;
}

/** An action's answer to the form named `intent`, if that is the one it answered. */
export function failureOf(data: unknown, intent?: string): FormFailure | undefined {
  if (!data || typeof data !== "object") return undefined;
  const answer = data as FormFailure & { intent?: string };
  if (intent !== undefined && answer.intent !== intent) return undefined;
  return answer.formError || answer.fieldErrors ? answer : undefined;
}

/** The error summary: announced when it appears, and focused so keyboard users start there. */
export function ErrorSummary({ failure }: { failure: FormFailure | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  const message = failure?.formError ?? (failure?.fieldErrors ? "Please correct the fields marked below." : undefined);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message, failure]);
  return (
    <div ref={ref} className="admin-alert admin-alert-error" role="alert" aria-live="assertive" tabIndex={-1}>
      {message}
    </div>
  );
}

/** A confirmation after a form went through, read out politely. */
export function StatusMessage({ children }: { children?: React.ReactNode }) {
  return (
    <div className="admin-alert admin-alert-ok" role="status" aria-live="polite">
      {children}
    </div>
  );
}

interface FieldProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "name"> {
  name: string;
  label: string;
  hint?: string;
  failure?: FormFailure | undefined;
}

/** A labelled input with its hint and error, keeping the value typed when the form comes back refused. */
export function Field({ name, label, hint, failure, type = "text", defaultValue, ...input }: FieldProps) {
  const id = useId();
  const error = failure?.fieldErrors?.[name];
  const kept = type === "password" ? undefined : failure?.values?.[name];
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="admin-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={kept ?? defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {error ? (
        <p className="admin-field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface SelectProps extends Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "name"> {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  failure?: FormFailure | undefined;
}

export function SelectField({ name, label, options, failure, defaultValue, ...select }: SelectProps) {
  const id = useId();
  const error = failure?.fieldErrors?.[name];
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={failure?.values?.[name] ?? defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <p className="admin-field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A submit button that says when its form is on its way (and ignores a second press meanwhile). */
export function SubmitButton({
  children,
  intent,
  variant,
  ...button
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { intent?: string; variant?: "quiet" | "danger" }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && (!intent || navigation.formData?.get("intent") === intent);
  const className = ["admin-button", variant ? `admin-button-${variant}` : ""].filter(Boolean).join(" ");
  return (
    <button
      type="submit"
      className={className}
      aria-disabled={busy || undefined}
      onClick={(e) => {
        if (busy) e.preventDefault();
      }}
      {...(intent ? { name: "intent", value: intent } : {})}
      {...button}
    >
      {children}
    </button>
  );
}

/**
 * A post form of the back office; `noValidate` leaves the checks to the server, which gives
 * one set of messages. Signed in, it carries the session's XSRF token (the admin layout's
 * loader), the proof the server accepts when a browser or proxy sends no Origin.
 */
export function AdminForm({ className = "admin-form", children, ...props }: FormProps) {
  const layout = useRouteLoaderData("routes/admin/layout") as { xsrfToken?: string | null } | undefined;
  return (
    <Form method="post" noValidate className={className} {...props}>
      {layout?.xsrfToken ? <input type="hidden" name="xsrfToken" value={layout.xsrfToken} /> : null}
      {children}
    </Form>
  );
}
