-- CreateEnum
CREATE TYPE "LetterStatus" AS ENUM ('queued', 'printed', 'posted', 'returned', 'cancelled');

-- CreateTable
CREATE TABLE "postal_letter" (
    "id" UUID NOT NULL,
    "event_id" UUID NOT NULL,
    "message_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "status" "LetterStatus" NOT NULL DEFAULT 'queued',
    "queued_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "printed_at" TIMESTAMPTZ(3),
    "posted_at" TIMESTAMPTZ(3),
    "returned_at" TIMESTAMPTZ(3),
    "cancelled_at" TIMESTAMPTZ(3),

    CONSTRAINT "postal_letter_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "postal_letter_event_id_key" ON "postal_letter"("event_id");

-- CreateIndex
CREATE UNIQUE INDEX "postal_letter_message_id_key" ON "postal_letter"("message_id");

-- CreateIndex
CREATE INDEX "postal_letter_status_queued_at_idx" ON "postal_letter"("status", "queued_at");
