-- CreateEnum
CREATE TYPE "ContactInvitationState" AS ENUM ('invited', 'accepted', 'declined', 'bounced');

-- CreateTable
CREATE TABLE "contact_invitation" (
    "message_id" UUID NOT NULL,
    "state" "ContactInvitationState" NOT NULL DEFAULT 'invited',
    "token_hash" TEXT,
    "invited_at" TIMESTAMPTZ(3) NOT NULL,
    "answered_at" TIMESTAMPTZ(3),

    CONSTRAINT "contact_invitation_pkey" PRIMARY KEY ("message_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "contact_invitation_token_hash_key" ON "contact_invitation"("token_hash");

-- AddForeignKey
ALTER TABLE "contact_invitation" ADD CONSTRAINT "contact_invitation_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "life_proof_switch"("message_id") ON DELETE CASCADE ON UPDATE CASCADE;
