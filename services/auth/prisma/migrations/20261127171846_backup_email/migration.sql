-- AlterEnum
ALTER TYPE "EmailTokenPurpose" ADD VALUE 'verify_backup_email';

-- AlterTable
ALTER TABLE "app_user" ADD COLUMN     "backup_email" TEXT,
ADD COLUMN     "backup_email_verified_at" TIMESTAMPTZ(3);
