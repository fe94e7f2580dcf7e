-- AlterTable
ALTER TABLE "contact_invitation" ADD COLUMN     "contact_changes" INTEGER NOT NULL DEFAULT 0;
