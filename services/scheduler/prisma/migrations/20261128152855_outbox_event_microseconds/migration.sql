-- AlterTable
ALTER TABLE "outbox_event" ALTER COLUMN "created_at" SET DATA TYPE TIMESTAMPTZ(6);
