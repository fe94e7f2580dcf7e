-- AlterTable
ALTER TABLE "message" ADD COLUMN     "trusted_contact_enc" TEXT;
