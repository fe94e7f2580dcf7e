-- CreateTable
CREATE TABLE "dead_letter" (
    "id" UUID NOT NULL,
    "consumer" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "stream_sequence" BIGINT NOT NULL,
    "event_id" UUID NOT NULL,
    "event_type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "attempts" INTEGER NOT NULL,
    "last_error" TEXT NOT NULL,
    "set_aside_at" TIMESTAMPTZ(3) NOT NULL,
    "retried_at" TIMESTAMPTZ(3),

    CONSTRAINT "dead_letter_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "dead_letter_set_aside_at_idx" ON "dead_letter"("set_aside_at");

-- CreateIndex
CREATE UNIQUE INDEX "dead_letter_consumer_event_id_key" ON "dead_letter"("consumer", "event_id");
