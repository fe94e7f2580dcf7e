-- CreateEnum
CREATE TYPE "SmsStatus" AS ENUM ('pending', 'sent', 'skipped', 'rejected');

-- CreateTable
CREATE TABLE "sms_log" (
    "id" UUID NOT NULL,
    "event_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "status" "SmsStatus" NOT NULL DEFAULT 'pending',
    "provider_id" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "sms_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "sms_log_event_id_key" ON "sms_log"("event_id");
