-- AlterEnum
ALTER TYPE "LifeProofState" ADD VALUE 'waiting_for_date';

-- AlterTable
ALTER TABLE "life_proof_switch" ADD COLUMN     "hold_until" TIMESTAMPTZ(3);
