-- AlterTable
ALTER TABLE "life_proof_switch" ADD COLUMN     "activity_counts" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "life_sign_preference" (
    "user_id" UUID NOT NULL,
    "activity_counts" BOOLEAN NOT NULL,
    "decided_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "life_sign_preference_pkey" PRIMARY KEY ("user_id")
);
