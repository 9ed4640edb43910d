// The other features' functions the carbon tracker uses (features/carbon/neighbours.ts), put
// together here so that carbon imports no other feature (decision 063).
import { carbonGoalOf, setCarbonGoal } from '../features/account/service.ts';
import type { CarbonNeighbours } from '../features/carbon/neighbours.ts';
import {
  hindiProductNames,
  productFiguresByName,
  productStock,
} from '../features/catalog/service.ts';
import { orderNumbers } from '../features/orders/service.ts';

export const carbonNeighbours: CarbonNeighbours = {
  carbonGoalOf,
  setCarbonGoal,
  hindiProductNames,
  productStock,
  productFiguresByName,
  orderNumbers,
};
