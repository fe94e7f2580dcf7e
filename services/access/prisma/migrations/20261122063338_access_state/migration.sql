-- CreateTable
CREATE TABLE "access_state" (
    "message_id" UUID NOT NULL,
    "failed_attempts" INTEGER NOT NULL DEFAULT 0,
    "locked_at" TIMESTAMPTZ(3),
    "destroyed_at" TIMESTAMPTZ(3),
    "reaction" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "access_state_pkey" PRIMARY KEY ("message_id")
);

-- CreateTable
CREATE TABLE "access_grant" (
    "token_hash" TEXT NOT NULL,
    "message_id" UUID NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "access_grant_pkey" PRIMARY KEY ("token_hash")
);

-- CreateIndex
CREATE INDEX "access_grant_message_id_idx" ON "access_grant"("message_id");
