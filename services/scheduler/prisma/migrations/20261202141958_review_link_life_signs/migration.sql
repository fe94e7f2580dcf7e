-- AlterTable
ALTER TABLE "armed_review" ADD COLUMN     "life_signs_at_issue" INTEGER;
