-- AlterTable
ALTER TABLE "app_user" ADD COLUMN     "last_signed_in_at" TIMESTAMPTZ(3);
