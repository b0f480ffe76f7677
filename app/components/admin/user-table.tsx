/** The people with an account, with a role control and a disable button on each row the viewer may change. */
import { ROLES } from "~/kernel/admin-policy";
import { AdminForm, SubmitButton } from "./form";
import { formatTime } from "./format";

export const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: r[0]!.toUpperCase() + r.slice(1) }));

export interface UserRow {
  id: string;
  email: string;
  name: string;
  role: string;
  status: "active" | "invited" | "disabled";
  twoFactorEnabled: boolean;
  createdAt: string;
  /** When the person last signed in, where the service knows it. */
  lastSignInAt: string | null;
}

export function UserTable({
  users,
  me,
  may,
}: {
  users: readonly UserRow[];
  me: string;
  may: { changeRole: boolean; disable: boolean };
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" data-testid="users">
        <caption className="visually-hidden">Users</caption>
        <thead>
          <tr>
            <th scope="col">Person</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Two-step</th>
            <th scope="col">Last sign-in</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => {
            const editable = u.id !== me && u.status !== "disabled";
            return (
              <tr key={u.id}>
                <th scope="row">
                  {u.name || "—"}
                  <br />
                  <span className="admin-hint">{u.email}</span>
                </th>
                <td data-label="Role">
                  {may.changeRole && editable ? (
                    <AdminForm className="admin-form-inline">
                      <input type="hidden" name="userId" value={u.id} />
                      <label className="visually-hidden" htmlFor={`role-${u.id}`}>
                        Role of {u.email}
                      </label>
                      <select id={`role-${u.id}`} name="role" defaultValue={u.role}>
                        {ROLE_OPTIONS.map((o) => (
                          <option key={o.value} value={o.value}>
                            {o.label}
                          </option>
                        ))}
                      </select>
                      <SubmitButton intent="change-role" variant="quiet" aria-label={`Change role of ${u.email}`}>
                        Change
                      </SubmitButton>
                    </AdminForm>
                  ) : (
                    <span className="admin-badge">{u.role}</span>
                  )}
                </td>
                <td data-label="Status">{u.status}</td>
                <td data-label="Two-step">{u.twoFactorEnabled ? "On" : "Off"}</td>
                <td data-label="Last sign-in">{u.lastSignInAt ? formatTime(u.lastSignInAt) : "Never"}</td>
                <td>
                  {may.disable && editable ? (
                    <AdminForm className="admin-form-inline">
                      <input type="hidden" name="userId" value={u.id} />
                      <SubmitButton intent="disable" variant="danger" aria-label={`Disable ${u.email}`}>
                        Disable
                      </SubmitButton>
                    </AdminForm>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
