-- CreateEnum
CREATE TYPE "ContactAnswer" AS ENUM ('veto', 'release');

-- AlterEnum
ALTER TYPE "LifeProofState" ADD VALUE 'awaiting_contact';

-- AlterTable
ALTER TABLE "life_proof_check_in" ADD COLUMN     "contact_answer" "ContactAnswer",
ADD COLUMN     "for_contact" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "life_proof_switch" ADD COLUMN     "has_contact" BOOLEAN NOT NULL DEFAULT false;
