-- AlterTable
ALTER TABLE "message" ADD COLUMN     "recipient_corrections" INTEGER NOT NULL DEFAULT 0;
