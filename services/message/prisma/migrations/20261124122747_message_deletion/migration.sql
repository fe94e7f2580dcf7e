-- CreateTable
CREATE TABLE "message_deletion" (
    "message_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "reason" TEXT NOT NULL,
    "was_delivered" BOOLEAN NOT NULL,
    "deleted_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "message_deletion_pkey" PRIMARY KEY ("message_id")
);
