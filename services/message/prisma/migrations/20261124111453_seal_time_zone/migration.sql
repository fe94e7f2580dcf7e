-- AlterTable
ALTER TABLE "message" ADD COLUMN     "time_zone" TEXT NOT NULL DEFAULT 'Europe/Madrid';
