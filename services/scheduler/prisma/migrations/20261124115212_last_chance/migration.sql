-- AlterEnum
ALTER TYPE "LifeProofState" ADD VALUE 'last_chance';
