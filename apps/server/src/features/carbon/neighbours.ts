// What the carbon tracker reads and writes of other features' data: the shopper's monthly goal
// (account's user_profiles), product names and carbon figures (catalog) and order numbers
// (orders). The tracker does not import those features (decision 063); the composition root
// hands these functions in (workflows/carbon-neighbours.ts).
import type { Executor } from '../../db/transaction.ts';

export interface CarbonNeighbours {
  carbonGoalOf(db: Executor, userId: string): Promise<number | undefined>;
  setCarbonGoal(db: Executor, userId: string, goal: number): Promise<number>;
  /** Hindi names of these products, by id (products without one are absent). */
  hindiProductNames(db: Executor, ids: readonly string[]): Promise<Map<string, string>>;
  /** One product's name, stock and carbon figure per unit; throws 404 when there is none. */
  productStock(
    db: Executor,
    productId: string,
  ): Promise<{ id: string; name: string; stock: number; carbonKgPerUnit: number }>;
  /** Products' ids and carbon figures by name (the demo seed's purchases). */
  productFiguresByName(
    db: Executor,
    names: string[],
  ): Promise<Map<string, { id: string; carbonKgPerUnit: number }>>;
  /** Order numbers by order id. */
  orderNumbers(db: Executor, orderIds: readonly string[]): Promise<Map<string, string>>;
}
