-- AlterEnum
ALTER TYPE "EmailStatus" ADD VALUE 'bounced';

-- AlterTable
ALTER TABLE "email_log" ADD COLUMN     "about_message_id" UUID;
