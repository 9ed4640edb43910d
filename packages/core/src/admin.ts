// What the merchant console's API reads and writes that belongs to no one feature:
// paging, roles of staff, and the audit log.

import { ROLES, type Role } from './roles.ts';
import { EMAIL_PATTERN, singleLine } from './validation.ts';
import { z } from './zod.ts';

/** limit/offset of every console list; a page of 20 by default, at most 100. */
export const consolePageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** GET /api/admin/audit: newest first, optionally of one kind of thing or one person. */
export const auditQuery = consolePageQuery.extend({
  entity: singleLine().trim().max(40).optional(),
  entityId: singleLine().trim().max(100).optional(),
  actor: singleLine().trim().max(254).optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

/** One change a staff member or admin made: who, what, before and after, when. */
export interface AuditEntry {
  id: string;
  actor: { id: string | null; name: string; email: string };
  /** '<entity>.<verb>', e.g. 'product.update', 'order.ship', 'staff.role' */
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  /** ISO 8601 */
  at: string;
}

export const roleSchema = z.enum(ROLES, { error: 'Role must be customer, staff or admin' });

export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: Role;
}

/** POST /api/admin/staff: give the account with this e-mail a role ('customer' revokes). */
export const staffRoleBody = z.object({
  email: singleLine().trim().max(254).regex(EMAIL_PATTERN, 'Please enter a valid email.'),
  role: roleSchema,
});
export type StaffRoleInput = z.infer<typeof staffRoleBody>;

/** The kinds of things the audit log records, as the console's filter names them. */
export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  product: 'Products',
  category: 'Categories',
  order: 'Orders',
  return: 'Returns',
  'support-ticket': 'Support tickets',
  user: 'Staff roles',
  'staff-invite': 'Staff invitations',
  'saved-reply': 'Saved replies',
};

export interface AuditFieldChange {
  field: string;
  /** undefined: the field was not there */
  before: unknown;
  after: unknown;
}

/**
 * The fields an audit entry changed, in the order they first appear: before and after side by
 * side, fields that kept their value left out. A side that is not an object (null for a
 * creation or a deletion) counts as no fields.
 */
export function auditChanges(before: unknown, after: unknown): AuditFieldChange[] {
  const fields = (value: unknown): Record<string, unknown> =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  const was = fields(before);
  const is = fields(after);
  const keys = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return keys
    .filter((key) => JSON.stringify(was[key]) !== JSON.stringify(is[key]))
    .map((field) => ({ field, before: was[field], after: is[field] }));
}

const SUBJECT_FIELDS = ['name', 'email', 'orderNumber', 'reference', 'slug'] as const;

/**
 * What a person reads an audit entry's thing by: its name, e-mail, order number, ticket
 * reference or slug, from after the change (before it, for a deletion); else its id.
 */
export function auditSubject(entry: Pick<AuditEntry, 'entityId' | 'before' | 'after'>): string {
  for (const side of [entry.after, entry.before]) {
    if (side === null || typeof side !== 'object') continue;
    for (const field of SUBJECT_FIELDS) {
      const value = (side as Record<string, unknown>)[field];
      if (typeof value === 'string' && value) return value;
    }
  }
  return entry.entityId;
}
