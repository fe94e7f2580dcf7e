-- CreateEnum
CREATE TYPE "LifeProofCadence" AS ENUM ('weekly', 'monthly', 'quarterly');

-- AlterTable
ALTER TABLE "life_proof_switch" ADD COLUMN     "cadence" "LifeProofCadence" NOT NULL DEFAULT 'monthly';
