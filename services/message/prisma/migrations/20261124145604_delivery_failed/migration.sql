-- AlterTable
ALTER TABLE "message" ADD COLUMN     "delivery_failed_at" TIMESTAMPTZ(3);
