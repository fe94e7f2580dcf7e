-- CreateTable
CREATE TABLE "account_closure" (
    "user_id" UUID NOT NULL,
    "deliver_message_ids" UUID[],
    "closed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "account_closure_pkey" PRIMARY KEY ("user_id")
);

-- CreateIndex
CREATE INDEX "account_closure_closed_at_idx" ON "account_closure"("closed_at");
