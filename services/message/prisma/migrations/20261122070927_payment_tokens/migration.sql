-- CreateTable
CREATE TABLE "payment_token" (
    "token_hash" TEXT NOT NULL,
    "message_id" UUID NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payment_token_pkey" PRIMARY KEY ("token_hash")
);

-- CreateIndex
CREATE INDEX "payment_token_message_id_idx" ON "payment_token"("message_id");

-- AddForeignKey
ALTER TABLE "payment_token" ADD CONSTRAINT "payment_token_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "message"("id") ON DELETE CASCADE ON UPDATE CASCADE;
