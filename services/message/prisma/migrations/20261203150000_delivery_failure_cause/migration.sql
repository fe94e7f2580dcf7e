-- AlterTable
ALTER TABLE "message" ADD COLUMN     "delivery_failure_cause" TEXT;

-- AlterTable
ALTER TABLE "message_deletion" ADD COLUMN     "delivery_failure_cause" TEXT;
