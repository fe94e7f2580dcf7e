-- CreateTable
CREATE TABLE "sms_budget_warning" (
    "state" TEXT NOT NULL,
    "warned_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sms_budget_warning_pkey" PRIMARY KEY ("state")
);
