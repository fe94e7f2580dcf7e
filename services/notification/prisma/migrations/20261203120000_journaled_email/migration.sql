-- CreateTable
CREATE TABLE "journaled_email" (
    "kind" TEXT NOT NULL,
    "subject" UUID NOT NULL,
    "sent_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "journaled_email_pkey" PRIMARY KEY ("kind","subject")
);
