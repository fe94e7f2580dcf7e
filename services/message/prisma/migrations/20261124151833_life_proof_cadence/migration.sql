-- CreateEnum
CREATE TYPE "LifeProofCadence" AS ENUM ('weekly', 'monthly', 'quarterly');

-- AlterTable
ALTER TABLE "message" ADD COLUMN     "life_proof_cadence" "LifeProofCadence" NOT NULL DEFAULT 'monthly';
