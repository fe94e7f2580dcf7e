-- CreateTable
CREATE TABLE "armed_review" (
    "user_id" UUID NOT NULL,
    "next_at" TIMESTAMPTZ(3) NOT NULL,
    "token_hash" TEXT,

    CONSTRAINT "armed_review_pkey" PRIMARY KEY ("user_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "armed_review_token_hash_key" ON "armed_review"("token_hash");

-- CreateIndex
CREATE INDEX "armed_review_next_at_idx" ON "armed_review"("next_at");

-- Senders whose switches started before reviews existed: their first review half a year from now.
INSERT INTO "armed_review" ("user_id", "next_at")
SELECT DISTINCT "user_id", now() + interval '182 days' FROM "life_proof_switch"
WHERE "state" NOT IN ('delivered', 'cancelled', 'releasing')
ON CONFLICT ("user_id") DO NOTHING;
