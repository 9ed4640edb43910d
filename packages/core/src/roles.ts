// Who may do what: every account is a customer; staff also run the shop (catalogue,
// orders, returns, support); admins also manage staff and read the audit log.

export const ROLES = ['customer', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const RANK: Record<Role, number> = { customer: 0, staff: 1, admin: 2 };

/** Whether a role (from an identity token, possibly missing or unknown) grants `needed`. */
export function hasRole(role: unknown, needed: 'staff' | 'admin'): boolean {
  return typeof role === 'string' && role in RANK && RANK[role as Role] >= RANK[needed];
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
