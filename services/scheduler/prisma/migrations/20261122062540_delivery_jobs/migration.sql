-- CreateEnum
CREATE TYPE "DeliveryJobStatus" AS ENUM ('pending', 'dispatched');

-- CreateTable
CREATE TABLE "delivery_job" (
    "message_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "due_at" TIMESTAMPTZ(3) NOT NULL,
    "status" "DeliveryJobStatus" NOT NULL DEFAULT 'pending',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dispatched_at" TIMESTAMPTZ(3),

    CONSTRAINT "delivery_job_pkey" PRIMARY KEY ("message_id")
);

-- CreateIndex
CREATE INDEX "delivery_job_status_due_at_idx" ON "delivery_job"("status", "due_at");
