-- AlterTable
ALTER TABLE "calls" ADD COLUMN     "scheduled_call_id" UUID;

-- CreateTable
CREATE TABLE "scheduled_calls" (
    "id" UUID NOT NULL,
    "phone_number_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "subject_id" UUID NOT NULL,
    "local_date" TEXT NOT NULL,
    "attempt" INTEGER NOT NULL DEFAULT 1,
    "due_at" TIMESTAMPTZ(3) NOT NULL,
    "not_before" TIMESTAMPTZ(3),
    "state" TEXT NOT NULL DEFAULT 'due',
    "skip_reason" TEXT,
    "slot_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "scheduled_calls_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "carrier_pacing" (
    "id" TEXT NOT NULL,
    "next_slot_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "carrier_pacing_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "scheduled_calls_state_attempt_due_at_idx" ON "scheduled_calls"("state", "attempt", "due_at");

-- CreateIndex
CREATE UNIQUE INDEX "scheduled_calls_phone_number_id_kind_subject_id_local_date__key" ON "scheduled_calls"("phone_number_id", "kind", "subject_id", "local_date", "attempt");

-- CreateIndex
CREATE UNIQUE INDEX "calls_scheduled_call_id_key" ON "calls"("scheduled_call_id");

-- AddForeignKey
ALTER TABLE "scheduled_calls" ADD CONSTRAINT "scheduled_calls_phone_number_id_fkey" FOREIGN KEY ("phone_number_id") REFERENCES "phone_numbers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
