import { describe, expect, it } from "vitest";
import { ACTIONS, actionsOf, can, ROLES, twoFactorRequired, type Action, type Role } from "./admin-policy.ts";

/**
 * The expected policy, written out by hand: a = admin, e = editor, u = author, s = sales.
 * Changing who may do what means changing this table too.
 */
const EXPECTED: Record<Action, string> = {
  "admin.enter": "aeus",
  "users.read": "a",
  "users.invite": "a",
  "users.change-role": "a",
  "users.disable": "a",
  "settings.read": "a",
  "settings.update": "a",
  "audit.read": "a",
  "tokens.own": "aeus",
  "sessions.own": "aeus",
  "two-factor.own": "aeus",
  "content.read-drafts": "aeu",
  "content.create-draft": "aeu",
  "content.edit-own-draft": "aeu",
  "content.edit-any": "ae",
  "content.submit": "aeu",
  "content.review": "ae",
  "content.publish": "ae",
  "content.schedule": "ae",
  "content.delete": "ae",
  "content.share-preview": "aeu",
  "redirects.manage": "ae",
  "redirects.external": "a",
  "media.read": "aeu",
  "media.upload": "aeu",
  "media.manage": "ae",
  "leads.read": "aes",
  "leads.update": "aes",
  "leads.export": "aes",
  "leads.erase": "a",
  "notifications.manage": "a",
  "analytics.read": "aes",
};
const LETTER: Record<Role, string> = { admin: "a", editor: "e", author: "u", sales: "s" };

describe("admin policy", () => {
  it("lists every action in the expected table, and nothing else", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...ACTIONS].sort());
  });

  for (const role of ROLES)
    for (const action of ACTIONS)
      it(`${role} ${EXPECTED[action].includes(LETTER[role]) ? "may" : "may not"} ${action}`, () => {
        expect(can(role, action)).toBe(EXPECTED[action].includes(LETTER[role]));
      });

  it("denies unknown roles and actions, whatever their shape", () => {
    for (const role of ["", "Admin", "root", "superadmin", "__proto__", "constructor", null, undefined, 1, {}])
      for (const action of ACTIONS) expect(can(role, action)).toBe(false);
    for (const action of ["", "users.*", "*", "toString", "__proto__", "hasOwnProperty", "constructor", null, 2])
      for (const role of ROLES) expect(can(role, action)).toBe(false);
  });

  it("lists a role's actions", () => {
    expect(actionsOf("sales")).toEqual([
      "admin.enter",
      "tokens.own",
      "sessions.own",
      "two-factor.own",
      "leads.read",
      "leads.update",
      "leads.export",
      "analytics.read",
    ]);
    expect(actionsOf("nobody")).toEqual([]);
    expect(actionsOf("admin")).toEqual([...ACTIONS]);
  });

  it("requires two-factor sign-in for admins and editors by default, as the setting says otherwise", () => {
    expect(ROLES.filter((role) => twoFactorRequired(role))).toEqual(["admin", "editor"]);
    expect(ROLES.filter((role) => twoFactorRequired(role, ["sales"]))).toEqual(["sales"]);
    expect(twoFactorRequired("root")).toBe(false);
  });
});
