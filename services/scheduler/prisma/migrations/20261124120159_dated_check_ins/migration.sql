-- AlterTable
ALTER TABLE "life_proof_switch" ADD COLUMN     "deliver_at" TIMESTAMPTZ(3);
