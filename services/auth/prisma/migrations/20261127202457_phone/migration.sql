-- AlterTable
ALTER TABLE "app_user" ADD COLUMN     "phone" TEXT,
ADD COLUMN     "phone_verified_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "phone_code" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "phone" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "phone_code_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "phone_code_user_id_created_at_idx" ON "phone_code"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "phone_code_phone_created_at_idx" ON "phone_code"("phone", "created_at");

-- AddForeignKey
ALTER TABLE "phone_code" ADD CONSTRAINT "phone_code_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;
