-- AlterTable
ALTER TABLE "phone_numbers" ADD COLUMN     "calls_stopped_at" TIMESTAMP(3),
ADD COLUMN     "language" TEXT,
ADD COLUMN     "recording_consent" BOOLEAN;

-- AlterTable
ALTER TABLE "calls" ADD COLUMN     "answered_by" TEXT,
ADD COLUMN     "degraded" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "end_reason" TEXT,
ADD COLUMN     "mood" INTEGER,
ADD COLUMN     "provider_call_sid" TEXT,
ADD COLUMN     "recording_consent" BOOLEAN,
ADD COLUMN     "recording_duration_seconds" INTEGER,
ADD COLUMN     "recording_sid" TEXT,
ADD COLUMN     "recording_url" TEXT,
ADD COLUMN     "relay_token" TEXT,
ADD COLUMN     "summary" TEXT,
ADD COLUMN     "topics" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateTable
CREATE TABLE "transcript_turns" (
    "id" UUID NOT NULL,
    "call_id" UUID NOT NULL,
    "seq" INTEGER NOT NULL,
    "speaker" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "interrupted" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "transcript_turns_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "memories" (
    "id" UUID NOT NULL,
    "phone_number_id" UUID NOT NULL,
    "text" TEXT NOT NULL,
    "call_id" UUID,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "memories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reminders" (
    "id" UUID NOT NULL,
    "phone_number_id" UUID NOT NULL,
    "text" TEXT NOT NULL,
    "local_time" TEXT NOT NULL,
    "repeat" TEXT NOT NULL,
    "local_date" TEXT,
    "cancelled_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "call_id" UUID,

    CONSTRAINT "reminders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "family_notes" (
    "id" UUID NOT NULL,
    "phone_number_id" UUID NOT NULL,
    "text" TEXT NOT NULL,
    "delivered_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "family_notes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "alerts" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "phone_number_id" UUID,
    "call_id" UUID,
    "kind" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "destination" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "error" TEXT,
    "sent_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "alerts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "transcript_turns_call_id_seq_key" ON "transcript_turns"("call_id", "seq");

-- CreateIndex
CREATE INDEX "memories_phone_number_id_created_at_idx" ON "memories"("phone_number_id", "created_at");

-- CreateIndex
CREATE INDEX "reminders_phone_number_id_idx" ON "reminders"("phone_number_id");

-- CreateIndex
CREATE INDEX "family_notes_phone_number_id_idx" ON "family_notes"("phone_number_id");

-- CreateIndex
CREATE INDEX "alerts_user_id_created_at_idx" ON "alerts"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "alerts_phone_number_id_kind_idx" ON "alerts"("phone_number_id", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "calls_provider_call_sid_key" ON "calls"("provider_call_sid");

-- AddForeignKey
ALTER TABLE "transcript_turns" ADD CONSTRAINT "transcript_turns_call_id_fkey" FOREIGN KEY ("call_id") REFERENCES "calls"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "memories" ADD CONSTRAINT "memories_phone_number_id_fkey" FOREIGN KEY ("phone_number_id") REFERENCES "phone_numbers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_phone_number_id_fkey" FOREIGN KEY ("phone_number_id") REFERENCES "phone_numbers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "family_notes" ADD CONSTRAINT "family_notes_phone_number_id_fkey" FOREIGN KEY ("phone_number_id") REFERENCES "phone_numbers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
