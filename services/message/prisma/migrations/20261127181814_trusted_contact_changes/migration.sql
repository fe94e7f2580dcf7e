-- AlterTable
ALTER TABLE "message" ADD COLUMN     "trusted_contact_changes" INTEGER NOT NULL DEFAULT 0;
