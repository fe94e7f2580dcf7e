-- AlterTable
ALTER TABLE "message_deletion" ADD COLUMN     "created_at" TIMESTAMPTZ(3),
ADD COLUMN     "delivered_at" TIMESTAMPTZ(3),
ADD COLUMN     "delivery_failed_at" TIMESTAMPTZ(3),
ADD COLUMN     "delivery_method" "DeliveryMethod",
ADD COLUMN     "locked_at" TIMESTAMPTZ(3),
ADD COLUMN     "message_type" "MessageType",
ADD COLUMN     "read_at" TIMESTAMPTZ(3),
ADD COLUMN     "scheduling_type" "SchedulingType",
ADD COLUMN     "sealed_at" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "message_deletion_user_id_deleted_at_idx" ON "message_deletion"("user_id", "deleted_at");
