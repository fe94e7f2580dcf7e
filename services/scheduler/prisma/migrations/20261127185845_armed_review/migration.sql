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
