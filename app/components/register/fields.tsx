/**
 * Form controls with the wiring every field needs: a visible label, an optional
 * hint, and an inline error, both tied to the control with aria-describedby;
 * aria-invalid while the error shows.
 */
import type { LeadOption } from "~/kernel/lead-fields";
import * as FORMS from "~/kernel/ui-strings/forms";

interface FieldBase {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  required?: boolean;
  /** Only for the first field in error of a form re-rendered by the server (no JavaScript). */
  autoFocus?: boolean;
  /** False when the form does not ask this field (a page's lead form asked fewer, decision 0085). */
  shown?: boolean;
}

function describedBy(id: string, hint: string | undefined, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function Label({ id, label, required }: { id: string; label: string; required?: boolean | undefined }) {
  return (
    <label className="reg-label" htmlFor={id}>
      {label}
      {required ? null : <span className="reg-optional">{FORMS.optional}</span>}
    </label>
  );
}

function Hint({ id, hint }: { id: string; hint?: string | undefined }) {
  return hint ? (
    <p className="reg-hint" id={`${id}-hint`}>
      {hint}
    </p>
  ) : null;
}

function ErrorText({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p className="reg-error" id={`${id}-error`}>
      <span className="visually-hidden">{FORMS.errorPrefix}</span>
      {error}
    </p>
  ) : null;
}

interface TextFieldProps extends FieldBase {
  value: string;
  type?: "text" | "email" | "tel";
  autoComplete: string;
  inputMode?: "text" | "email" | "tel";
  maxLength: number;
  multiline?: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}

export function TextField(props: TextFieldProps) {
  if (props.shown === false) return null;
  const { id, name, label, hint, error, required = true, value, onChange, onBlur } = props;
  const common = {
    id,
    name,
    value,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, hint, error),
    // A little headroom over the limit, so text pasted a few characters too long
    // is shown with its error instead of being cut off silently.
    maxLength: props.maxLength + 50,
    onBlur,
    className: error ? "reg-input reg-input-invalid" : "reg-input",
  };
  return (
    <div className={error ? "reg-field reg-field-invalid" : "reg-field"}>
      <Label id={id} label={label} required={required} />
      <Hint id={id} hint={hint} />
      <ErrorText id={id} error={error} />
      {props.multiline ? (
        <textarea
          {...common}
          rows={5}
          autoComplete={props.autoComplete}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- see FieldBase.autoFocus: the visitor just submitted and must land on the problem
          autoFocus={props.autoFocus}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input
          {...common}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- see FieldBase.autoFocus: the visitor just submitted and must land on the problem
          autoFocus={props.autoFocus}
          type={props.type ?? "text"}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          spellCheck={props.type === "email" || props.type === "tel" ? false : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </div>
  );
}

interface SelectFieldProps extends FieldBase {
  value: string;
  options: LeadOption[];
  placeholder: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

export function SelectField({
  id,
  name,
  label,
  hint,
  error,
  required = true,
  autoFocus,
  value,
  options,
  placeholder,
  onChange,
  onBlur,
  shown,
}: SelectFieldProps) {
  if (shown === false) return null;
  return (
    <div className={error ? "reg-field reg-field-invalid" : "reg-field"}>
      <Label id={id} label={label} required={required} />
      <Hint id={id} hint={hint} />
      <ErrorText id={id} error={error} />
      <select
        id={id}
        name={name}
        value={value}
        required={required}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- see FieldBase.autoFocus: the visitor just submitted and must land on the problem
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={error ? "reg-input reg-input-invalid" : "reg-input"}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface CheckboxFieldProps extends FieldBase {
  checked: boolean;
  children: React.ReactNode;
  onChange: (checked: boolean) => void;
  onBlur: () => void;
}

export function CheckboxField({
  id,
  name,
  hint,
  error,
  autoFocus,
  checked,
  children,
  onChange,
  onBlur,
}: CheckboxFieldProps) {
  return (
    <div className={error ? "reg-field reg-check reg-field-invalid" : "reg-field reg-check"}>
      <ErrorText id={id} error={error} />
      <div className="reg-check-row">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          required
          // eslint-disable-next-line jsx-a11y/no-autofocus -- see FieldBase.autoFocus: the visitor just submitted and must land on the problem
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(e) => onChange(e.target.checked)}
          onBlur={onBlur}
        />
        <label htmlFor={id}>{children}</label>
      </div>
      <Hint id={id} hint={hint} />
    </div>
  );
}
