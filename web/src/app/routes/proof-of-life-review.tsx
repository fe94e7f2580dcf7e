import { ReviewPage } from '../../features/proof-of-life/components/review-page';

/** `/proof-of-life/review#token=`: the twice-yearly review e-mail's link; the sender says everything stands. */
export function ProofOfLifeReviewRoute() {
  return <ReviewPage />;
}
