-- AlterEnum
ALTER TYPE "FreeDeliveryReason" ADD VALUE 'refund';
