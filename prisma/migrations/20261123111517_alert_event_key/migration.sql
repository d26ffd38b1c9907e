-- AlterTable
ALTER TABLE "alerts" ADD COLUMN     "event_key" TEXT;

-- CreateIndex
CREATE INDEX "alerts_phone_number_id_event_key_idx" ON "alerts"("phone_number_id", "event_key");
