-- CreateEnum
CREATE TYPE "OrderStatus" AS ENUM ('created', 'approved', 'capturing', 'paid', 'failed', 'cancelled', 'refunded');

-- CreateEnum
CREATE TYPE "OrderProvider" AS ENUM ('paypal', 'simulated', 'discount', 'free_delivery');

-- CreateTable
CREATE TABLE "discount_code" (
    "id" UUID NOT NULL,
    "code" TEXT NOT NULL,
    "percentage" INTEGER NOT NULL,
    "valid_until" TIMESTAMPTZ(3),
    "max_uses" INTEGER,
    "current_uses" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "discount_code_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment_order" (
    "id" UUID NOT NULL,
    "provider_order_id" TEXT,
    "provider" "OrderProvider" NOT NULL,
    "message_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "delivery_method" TEXT NOT NULL,
    "status" "OrderStatus" NOT NULL,
    "base_cents" INTEGER NOT NULL,
    "discount_percent" INTEGER NOT NULL,
    "discount_cents" INTEGER NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "discount_code_id" UUID,
    "discount_code" TEXT,
    "discount_use_held" BOOLEAN NOT NULL DEFAULT false,
    "approval_url" TEXT,
    "payer_id" TEXT,
    "capture_id" TEXT,
    "failure_reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "paid_at" TIMESTAMPTZ(3),
    "refunded_at" TIMESTAMPTZ(3),

    CONSTRAINT "payment_order_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "simulated_paypal_order" (
    "id" TEXT NOT NULL,
    "custom_id" TEXT NOT NULL,
    "invoice_id" TEXT NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "return_url" TEXT NOT NULL,
    "cancel_url" TEXT NOT NULL,
    "payer_id" TEXT,
    "capture_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "simulated_paypal_order_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "paypal_webhook_event" (
    "event_id" TEXT NOT NULL,
    "event_type" TEXT NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "paypal_webhook_event_pkey" PRIMARY KEY ("event_id")
);

-- CreateTable
CREATE TABLE "payment_activity" (
    "id" UUID NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "kind" TEXT NOT NULL,
    "order_id" TEXT,
    "message_id" UUID,
    "amount_cents" INTEGER NOT NULL DEFAULT 0,
    "detail" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "payment_activity_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox_event" (
    "id" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "payload" JSONB NOT NULL,
    "headers" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "published_at" TIMESTAMPTZ(3),

    CONSTRAINT "outbox_event_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "discount_code_code_key" ON "discount_code"("code");

-- CreateIndex
CREATE UNIQUE INDEX "payment_order_provider_order_id_key" ON "payment_order"("provider_order_id");

-- CreateIndex
CREATE INDEX "payment_order_message_id_idx" ON "payment_order"("message_id");

-- CreateIndex
CREATE INDEX "payment_order_status_updated_at_idx" ON "payment_order"("status", "updated_at");

-- CreateIndex
CREATE INDEX "payment_activity_at_idx" ON "payment_activity"("at");

-- CreateIndex
CREATE INDEX "outbox_event_published_at_created_at_idx" ON "outbox_event"("published_at", "created_at");

-- Rules the database keeps even if code forgets them: a discount is 1-100 %, and never used past its maximum.
ALTER TABLE "discount_code" ADD CONSTRAINT "discount_code_percentage_range" CHECK ("percentage" BETWEEN 1 AND 100);
ALTER TABLE "discount_code" ADD CONSTRAINT "discount_code_uses_within_max" CHECK ("max_uses" IS NULL OR "current_uses" <= "max_uses");
ALTER TABLE "payment_order" ADD CONSTRAINT "payment_order_amounts" CHECK ("amount_cents" >= 0 AND "amount_cents" = "base_cents" - "discount_cents");
