-- CreateTable
CREATE TABLE "address_suppression" (
    "recipient_key" TEXT NOT NULL,
    "since" TIMESTAMPTZ(3) NOT NULL,
    "until" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "address_suppression_pkey" PRIMARY KEY ("recipient_key")
);
