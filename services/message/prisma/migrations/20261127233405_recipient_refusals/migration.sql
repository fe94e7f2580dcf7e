-- CreateTable
CREATE TABLE "recipient_refusal" (
    "recipient_key" TEXT NOT NULL,
    "refused_sender" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "recipient_refusal_pkey" PRIMARY KEY ("recipient_key","refused_sender")
);

-- CreateIndex
CREATE INDEX "recipient_refusal_refused_sender_idx" ON "recipient_refusal"("refused_sender");
