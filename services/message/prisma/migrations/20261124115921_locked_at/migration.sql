-- AlterTable
ALTER TABLE "message" ADD COLUMN     "locked_at" TIMESTAMPTZ(3);
