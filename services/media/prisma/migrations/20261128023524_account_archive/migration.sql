-- CreateEnum
CREATE TYPE "AccountArchiveStatus" AS ENUM ('building', 'ready', 'failed');

-- CreateTable
CREATE TABLE "account_archive" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "status" "AccountArchiveStatus" NOT NULL DEFAULT 'building',
    "size" BIGINT NOT NULL DEFAULT 0,
    "wrapped_key" TEXT NOT NULL,
    "requested_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ready_at" TIMESTAMPTZ(3),
    "expires_at" TIMESTAMPTZ(3),

    CONSTRAINT "account_archive_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "account_archive_user_id_requested_at_idx" ON "account_archive"("user_id", "requested_at");
