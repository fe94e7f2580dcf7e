-- AlterEnum
ALTER TYPE "EmailStatus" ADD VALUE 'rejected';
