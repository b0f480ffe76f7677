/**
 * Zod schemas of the admin API (server/api/admin-router.ts): the query of the
 * audit list, validated on every request, and the answers, which become
 * components of the OpenAPI document under the same registry as the public API.
 */
import { z } from "zod";
import { ACTIONS, ROLES } from "../../app/kernel/admin-policy.ts";
import { registry } from "./schemas.ts";

const isoDate = (name: string) =>
  z
    .string()
    .max(40)
    .refine((v) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v)), {
      message: `${name} must be an ISO 8601 date or date-time, such as 2026-11-01 or 2026-11-01T09:00:00Z`,
    })
    .meta({ description: `ISO 8601 date or date-time (${name === "from" ? "inclusive" : "exclusive"}).` });

const whole = (name: string, max: number) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,6}$/, `${name} must be a positive whole number`)
    .transform(Number)
    .pipe(z.number().int().max(max, `${name} must be at most ${max}`));

const text = (name: string, description: string) =>
  z.string().min(1).max(320, `${name} is too long`).meta({ description });

export const auditQuery = z
  .object({
    actor: text("actor", "Actor's user id or email address.").optional(),
    action: text("action", "Event name, such as sign-in, sign-in.failed, user.role-changed.").optional(),
    targetType: text(
      "targetType",
      "Kind of target: user, session, token, settings, and content types later.",
    ).optional(),
    targetId: text("targetId", "Id of the target.").optional(),
    from: isoDate("from").optional(),
    to: isoDate("to").optional(),
    page: whole("page", 1_000_000).optional().meta({ description: "Page number, from 1." }),
    pageSize: whole("pageSize", 200).optional().meta({ description: "Entries per page (default 50, maximum 200)." }),
  })
  .strict();

const Role = z.enum(ROLES);

export const AdminMe = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: Role,
    twoFactorEnabled: z.boolean(),
    twoFactorEnrolmentRequired: z.boolean(),
    authenticatedBy: z.enum(["session", "token"]),
    permissions: z.array(z.enum(ACTIONS)).meta({ description: "Every action this user's role allows." }),
  })
  .register(registry, { id: "AdminMe", description: "The signed-in staff user." });

export const AdminUser = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: Role,
    status: z.enum(["active", "invited", "disabled"]),
    twoFactorEnabled: z.boolean(),
    createdAt: z.string(),
    lastSignInAt: z
      .string()
      .nullable()
      .meta({ description: "The newest sign-in the audit trail holds; null when it holds none." }),
  })
  .register(registry, { id: "AdminUser", description: "A staff account." });

export const AdminUserList = z
  .object({ users: z.array(AdminUser) })
  .register(registry, { id: "AdminUserList", description: "Every staff account, by email." });

export const AuditEntry = z
  .object({
    id: z.string(),
    at: z.string(),
    actorId: z.string().nullable(),
    actorEmail: z.string().nullable(),
    ip: z.string().nullable(),
    action: z.string(),
    targetType: z.string().nullable(),
    targetId: z.string().nullable(),
    before: z.unknown().meta({ description: "Summary of the state before (JSON), or null." }),
    after: z.unknown().meta({ description: "Summary of the state after (JSON), or null." }),
  })
  .register(registry, { id: "AuditEntry", description: "One event of the audit trail." });

export const AuditPage = z
  .object({
    entries: z.array(AuditEntry),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  })
  .register(registry, { id: "AuditPage", description: "Audit entries, newest first." });
