-- AlterEnum
ALTER TYPE "LifeProofState" ADD VALUE 'paused';
