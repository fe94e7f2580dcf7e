-- Check-in links move to their own table (one per check-in and channel), and each switch counts its sender's
-- signs of life: a link answers only while the count it was issued under is still the switch's.

-- CreateEnum
CREATE TYPE "CheckInChannel" AS ENUM ('email', 'backup_email', 'sms');

-- AlterTable
ALTER TABLE "life_proof_switch" ADD COLUMN     "life_signs" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "life_proof_link" (
    "token_hash" TEXT NOT NULL,
    "check_in_id" UUID NOT NULL,
    "channel" "CheckInChannel" NOT NULL,
    "life_signs" INTEGER NOT NULL,
    "issued_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "life_proof_link_pkey" PRIMARY KEY ("token_hash")
);

-- Links already sent keep working, unless a sign of life came after their check-in (then they were from
-- before the last confirmation, and count -1 never matches a switch's count).
INSERT INTO "life_proof_link" ("token_hash", "check_in_id", "channel", "life_signs", "issued_at")
SELECT c."token_hash", c."id", 'email', CASE WHEN EXISTS (
         SELECT 1 FROM "life_proof_step" s
         WHERE s."message_id" = c."message_id" AND s."at" >= c."created_at"
           AND s."cause" IN ('confirmed', 'paused', 'resumed', 'contact_vetoed')
       ) THEN -1 ELSE 0 END, c."created_at"
FROM "life_proof_check_in" c WHERE c."token_hash" IS NOT NULL;

-- DropIndex
DROP INDEX "life_proof_check_in_token_hash_key";

-- AlterTable
ALTER TABLE "life_proof_check_in" DROP COLUMN "token_hash";

-- CreateIndex
CREATE UNIQUE INDEX "life_proof_link_check_in_id_channel_key" ON "life_proof_link"("check_in_id", "channel");

-- AddForeignKey
ALTER TABLE "life_proof_link" ADD CONSTRAINT "life_proof_link_check_in_id_fkey" FOREIGN KEY ("check_in_id") REFERENCES "life_proof_check_in"("id") ON DELETE CASCADE ON UPDATE CASCADE;
