-- AlterTable
ALTER TABLE "outbox_event" ADD COLUMN     "lease_until" TIMESTAMPTZ(3);
