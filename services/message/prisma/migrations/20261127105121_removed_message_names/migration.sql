-- AlterTable
ALTER TABLE "message_deletion" ADD COLUMN     "recipient_enc" TEXT,
ADD COLUMN     "subject_enc" TEXT;
