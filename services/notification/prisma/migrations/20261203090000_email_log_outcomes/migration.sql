-- AlterTable
ALTER TABLE "email_log" ADD COLUMN     "failure_cause" TEXT,
ADD COLUMN     "receiving_domain" TEXT;

-- CreateIndex
CREATE INDEX "email_log_created_at_idx" ON "email_log"("created_at");
