-- AlterTable
ALTER TABLE "message" ADD COLUMN     "released_at" TIMESTAMPTZ(3);

-- Every message that went out before releases existed was released then: delivered or refused ones stay open.
UPDATE "message" SET "released_at" = COALESCE("delivered_at", "delivery_failed_at", now())
WHERE "is_delivered" OR "delivery_failed_at" IS NOT NULL;
