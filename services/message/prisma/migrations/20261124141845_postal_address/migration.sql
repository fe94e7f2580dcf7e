-- AlterTable
ALTER TABLE "message" ADD COLUMN     "postal_address_enc" TEXT;
