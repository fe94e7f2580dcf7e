-- AlterTable
ALTER TABLE "app_user" ADD COLUMN     "suspended_at" TIMESTAMPTZ(3);
