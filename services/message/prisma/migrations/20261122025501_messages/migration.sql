-- CreateEnum
CREATE TYPE "MessageType" AS ENUM ('love', 'farewell', 'secret', 'instructions', 'blank', 'testamento_voluntades', 'specialMoments');

-- CreateEnum
CREATE TYPE "SecurityLevel" AS ENUM ('none', 'basic', 'intermediate', 'strict');

-- CreateEnum
CREATE TYPE "DeliveryMethod" AS ENUM ('email', 'physical', 'physical_scheduled', 'postal');

-- CreateEnum
CREATE TYPE "SchedulingType" AS ENUM ('specific_date', 'life_proof');

-- CreateTable
CREATE TABLE "message" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "message_type" "MessageType" NOT NULL,
    "security_level" "SecurityLevel" NOT NULL,
    "delivery_method" "DeliveryMethod" NOT NULL,
    "scheduling_type" "SchedulingType" NOT NULL,
    "delivery_date" TIMESTAMPTZ(3),
    "is_anonymous" BOOLEAN NOT NULL,
    "recipient_enc" TEXT NOT NULL,
    "recipient_email_enc" TEXT NOT NULL,
    "subject_enc" TEXT NOT NULL,
    "content_enc" TEXT NOT NULL,
    "sender_name_enc" TEXT,
    "sender_email_enc" TEXT,
    "sender_custom_title_enc" TEXT,
    "access_code_hash" TEXT NOT NULL,
    "access_code_enc" TEXT NOT NULL,
    "template_id" INTEGER,
    "has_media" BOOLEAN NOT NULL DEFAULT false,
    "sealed_at" TIMESTAMPTZ(3),
    "requires_payment" BOOLEAN NOT NULL DEFAULT false,
    "paid" BOOLEAN NOT NULL DEFAULT false,
    "is_delivered" BOOLEAN NOT NULL DEFAULT false,
    "delivered_at" TIMESTAMPTZ(3),
    "is_read" BOOLEAN NOT NULL DEFAULT false,
    "read_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "message_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "security_question" (
    "id" UUID NOT NULL,
    "message_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "question_enc" TEXT NOT NULL,
    "answer_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "security_question_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "message_access_code_hash_key" ON "message"("access_code_hash");

-- CreateIndex
CREATE INDEX "message_user_id_created_at_idx" ON "message"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "message_user_id_sealed_at_idx" ON "message"("user_id", "sealed_at");

-- CreateIndex
CREATE UNIQUE INDEX "security_question_message_id_position_key" ON "security_question"("message_id", "position");

-- AddForeignKey
ALTER TABLE "security_question" ADD CONSTRAINT "security_question_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "message"("id") ON DELETE CASCADE ON UPDATE CASCADE;
