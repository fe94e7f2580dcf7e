-- CreateTable
CREATE TABLE "message_tombstone" (
    "message_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "recipient_enc" TEXT NOT NULL,
    "recipient_email_enc" TEXT NOT NULL,
    "sender_name_enc" TEXT,
    "reason" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "message_tombstone_pkey" PRIMARY KEY ("message_id")
);
