-- AlterTable
ALTER TABLE "access_state" ADD COLUMN     "held_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "message_report" (
    "id" UUID NOT NULL,
    "message_id" UUID NOT NULL,
    "sender_user_id" UUID NOT NULL,
    "reason" TEXT NOT NULL,
    "details" TEXT NOT NULL DEFAULT '',
    "share_content" BOOLEAN NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolution" TEXT,
    "resolved_at" TIMESTAMPTZ(3),

    CONSTRAINT "message_report_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "message_report_resolved_at_created_at_idx" ON "message_report"("resolved_at", "created_at");

-- CreateIndex
CREATE INDEX "message_report_message_id_idx" ON "message_report"("message_id");
