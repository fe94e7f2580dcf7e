-- AlterTable
ALTER TABLE "account_closure" ADD COLUMN     "farewell_email" TEXT,
ADD COLUMN     "farewell_language" TEXT,
ADD COLUMN     "farewell_name" TEXT;
