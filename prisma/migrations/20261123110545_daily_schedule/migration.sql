-- AlterTable
ALTER TABLE "phone_numbers" ADD COLUMN     "daily_call_time" TEXT,
ADD COLUMN     "last_conversation_at" TIMESTAMP(3),
ADD COLUMN     "missed_streak" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "missed_streak_alerted" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "calls" ADD COLUMN     "attempt" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "local_date" TEXT,
ADD COLUMN     "outcome" TEXT,
ADD COLUMN     "reminder_id" UUID;

-- AlterTable
ALTER TABLE "reminders" ADD COLUMN     "last_called_on" TEXT;

-- CreateIndex
CREATE INDEX "calls_phone_number_id_local_date_idx" ON "calls"("phone_number_id", "local_date");
