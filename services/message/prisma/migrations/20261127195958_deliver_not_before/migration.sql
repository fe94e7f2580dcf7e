-- AlterTable
ALTER TABLE "message" ADD COLUMN     "deliver_not_before" TIMESTAMPTZ(3);
