-- CreateEnum
CREATE TYPE "LifeProofState" AS ENUM ('active', 'check_in_sent', 'missed_1', 'missed_2', 'releasing', 'delivered', 'cancelled');

-- CreateTable
CREATE TABLE "life_proof_switch" (
    "message_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "state" "LifeProofState" NOT NULL DEFAULT 'active',
    "time_zone" TEXT NOT NULL,
    "next_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "life_proof_switch_pkey" PRIMARY KEY ("message_id")
);

-- CreateTable
CREATE TABLE "life_proof_check_in" (
    "id" UUID NOT NULL,
    "message_id" UUID NOT NULL,
    "test" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "token_hash" TEXT,
    "answered_at" TIMESTAMPTZ(3),

    CONSTRAINT "life_proof_check_in_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "life_proof_step" (
    "id" BIGSERIAL NOT NULL,
    "message_id" UUID NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "from_state" "LifeProofState",
    "to_state" "LifeProofState" NOT NULL,
    "cause" TEXT NOT NULL,

    CONSTRAINT "life_proof_step_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "life_proof_switch_next_at_idx" ON "life_proof_switch"("next_at");

-- CreateIndex
CREATE INDEX "life_proof_switch_user_id_idx" ON "life_proof_switch"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "life_proof_check_in_token_hash_key" ON "life_proof_check_in"("token_hash");

-- CreateIndex
CREATE INDEX "life_proof_check_in_message_id_idx" ON "life_proof_check_in"("message_id");

-- CreateIndex
CREATE INDEX "life_proof_step_message_id_at_idx" ON "life_proof_step"("message_id", "at");

-- AddForeignKey
ALTER TABLE "life_proof_check_in" ADD CONSTRAINT "life_proof_check_in_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "life_proof_switch"("message_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "life_proof_step" ADD CONSTRAINT "life_proof_step_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "life_proof_switch"("message_id") ON DELETE CASCADE ON UPDATE CASCADE;
