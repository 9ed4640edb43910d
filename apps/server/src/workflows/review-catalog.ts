// The catalogue's functions reviews use (features/reviews/neighbours.ts), put together here so
// that reviews import no other feature (decision 063).
import { productSummaries, setReviewFigures } from '../features/catalog/service.ts';
import type { ReviewCatalog } from '../features/reviews/neighbours.ts';

export const reviewCatalog: ReviewCatalog = { productSummaries, setReviewFigures };
