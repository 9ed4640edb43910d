// All SQL of the carbon tracker (DESIGN.md §6.2): the summary cards, the monthly
// trend, the goal, the activity log, and purchase entries recorded through
// POST /api/carbon/purchase-impact. Purchase entries of real orders are written in the order's
// own transaction through ./service.ts; this module only reads them. The goal is kept in the
// account's profile, product names come from the catalogue, order numbers from orders
// (decision 011: each feature only touches its own tables).
//
// "This month" is the calendar month in India Standard Time: SQL compares
// date_trunc('month', occurred_at at time zone 'Asia/Kolkata') with the same of `now`.
import { DEFAULT_CARBON_GOAL, round1 } from '@harit/core/carbon';
import {
  ACTIVITY_FACTORS,
  type ActivityKind,
  activityInstant,
  activityKg,
} from '@harit/core/carbon-factors';
import { carbonFigure } from '@harit/core/carbon-figure';
import { IST_TIME_ZONE, istMonthStart, lastIstMonths } from '@harit/core/ist-date';
import type { Language } from '@harit/core/language';
import type { CarbonEntry, CarbonSummary, CarbonTrendMonth } from '@harit/core/types';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { pageWithTotal } from '../../db/page.ts';
import type { CarbonEntriesTable } from '../../db/schema.ts';
import { badRequest, notFound } from '../../plugins/errors.ts';
import type { CarbonNeighbours } from './neighbours.ts';

/** Whether `occurred_at` falls in the IST calendar month of `now`. */
function inIstMonthOf(now: Date) {
  return sql<boolean>`date_trunc('month', occurred_at at time zone ${IST_TIME_ZONE})
    = date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${IST_TIME_ZONE})`;
}

type EntryRow = Selectable<CarbonEntriesTable>;

function toEntry(row: EntryRow, numbers: Map<string, string>): CarbonEntry {
  return {
    id: row.id,
    source: row.source,
    category: row.category,
    activity: row.activity,
    description: row.description,
    quantity: row.quantity,
    unit: row.unit,
    kgCo2e: Math.round(row.kg_co2e * 1000) / 1000,
    ecoUnits: row.eco_units,
    productId: row.product_id,
    orderNumber: row.order_id ? (numbers.get(row.order_id) ?? null) : null,
    note: row.note,
    occurredAt: new Date(row.occurred_at).toISOString(),
    reversal:
      row.reversal && row.reversed_at
        ? {
            units: row.reversed_units,
            kgCo2e: Math.round(row.reversed_kg * 1000) / 1000,
            reason: row.reversal,
            at: new Date(row.reversed_at).toISOString(),
          }
        : null,
  };
}

export interface ActivityValues {
  category: string;
  activity: ActivityKind;
  quantity: number;
  occurredAt?: string;
  note?: string;
}

export interface PurchaseImpactValues {
  productId: string;
  productCategory: string;
  quantity: number;
}

export function createCarbonRepository(db: Db, neighbours: CarbonNeighbours) {
  const { carbonGoalOf, setCarbonGoal, hindiProductNames, orderNumbers, productStock } = neighbours;
  /** Entries as the API sends them, each with the number of the order it came from. */
  async function toEntries(rows: EntryRow[]): Promise<CarbonEntry[]> {
    const orderIds = [...new Set(rows.flatMap((r) => (r.order_id ? [r.order_id] : [])))];
    const numbers = await orderNumbers(db, orderIds);
    return rows.map((row) => toEntry(row, numbers));
  }

  async function entryById(userId: string, id: string): Promise<CarbonEntry | undefined> {
    const row = await db
      .selectFrom('carbon_entries')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? (await toEntries([row]))[0] : undefined;
  }

  async function summaryOf(userId: string, now: Date): Promise<CarbonSummary> {
    const inMonth = inIstMonthOf(now);
    const totals = await db
      .selectFrom('carbon_entries')
      .select([
        sql<number>`coalesce(sum(kg_co2e) filter (where kg_co2e > 0), 0)`.as('total'),
        sql<number>`coalesce(sum(kg_co2e) filter (where kg_co2e > 0 and ${inMonth}), 0)`.as(
          'monthly',
        ),
        sql<number>`coalesce(sum(kg_co2e) filter (where kg_co2e > 0 and source = 'purchase' and ${inMonth}), 0)`.as(
          'shopping',
        ),
        sql<number>`coalesce(-sum(kg_co2e) filter (where kg_co2e < 0 and ${inMonth}), 0)`.as(
          'saved',
        ),
        sql<number>`coalesce(sum(eco_units) filter (where ${inMonth}), 0)`.as('eco'),
        // What cancellations and returns took out of this month (decision 077).
        sql<number>`coalesce(sum(reversed_kg) filter (where reversed_kg > 0 and ${inMonth}), 0)`.as(
          'reversedEmitted',
        ),
        sql<number>`coalesce(-sum(reversed_kg) filter (where reversed_kg < 0 and ${inMonth}), 0)`.as(
          'reversedSaved',
        ),
        sql<number>`count(*) filter (where reversal is not null and ${inMonth})`.as(
          'reversedLines',
        ),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return {
      totalEmissions: Number(totals.total),
      monthlyEmissions: Number(totals.monthly),
      shoppingEmissions: Number(totals.shopping),
      savedEmissions: Number(totals.saved),
      ecoProductsPurchased: Number(totals.eco),
      carbonGoal: await goalOf(userId),
      reversed: {
        emitted: Number(totals.reversedEmitted),
        saved: Number(totals.reversedSaved),
        lines: Number(totals.reversedLines),
      },
    };
  }

  async function goalOf(userId: string): Promise<number> {
    return (await carbonGoalOf(db, userId)) ?? DEFAULT_CARBON_GOAL;
  }

  return {
    /**
     * SPEC §3 carbon summary of one user, each figure kg CO2e to one decimal:
     * - totalEmissions: all-time sum of emitted kg (positive entries, purchases and activities);
     * - monthlyEmissions: emitted kg in this IST calendar month (purchases and activities);
     * - shoppingEmissions: emitted kg of this month's purchases;
     * - savedEmissions: kg saved this month (the absolute sum of negative entries);
     * - ecoProductsPurchased: eco-friendly units bought this month (a count);
     * - carbonGoal: the user's monthly goal, default 1000 (SPEC §9);
     * - reversed: kg emitted and saved that cancelled orders and returned units no longer count
     *   this month, and how many lines (decision 077): why a month's figures dropped.
     */
    async summary(userId: string, now = new Date()): Promise<CarbonSummary> {
      const exact = await summaryOf(userId, now);
      return {
        totalEmissions: round1(exact.totalEmissions),
        monthlyEmissions: round1(exact.monthlyEmissions),
        shoppingEmissions: round1(exact.shoppingEmissions),
        savedEmissions: round1(exact.savedEmissions),
        ecoProductsPurchased: exact.ecoProductsPurchased,
        carbonGoal: round1(exact.carbonGoal),
        reversed: {
          emitted: round1(exact.reversed.emitted),
          saved: round1(exact.reversed.saved),
          lines: exact.reversed.lines,
        },
      };
    },

    /** The same figures unrounded (the demo seed plans to the gram). */
    summaryExact: summaryOf,

    async setGoal(userId: string, goal: number): Promise<number> {
      return round1(await setCarbonGoal(db, userId, goal));
    },

    /** The last 12 IST calendar months, oldest first: kg emitted and kg saved in each. */
    async trend(userId: string, now = new Date()): Promise<CarbonTrendMonth[]> {
      const rows = await db
        .selectFrom('carbon_entries')
        .select([
          sql<string>`to_char(occurred_at at time zone ${IST_TIME_ZONE}, 'YYYY-MM')`.as('month'),
          sql<number>`coalesce(sum(kg_co2e) filter (where kg_co2e > 0), 0)`.as('emitted'),
          sql<number>`coalesce(-sum(kg_co2e) filter (where kg_co2e < 0), 0)`.as('saved'),
        ])
        .where('user_id', '=', userId)
        .where('occurred_at', '>=', istMonthStart(now, -11))
        .where('occurred_at', '<', istMonthStart(now, 1))
        .groupBy(sql`1`)
        .execute();
      const byMonth = new Map(rows.map((r) => [r.month, r]));
      return lastIstMonths(now, 12).map((month) => {
        const row = byMonth.get(month);
        return {
          month,
          emitted: round1(Number(row?.emitted ?? 0)),
          saved: round1(Number(row?.saved ?? 0)),
        };
      });
    },

    /**
     * The user's entries, newest first; only activities when `source` says so. A purchase is
     * named as the catalogue names its product in `language` (decision 060: a Hindi tracker shows
     * Hindi product names), else as it was bought.
     */
    async listEntries(
      userId: string,
      { source, limit, offset }: { source?: 'activity'; limit: number; offset: number },
      language: Language = 'en',
    ): Promise<{ items: CarbonEntry[]; total: number }> {
      let query = db.selectFrom('carbon_entries').where('carbon_entries.user_id', '=', userId);
      if (source) query = query.where('carbon_entries.source', '=', source);
      const { rows, total } = await pageWithTotal(query, (matching) =>
        matching
          .selectAll('carbon_entries')
          .orderBy('carbon_entries.occurred_at', 'desc')
          .orderBy('carbon_entries.created_at', 'desc')
          .orderBy('carbon_entries.id')
          .limit(limit)
          .offset(offset),
      );
      const items = await toEntries(rows);
      if (language !== 'hi') return { items, total };
      const purchased = items.flatMap((e) => (e.source !== 'activity' && e.productId ? [e] : []));
      const names = await hindiProductNames(
        db,
        purchased.map((e) => e.productId as string),
      );
      return {
        items: items.map((entry) =>
          entry.source !== 'activity' && entry.productId && names.has(entry.productId)
            ? { ...entry, description: names.get(entry.productId) as string }
            : entry,
        ),
        total,
      };
    },

    /** Logs an activity: kg CO2e = quantity × the activity's factor (core carbon-factors). */
    async addActivity(
      userId: string,
      input: ActivityValues,
      now = new Date(),
    ): Promise<CarbonEntry> {
      const when = activityInstant(input.occurredAt, now);
      if ('error' in when) throw badRequest('occurredAt: {error}', { error: when.error });
      const factor = ACTIVITY_FACTORS[input.activity];
      const row = await db
        .insertInto('carbon_entries')
        .values({
          user_id: userId,
          source: 'activity',
          category: factor.category,
          activity: input.activity,
          // "Other" entries are named by the shopper's note when there is one.
          description:
            input.activity === 'other-emission' && input.note ? input.note : factor.label,
          quantity: input.quantity,
          unit: factor.unit,
          kg_co2e: activityKg(input.activity, input.quantity),
          eco_units: 0,
          note: input.note ?? null,
          occurred_at: when.instant,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await entryById(userId, row.id))!;
    },

    /** Deletes one of the user's own activities; anything else (another's, a purchase) → 404. */
    async deleteActivity(userId: string, id: string): Promise<void> {
      const deleted = await db
        .deleteFrom('carbon_entries')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('source', '=', 'activity')
        .returning('id')
        .executeTakeFirst();
      if (!deleted) throw notFound('Activity not found');
    },

    /**
     * SPEC §7 purchase-impact, for the caller: one purchase entry by the product's carbon record
     * as the catalogue has it (decision 069) (the client's name and isEcoFriendly are
     * not trusted). No green points: those come only with real orders.
     */
    async recordPurchaseImpact(
      userId: string,
      input: PurchaseImpactValues,
      now = new Date(),
    ): Promise<CarbonEntry> {
      const product = await productStock(db, input.productId);
      const kg = carbonFigure(product.carbonKgPerUnit, input.quantity).netKg;
      const row = await db
        .insertInto('carbon_entries')
        .values({
          user_id: userId,
          source: 'purchase',
          category: input.productCategory || 'general',
          description: product.name,
          quantity: input.quantity,
          unit: 'item',
          kg_co2e: kg,
          eco_units: kg < 0 ? input.quantity : 0,
          product_id: product.id,
          occurred_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await entryById(userId, row.id))!;
    },
  };
}

export type CarbonRepository = ReturnType<typeof createCarbonRepository>;
