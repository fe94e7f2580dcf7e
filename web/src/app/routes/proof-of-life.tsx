import { ProofOfLifePage } from '../../features/proof-of-life/components/proof-of-life-page';

/** `/proof-of-life#token=`: the check-in e-mail's link; the sender says they are still here. */
export function ProofOfLifeRoute() {
  return <ProofOfLifePage />;
}
