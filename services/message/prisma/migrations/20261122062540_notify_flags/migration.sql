-- AlterTable
ALTER TABLE "message" ADD COLUMN     "notify_delivery" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "notify_read" BOOLEAN NOT NULL DEFAULT true;
