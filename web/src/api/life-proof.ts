// A message's proof-of-life switch as the sender's list receives it (GET /api/messages, `lifeProof`), typed
// by the contract the bff checks its answer against (docs/proof-of-life-api.md).

export type { LifeProofCard, LifeProofSummary } from '@app/proto/api/messages';
