-- AlterTable
ALTER TABLE "message" ADD COLUMN     "recipient_key" TEXT;
