-- AlterTable
ALTER TABLE "outbox_event" ADD COLUMN     "headers" JSONB NOT NULL DEFAULT '{}';
